// The console's sensitive calls (role changes, invitations, a new calendar feed, the CSV
// export) want the password given in the last REAUTH_MINUTES; a role-holder's session ends after
// STAFF_IDLE_HOURS without a call and STAFF_SESSION_HOURS after its login. No zod here: the console's
// bundle imports these words (the body's schema is ReauthBody in staff.ts).

export const STAFF_IDLE_HOURS = 3;
export const STAFF_SESSION_HOURS = 12;
export const REAUTH_MINUTES = 15;

/** The machine-readable marker of the 403 that asks for the password again: `{ detail, code }`. */
export const REAUTH_CODE = 'reauth_required';
export const REAUTH_NEEDED = `Please enter your password again: this needs a password given in the last ${REAUTH_MINUTES} minutes.`;
export const WRONG_PASSWORD = 'That password is not right. Please try again.';
export const GOOGLE_REAUTH = 'This account signs in with Google: log out and sign in with Google again, then repeat the action.';
export const REAUTH_DONE = `Thank you. Your password is confirmed for the next ${REAUTH_MINUTES} minutes.`;

/** The console's own refusal when its password prompt is canceled (the console's catalogue has its words). */
export const REAUTH_CANCELED = 'Nothing was changed: the action needs your password.';
