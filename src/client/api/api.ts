import type { User } from '../../shared/auth.js';
// Types only: the zod schemas of shared/booking stay out of the browser bundle.
import type {
  BookingDetail,
  BookingSummary,
  CalendarDay,
  ConfirmBookingBody,
  PaymentResult,
  Timeslot,
} from '../../shared/booking.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { createRequest, type Request } from './client.js';

const calendarPath = `/public/rental-space/calendar/${RENTAL_SPACE_ID}`;
const segment = (value: string | number) => encodeURIComponent(String(value));

/** One function per call of SPEC §7; sagas receive this object through their deps. */
export function createApi(request: Request = createRequest()) {
  return {
    getMe: () => request<User>('/public/me'),
    logout: () => request<unknown>('/public/auth/logout', { method: 'POST' }),
    getCalendar: () => request<CalendarDay[]>(calendarPath),
    /** `yyyymmdd`: SPEC §9 compact date in paths. */
    getTimeslots: (yyyymmdd: string) => request<Timeslot[]>(`${calendarPath}/${segment(yyyymmdd)}`),
    // One endpoint, two answers depending on action_type (SPEC §7): a function per answer keeps the types honest.
    confirmBooking: (body: ConfirmBookingBody & { action_type: 'confirm' }) =>
      request<BookingSummary>('/public/book/confirm', { method: 'POST', body }),
    requestPayment: (body: ConfirmBookingBody & { action_type: 'payment' }) =>
      request<PaymentResult>('/public/book/confirm', { method: 'POST', body }),
    viewBooking: (referenceId: string, bookingId: string | number) =>
      request<BookingDetail>(`/public/view-booking/${segment(referenceId)}/${segment(bookingId)}`),
    cancelBooking: (bookingId: string | number) =>
      request<unknown>(`/public/bookings/${segment(bookingId)}/cancel`, { method: 'POST', body: {} }),
  };
}

export type Api = ReturnType<typeof createApi>;
