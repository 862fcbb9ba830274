import { z } from 'zod';

// Today's requests (issue 41, point 8: "the desk sees each on Today"): the pauses and withdrawals asked, and the
// packs bought, in the seven days up to the day shown, newest first, each to open on its enrolment's (a pack: its
// customer's) page. GET /api/admin/today's `credits_day.requests`.

/** How many days back (the day shown and the six before) Today lists requests. */
export const TODAY_REQUEST_DAYS = 7;

export const TodayRequest = z.object({
  kind: z.enum(['pause', 'withdrawal', 'pack']),
  /** When it was asked (a pack: paid), an instant. */
  at: z.string(),
  /** Taken at the desk (a pack: always false, bought online). */
  at_desk: z.boolean(),
  name: z.string(),
  /** The enrolment's code (a pack: the purchase's). */
  code: z.string(),
  customer_id: z.number().int(),
  /** The enrolment to open (null for a pack). */
  enrolment_id: z.number().int().nullable(),
  /** pause: its first month (YYYY-MM) and length. */
  first_month: z.string().nullable(),
  months: z.number().int().nullable(),
  /** withdrawal: the enrolment's last day. */
  ends_on: z.string().nullable(),
  /** pack: its names as sold, per language. */
  pack_names: z.record(z.string(), z.string()).nullable(),
});
export type TodayRequest = z.infer<typeof TodayRequest>;
