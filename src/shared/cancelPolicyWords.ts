// The refusals of the school's cancellation policy at the desk (not in shared/admin: the console's shell chunk takes
// every file there, and only the bookings area needs these) (zod-free: the console translates them by their words).

/** A staff cancel that refunds other than the policy's figure, with no reason given (issue 39, point 9). */
export const OVERRIDE_NEEDS_REASON =
  "Say why you refund other than the school's cancellation policy: the reason is kept in the activity log.";

/** Two tiers of the school's cancellation policy with one number of days. */
export const TIERS_TWICE = 'Each cancellation tier needs its own number of days before the lesson.';
