import { z } from 'zod';
import { ConfirmBookingBody } from './booking.js';

// The visitor's lesson packs (回数券, issue 41 point 3): the packs on sale, buying one (a card payment), the account's
// packs (issue date, expiry, lessons left) and booking a lesson paid with a pack's credit.

export const PackForSale = z.object({
  id: z.number().int(),
  name: z.string(),
  lessons: z.number().int(),
  lesson_slots: z.number().int(),
  lesson_minutes: z.number().int(),
  price_yen: z.number().int(),
  valid_days: z.number().int(),
});
export type PackForSale = z.infer<typeof PackForSale>;

export const BuyPack = z.object({ pack_id: z.number().int().positive() }).strict();
export const PackCheckout = z.object({ code: z.string(), checkout_url: z.string() });

export const OwnPack = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  lessons: z.number().int(),
  lesson_slots: z.number().int(),
  lesson_minutes: z.number().int(),
  price_yen: z.number().int(),
  status: z.enum(['pending', 'paid', 'expired']),
  issued_on: z.string().nullable(),
  valid_until: z.string().nullable(),
  left: z.number().int(),
});
export type OwnPack = z.infer<typeof OwnPack>;

/**
 * A lesson booked with a pack's credit: the booking page's choice, as its confirm call, without the guest's fields;
 * as many timeslots as a pack's lesson has (1 to 8, not the trial's minimum).
 */
export const PackBookingBody = ConfirmBookingBody.omit({ action_type: true, user_name: true, user_email: true })
  .extend({
    timeslot_ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1)
      .max(8)
      .refine((ids) => new Set(ids).size === ids.length, 'Each timeslot can be chosen only once.'),
  })
  .strict();
export type PackBookingBody = z.input<typeof PackBookingBody>;
export const PackBooked = z.object({ booking_id: z.number().int(), url: z.string() });
