// The refusals of the school's cancellation policy at the desk (zod-free: the console translates them by their words).

/** A staff cancel that refunds other than the policy's figure, with no reason given (issue 39, point 9). */
export const OVERRIDE_NEEDS_REASON =
  "Say why you refund other than the school's cancellation policy: the reason is kept in the activity log.";
