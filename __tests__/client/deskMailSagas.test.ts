import { ApiError } from '../../src/client/api/client';
import {
  bookingDetailOpened,
  customerEmailDialogOpened,
  customerEmailSubmitted,
  deskResendRequested,
  phoneBookingSubmitted,
  selectBookingDetail,
  selectDeskMail,
} from '../../src/client/features/admin/bookings/bookingsSlice';
import type { AdminBookingDetail } from '../../src/shared/admin/bookings';
import { NO_EMAIL } from '../../src/shared/admin/bookingWords';
import { SUBJECT_NEEDED } from '../../src/shared/admin/deskMailWords';
import { flush, kim } from './adminBookingsFixtures';
import { fakeAdminApi, STAFF_USER, startConsole } from './adminTestStore';

// The desk's emails from a booking's page (and the desk form's payment link kept all day), told as the clerk's story on the real store with a fake staff API.

const sent = { detail: 'sent', booking_id: 7 };

function bookingPage(booking: AdminBookingDetail, over: Parameters<typeof fakeAdminApi>[0] = {}, confirmAnswer = true) {
  const getBooking = jest.fn(async () => booking);
  const started = startConsole({ adminApi: fakeAdminApi({ getBooking, ...over }), user: STAFF_USER, confirmAnswer });
  started.store.dispatch(bookingDetailOpened('7'));
  return { ...started, getBooking, desk: () => started.read(selectDeskMail) };
}

test('the clerk resends Kim her confirmation: asked first, sent, said, and the page shows the email', async () => {
  const resendConfirmation = jest.fn(async () => sent);
  const { store, prompts, desk, getBooking } = bookingPage(kim, { resendConfirmation });
  await flush();
  store.dispatch(deskResendRequested({ bookingId: 7, kind: 'confirmation' }));
  await flush();
  expect(prompts).toEqual(['Email the booking confirmation (with its calendar file) to Guest Kim at kim@example.com again?']);
  expect(resendConfirmation).toHaveBeenCalledWith(7);
  expect(desk().outcome).toEqual({
    ok: true,
    message: { id: 'deskMail.confirmationSent', values: { name: 'Guest Kim', email: 'kim@example.com' } },
  });
  expect(getBooking).toHaveBeenCalledTimes(2); // the page reloaded: its sent emails and history show the new one
});

test('the clerk thinks better of resending the payment link: nothing is sent', async () => {
  const resendPaymentLink = jest.fn(async () => sent);
  const { store, prompts, desk } = bookingPage({ ...kim, status: 'Pending', source: 'phone' }, { resendPaymentLink }, false);
  await flush();
  store.dispatch(deskResendRequested({ bookingId: 7, kind: 'payment_link' }));
  await flush();
  expect(prompts).toHaveLength(1);
  expect(resendPaymentLink).not.toHaveBeenCalled();
  expect([desk().status, desk().outcome]).toEqual(['idle', null]);
});

test('the clerk emails Kim: a refused text stays in the dialog, then it is sent and the dialog closes', async () => {
  const emailCustomer = jest
    .fn()
    .mockRejectedValueOnce(
      new ApiError(400, 'Invalid request', { detail: 'Invalid request', errors: [{ field: 'subject', message: SUBJECT_NEEDED }] }),
    )
    .mockResolvedValueOnce(sent);
  const { store, desk } = bookingPage(kim, { emailCustomer });
  await flush();
  store.dispatch(customerEmailDialogOpened(7));
  store.dispatch(customerEmailSubmitted({ bookingId: 7, body: { subject: ' ', message: 'See you at 10.' } }));
  await flush();
  expect(desk().dialogOpen).toBe(true);
  expect(desk().dialogError).toEqual({ id: 'deskMail.failed', detail: SUBJECT_NEEDED });

  store.dispatch(customerEmailSubmitted({ bookingId: 7, body: { subject: 'Tomorrow', message: 'See you at 10.' } }));
  await flush();
  expect(emailCustomer).toHaveBeenLastCalledWith(7, { subject: 'Tomorrow', message: 'See you at 10.' });
  expect(desk().dialogOpen).toBe(false);
  expect(desk().outcome?.message).toEqual({ id: 'deskMail.messageSent', values: { email: 'kim@example.com', subject: 'Tomorrow' } });
});

test("a refusal that is not about the text (no email) is said on the page in the server's words", async () => {
  const resendConfirmation = jest.fn().mockRejectedValue(new ApiError(409, NO_EMAIL));
  const { store, desk } = bookingPage(kim, { resendConfirmation });
  await flush();
  store.dispatch(deskResendRequested({ bookingId: 7, kind: 'confirmation' }));
  await flush();
  expect(desk().outcome).toEqual({ ok: false, message: { id: 'deskMail.failed', detail: NO_EMAIL } });
});

test('the clerk keeps a phone booking’s payment link until the end of the day: the booking page says how long it works', async () => {
  const createBooking = jest.fn(async () => ({ detail: 'Seats held.', booking_id: 42 }));
  const getBooking = jest.fn(async () => ({ ...kim, id: 42, status: 'Pending' as const, source: 'phone' as const }));
  const { store, read, visited } = startConsole({ adminApi: fakeAdminApi({ createBooking, getBooking }), path: '/admin/new-booking' });
  const body = {
    booking_date: '2031-05-01',
    timeslot_ids: [3, 4, 5, 6],
    user_name: 'Mori Ken',
    user_email: 'mori@example.com',
    language: 'ja' as const,
    source: 'phone' as const,
    payment: 'link' as const,
    link_until: 'end_of_day' as const,
  };
  store.dispatch(phoneBookingSubmitted(body));
  await flush();
  expect(createBooking).toHaveBeenCalledWith(body);
  expect(visited).toEqual(['/admin/bookings/42']);
  expect(read(selectBookingDetail).outcome?.text).toEqual({ id: 'bookings.new.doneLinkAllDay', values: { email: 'mori@example.com' } });
});
