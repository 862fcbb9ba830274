// The words of the server's staff calls the console shows: their refusals (`detail`). No zod here:
// the console's bundle imports these words (the schemas are in staff.ts, which re-exports them), to
// show each in the member's language.

export const STAFF_ONLY = 'This page is for the school\u2019s staff.';
export const OWNERS_ONLY = 'Only the school\u2019s owners can do this.';
/** A teacher's account calling what only staff and owners may (teachers see their own classes and mark attendance). */
export const NOT_FOR_TEACHERS = 'A teacher\u2019s account can only see its own classes and mark their attendance.';
/** A teacher marking attendance of a class that is not theirs. */
export const NOT_YOUR_CLASS = 'This class is another teacher\u2019s.';
/** A teacher member linked (on the staff page) to a teacher who already has another member. */
export const TEACHER_LINKED_ELSEWHERE = 'This teacher is already linked to another member: unlink them first.';
export const NO_SUCH_MEMBER = 'There is no staff member with this id.';
export const LAST_OWNER = 'The school must keep at least one owner: make someone else owner first.';
/**
 * An owner named in OWNER_EMAILS is made owner again at each login, so the console
 * refuses to remove or demote them (409) rather than pretend it did; the configuration is the truth.
 */
export const CONFIGURED_OWNER =
  'This owner is named in OWNER_EMAILS and would be owner again at their next login: remove the address from OWNER_EMAILS first.';
export const BAD_INVITATION = 'This invitation link is invalid, has expired or has already been used. Please ask the school for a new one.';
export const ALREADY_MEMBER = 'This person is already on the staff: change their role in the list instead.';
export const NO_OPEN_INVITATION = 'There is no open invitation for this email.';
export const NAME_AND_PASSWORD = 'Please give your name and a password to create your account.';
/** An invitation accepted with a name and password given: the new member is logged in at once. */
export const INVITATION_ACCEPTED = 'Welcome to the team. You are logged in: the console opens now.';
/** An invitation accepted by an account that existed (its password was not asked): it logs in as usual. */
export const INVITATION_ACCEPTED_LOG_IN =
  'Welcome to the team. Your account already had a password, so it was not asked for here: log in with this email to open the console.';
export const NO_FEED_TO_REVOKE = 'You have no calendar feed to revoke.';
/** A console language that is not one of the four. */
export const NOT_A_LANGUAGE = 'Choose one of the languages: en, ja, zh-CN or zh-TW.';
/** The password prompt sent without a password. */
export const PASSWORD_REQUIRED = 'Password is required.';
