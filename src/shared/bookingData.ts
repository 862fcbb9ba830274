import type { BookingDetail } from './booking.js';

/** The id of the JSON block in a view-booking link's page: the booking as that link shows it (server/booking/bookingPageData.ts). */
export const BOOKING_DATA_ID = 'gtss-booking';

/** The block's content: which link it was written for, and what GET /api/public/view-booking/… answers for it. */
export interface PageBooking {
  reference_id: string;
  booking_id: number;
  detail: BookingDetail;
}
