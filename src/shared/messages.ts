// The error catalogue, word for word. Every user-visible message of the catalogue lives here once.
// Import as a namespace (`import * as messages from …/messages.js`): one named export each, so the
// bundler ships only the messages a chunk uses.

// fallbacks when the server gives no `detail`
export const bookingValidationFailed = 'Booking validation failed';
export const bookingConfirmationFailed = 'An error occurred during booking confirmation.';
export const loginFailed = 'Login failed';
export const registrationFailed = 'Registration failed';
export const forgotPasswordFailed = 'Failed to send reset email.';
/** The provider could not open a checkout session (a hold's, or a move's difference's). */
export const PAYMENT_SERVICE_DOWN = 'The payment service could not be reached. Please try again.';
export const resetFailed = 'Reset failed';
export const emailConfirmationFailed = 'Email confirmation failed. Please try again.';
export const profileUpdateFailed = 'Failed to update profile.';
export const cancelFailed = 'Failed to cancel booking.';
export const loadBookingFailed = 'Failed to load booking.';
export const bookingNotFound = 'Booking not found.';
// other alerts and messages
export const selectDateAndSlots = 'Please select a date and at least 4 timeslots.';
/** The booking page's hint (client). */
export const guestBookingNeedsNameEmail = 'Name and email are required for guest booking.';
/** The API's answer to a guest call without them (the catalogue has both). */
export const guestsNeedNameEmail = 'Name and email are required for guests.';
export const dateNotAvailable = 'Selected date is not available.';
export const signupPasswordsMismatch = 'Passwords do not match';
export const resetPasswordsMismatch = 'Passwords do not match.';
export const invalidToken = 'Invalid or missing token.';
export const invalidConfirmationLink = 'Invalid confirmation link';
export const invalidAccess = 'Invalid Access';
export const translateNotReady = 'Google Translate not ready. Please try again shortly.';
export const confirmCancelPrompt = 'Are you sure you want to cancel this booking?';
// logged-only failures
export const restoreSessionFailed = 'Failed to restore user session';
export const logoutRequestFailed = 'Logout request failed';
export const unexpectedError = 'Unexpected Application Error!';
export const chunkLoadFailed = 'Loading chunk failed';
// success
export const confirmationEmailSent = 'Confirmation email sent. Please check your inbox.';
export const resetEmailSent = 'Password reset email sent. Please check your inbox.';
export const passwordResetDone = 'Password reset successfully. You can now log in.';
export const emailVerified = 'Email verified.';
export const profileUpdated = 'Profile updated!';
export const bookingCanceled = 'Booking canceled!';
// server-side generic answers
export const notFound = 'Not found';
export const internalError = 'Something went wrong on our side. Please try again.';
// Google sign-in outcomes the login page shows (the server redirects with ?google=<key>)
export const googleNotConfigured = 'Google sign-in is not configured on this site.';
export const googleFailed = 'Google sign-in failed. Please try again.';
export const confirmEmailFirst = 'Please confirm your email address first: follow the link in the email we sent you.';
export const nameRequired = 'Name is required.';
