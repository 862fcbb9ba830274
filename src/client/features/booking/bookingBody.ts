import type { ConfirmBookingBody } from '../../../shared/booking.js';
import type { TeacherChoice } from '../../api/api.js';
import { RENTAL_SPACE_ID, SEAT_COUNT } from '../../../shared/constants.js';
import { toCompactDate } from '../../../shared/dates.js';

export interface Guest {
  name: string;
  email: string;
}

/**
 * The body of POST /public/book/confirm, the same for the price check and the payment.
 * `guest` is null for a logged-in visitor: their name and email come from the account. `choice` adds
 * teacher_id (or teaching_language for "Any teacher" of a language); empty without teachers. `phone`: when the
 * school asks for one (absent, JSON leaves it out).
 */
export function bookingBody<A extends ConfirmBookingBody['action_type']>(
  action_type: A,
  isoDate: string,
  timeslot_ids: number[],
  guest: Guest | null,
  choice: TeacherChoice = {},
  phone?: string | null,
): ConfirmBookingBody & { action_type: A } {
  return {
    rental_space_id: RENTAL_SPACE_ID,
    booking_date: toCompactDate(isoDate),
    timeslot_ids,
    seat_count: SEAT_COUNT,
    ...(guest ? { user_name: guest.name, user_email: guest.email } : {}),
    action_type,
    ...choice,
    phone,
  };
}
