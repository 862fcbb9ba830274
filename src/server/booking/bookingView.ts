import type { FastifyReply } from 'fastify';
import type { BookingDetail } from '../../shared/booking.js';
import { API_BASE } from '../../shared/constants.js';
import * as messages from '../../shared/messages.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { receiptUrl } from '../receipt/receiptUrl.js';
import { schoolProfile } from '../school/schoolRepository.js';
import { chargesOf, differencesOf } from './bookingDifferences.js';
import { moneyOf } from './bookingMoney.js';
import { CASH, FREE } from './bookingPayments.js';
import { findById, type BookingRow } from './bookingRows.js';
import { visitorPreview } from './cancelRefund.js';

// What a view-booking link shows: one read for the API's GET /public/view-booking/… and for the data block of
// the link's page (bookingPageData.ts), so the page's HTML and the call can never disagree.

/** The booking-scoped cookie the view-booking link sets; `__Secure-` over https (its path is the booking's, so not `__Host-`). */
export const bookingCookie = (id: number, secure: boolean) => `${secure ? '__Secure-' : ''}gtss_booking_${id}`;

/** The booking a view-booking link names; anything else is the same 404 (the view and its .ics share the rule). */
export async function linkedBooking(deps: ServerDeps, params: { reference_id: string; booking_id: number }, invalid: unknown) {
  // A mangled link names no booking: the same 404 as a wrong one, not a validation error.
  if (invalid) throw new HttpError(404, messages.bookingNotFound);
  const b = await findById(deps.db, params.booking_id);
  // Pending and Expired holds are not bookings yet; both ids must match, else 404.
  if (!b || b.reference_id !== params.reference_id || b.status === 'Pending' || b.status === 'Expired') {
    throw new HttpError(404, messages.bookingNotFound);
  }
  return b;
}

/** The link's holder may cancel with this cookie (cancelService.ts): set by the call and by the link's page alike. */
export function setBookingCookie(reply: FastifyReply, b: BookingRow, secure: boolean): void {
  reply.setCookie(bookingCookie(b.id, secure), b.reference_id, {
    path: `${API_BASE}/public/bookings/${b.id}`,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60 * 60 * 24 * 120,
  });
}

/** The booking as its link shows it: what is owed, what a cancel would refund now, its receipts. */
export async function bookingDetail(deps: ServerDeps, b: BookingRow): Promise<BookingDetail> {
  const differences = await differencesOf(deps.db, b.id);
  const [owed] = chargesOf(differences).owed;
  const { cancel_policy: policy } = await schoolProfile(deps.db);
  const paid = b.paid_at !== null && b.provider !== FREE;
  return {
    booking_reference_id: b.reference_id,
    code: b.code,
    booking_date: b.booking_date,
    time_range: b.time_range,
    total_amount: b.total_amount,
    sales_tax: b.sales_tax,
    status: b.status,
    stripe_receipt_url: b.receipt_url ?? undefined,
    created_at: b.created_at,
    // A free trial: nothing was paid, so no receipt and no way of payment.
    invoice_url: paid ? receiptUrl(deps.publicUrl, b.reference_id, b.id) : undefined,
    payment_method: paid ? (b.provider === CASH ? ('cash' as const) : ('card' as const)) : undefined,
    teacher_name: b.teacher_name,
    teacher_name_latin: b.teacher_name_latin,
    teacher_id: b.teacher_id,
    timeslot_count: b.slot_count,
    difference_owed: owed
      ? { amount: owed.amount, pay_url: owed.checkout_url, until: owed.expires_at, at_lesson: owed.reason === 'lesson' }
      : undefined,
    cancel_refund: visitorPreview(policy, b, moneyOf(b, differences).refundableYen, deps.now()),
  };
}
