import { ApiError } from '../../src/client/api/client';
import type { AdminBookingDetail, BookingDifference } from '../../src/shared/admin/bookings';
import {
  bookingDetailOpened,
  moveConfirmed,
  moveDateChosen,
  moveDialogClosed,
  moveDialogOpened,
  moveDifferenceChosen,
  moveSlotToggled,
  bookingActionRequested,
} from '../../src/client/features/admin/adminSlice';
import { SLOT_TAKEN_DETAIL, daySlots, flush, kim } from './adminMoveFixtures';
import { fakeAdminApi, startConsole } from './adminTestStore';

// Moving a booking: the clerk's story on the real store with a fake staff API.

const FRIDAY = '2031-05-02';
/** Sato's booking (Kim's fixture renamed): Thursday 2031-05-01 10:00-12:00, 4 timeslots. */
const sato = { ...kim, user_name: 'Sato Kenji', user_email: 'sato@example.com' };
const satoOnFriday = { ...sato, booking_date: FRIDAY, time_range: '11:00-13:00' };
/** The ¥3,000 an hour more costs, charged by a payment link and not paid yet (its link working until `until`). */
const owedCharge = (until: string | null = null): BookingDifference => ({
  id: 1,
  kind: 'charge',
  method: 'card',
  amount: 3000,
  reason: 'move',
  state: 'owed',
  link_expires_at: until,
  created_at: '2031-05-01T01:00:00Z',
});
const fridayView = () => ({ days: [{ date: FRIDAY, slots: [...daySlots(FRIDAY, 101), ...daySlots(FRIDAY, 107)] }] });

function clerk(over: Parameters<typeof fakeAdminApi>[0] = {}) {
  let shown = sato;
  const getBooking = jest.fn(async () => shown);
  const getCalendarView = jest.fn(async ({ from }: { from: string }) =>
    from === FRIDAY ? fridayView() : { days: [{ date: from, slots: daySlots(from, 1) }] },
  );
  const moveBooking = jest.fn(async () => {
    shown = satoOnFriday;
    return { detail: 'Booking moved.', booking_id: 7 };
  });
  const started = startConsole({ adminApi: fakeAdminApi({ getBooking, getCalendarView, moveBooking, ...over }) });
  return { ...started, getBooking, getCalendarView, moveBooking };
}

/** The booking's page, then "Move" (a difference is settled the way the booking was paid unless the clerk says otherwise). */
async function openOnFriday(store: ReturnType<typeof clerk>['store'], difference: 'cash' | 'card' = 'card') {
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  store.dispatch(moveDialogOpened({ bookingId: 7, date: sato.booking_date, length: 4, difference }));
  await flush();
  store.dispatch(moveDateChosen(FRIDAY));
  await flush();
}

test("the clerk moves Sato's class to Friday 11:00-13:00: the day's slots load, four are chosen, the move is sent and the page shows it", async () => {
  const { store, admin, getCalendarView, moveBooking, getBooking } = clerk();
  await openOnFriday(store);
  expect(getCalendarView).toHaveBeenLastCalledWith({ from: FRIDAY, days: 1 });
  expect(admin().move).toMatchObject({ open: true, date: FRIDAY, length: 4, slotsStatus: 'ready', picked: [] });
  for (const id of [103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  store.dispatch(moveConfirmed()); // a second click while the call runs is ignored
  await flush();
  expect(moveBooking).toHaveBeenCalledTimes(1);
  expect(moveBooking).toHaveBeenCalledWith(7, { booking_date: FRIDAY, timeslot_ids: [103, 104, 105, 106] });
  expect(admin().move.open).toBe(false);
  expect(admin().bookings.detail.outcome).toEqual({
    severity: 'success',
    text: { id: 'move.done', values: { date: FRIDAY, time: '11:00-13:00', email: 'sato@example.com' } },
  });
  expect(getBooking).toHaveBeenCalledTimes(2); // the page shows the booking as it is now
  expect(admin().bookings.detail.booking?.booking_date).toBe(FRIDAY);
});

test('someone takes a chosen seat first: the clerk is told, nothing moved, the slots reload and the taken one is no longer chosen', async () => {
  let views = 0;
  const getCalendarView = jest.fn(async () => {
    views += 1;
    const view = fridayView();
    if (views > 1) view.days[0].slots[2] = { ...view.days[0].slots[2], seats_free: 0 }; // 103 taken meanwhile
    return view;
  });
  const moveBooking = jest.fn(async () => Promise.reject(new ApiError(409, SLOT_TAKEN_DETAIL)));
  const { store, admin, getBooking } = clerk({ getCalendarView, moveBooking });
  await openOnFriday(store);
  for (const id of [103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(admin().move).toMatchObject({ open: true, submitStatus: 'failed', conflict: true, slotsStatus: 'ready', picked: [104, 105, 106] });
  expect(admin().move.submitError).toEqual({ id: 'bookings.new.slotTaken', detail: SLOT_TAKEN_DETAIL });
  expect(getBooking).toHaveBeenCalledTimes(1);
  expect(admin().bookings.detail.outcome).toBeNull();
});

test('the clerk changes their mind: a new date clears the chosen slots, and closing the dialog moves nothing', async () => {
  const { store, admin, moveBooking } = clerk();
  await openOnFriday(store);
  store.dispatch(moveSlotToggled(103));
  store.dispatch(moveDateChosen('2031-05-05'));
  await flush();
  expect(admin().move).toMatchObject({ date: '2031-05-05', picked: [], slotsStatus: 'ready' });
  store.dispatch(moveDialogClosed());
  expect(admin().move.open).toBe(false);
  expect(moveBooking).not.toHaveBeenCalled();
});

test('a walk-in paid in cash moves to a longer class: the clerk sends six timeslots and says the difference is taken in cash', async () => {
  const cashSato = { ...sato, provider: 'cash', payment_ref: null, checkout_session_id: null };
  const moveBooking = jest.fn(async () => ({ detail: 'Booking moved.', booking_id: 7 }));
  const { store } = clerk({ getBooking: jest.fn(async () => cashSato), moveBooking });
  await openOnFriday(store, 'cash');
  for (const id of [101, 102, 103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenCalledWith(7, { booking_date: FRIDAY, timeslot_ids: [101, 102, 103, 104, 105, 106], difference: 'cash' });
});

test('Sato has not paid yet: the clerk moves his booking all the same, and is told his payment link still works with the new time', async () => {
  const pending = { ...sato, status: 'Pending' as const };
  const { store, admin, moveBooking } = clerk({ getBooking: jest.fn(async () => pending) });
  await openOnFriday(store);
  for (const id of [103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  // the same length, so no difference to settle: the link keeps its amount
  expect(moveBooking).toHaveBeenCalledWith(7, { booking_date: FRIDAY, timeslot_ids: [103, 104, 105, 106] });
  expect(admin().bookings.detail.outcome).toEqual({
    severity: 'success',
    text: { id: 'move.donePending', values: { date: FRIDAY, time: '11:00-13:00', email: 'sato@example.com' } },
  });
});

test('Sato paid by card wants an hour more: the clerk sends six timeslots, the customer is emailed a link for the ¥3,000 difference', async () => {
  const { store, admin, moveBooking } = clerk();
  await openOnFriday(store);
  for (const id of [101, 102, 103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenCalledWith(7, { booking_date: FRIDAY, timeslot_ids: [101, 102, 103, 104, 105, 106], difference: 'card' });
  expect(admin().bookings.detail.outcome).toEqual({
    severity: 'success',
    text: { id: 'move.doneMoney', values: { date: FRIDAY, time: '10:00-13:00', way: 'linkMore', diff: 3000 } },
  });
});

test('Sato would rather pay the difference at the counter: the clerk chooses cash, and a walk-in with no email can only pay in cash', async () => {
  const { store, admin, moveBooking } = clerk();
  await openOnFriday(store);
  for (const id of [101, 102, 103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveDifferenceChosen('cash'));
  store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenLastCalledWith(7, expect.objectContaining({ difference: 'cash' }));
  expect(admin().bookings.detail.outcome?.text).toEqual({
    id: 'move.doneMoney',
    values: { date: FRIDAY, time: '10:00-13:00', way: 'cashMore', diff: 3000 },
  });

  const walkIn = { ...sato, user_email: null };
  const other = clerk({ getBooking: jest.fn(async () => walkIn) });
  await openOnFriday(other.store); // the dialog offers the link, greyed out: there is no email to send it to
  for (const id of [101, 102, 103, 104, 105, 106]) other.store.dispatch(moveSlotToggled(id));
  other.store.dispatch(moveConfirmed());
  await flush();
  expect(other.moveBooking).toHaveBeenLastCalledWith(7, expect.objectContaining({ difference: 'cash' }));
});

test('the difference is still owed: the clerk takes it in cash from the booking page, asked first, and the page shows it paid', async () => {
  const owed: AdminBookingDetail = { ...sato, differences: [owedCharge('2031-05-02T01:00:00Z')] };
  const paid: AdminBookingDetail = { ...owed, differences: [{ ...owedCharge(), method: 'cash', state: 'paid' }] };
  const getBooking = jest.fn().mockResolvedValueOnce(owed).mockResolvedValue(paid);
  const takeDifferenceInCash = jest.fn(async () => ({ detail: '¥3,000 is recorded as paid in cash at the desk.', booking_id: 7 }));
  const { store, admin } = clerk({ getBooking, takeDifferenceInCash });
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  store.dispatch(bookingActionRequested('difference_cash'));
  await flush();
  expect(takeDifferenceInCash).toHaveBeenCalledWith('7');
  expect(admin().bookings.detail.outcome?.text).toEqual({ id: 'move.difference.cashTaken', values: { amount: 3000 } });
  expect(admin().bookings.detail.booking?.differences[0].state).toBe('paid');
});

test("Sato lost the difference's payment link: the clerk emails it again, asked first, and is told where it went", async () => {
  const owed: AdminBookingDetail = {
    ...sato,
    differences: [owedCharge()],
  };
  const sendDifferenceLinkAgain = jest.fn(async () => ({
    detail: 'A new payment link for ¥3,000 was emailed to sato@example.com.',
    booking_id: 7,
  }));
  const { store, admin } = clerk({ getBooking: jest.fn(async () => owed), sendDifferenceLinkAgain });
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  store.dispatch(bookingActionRequested('difference_link'));
  await flush();
  expect(sendDifferenceLinkAgain).toHaveBeenCalledWith('7');
  expect(admin().bookings.detail.outcome?.text).toEqual({ id: 'move.difference.linkSent', values: { email: 'sato@example.com' } });
});

test('Sato changes his mind before paying the hour more: the clerk moves him back to four timeslots, and the difference owed is dropped', async () => {
  const owed: AdminBookingDetail = {
    ...sato,
    total_amount: 9000,
    slots: [...sato.slots, ...sato.slots.slice(0, 2)],
    differences: [owedCharge()],
  };
  const { store, admin, moveBooking } = clerk({ getBooking: jest.fn(async () => owed) });
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  store.dispatch(moveDialogOpened({ bookingId: 7, date: sato.booking_date, length: 6, difference: 'card' }));
  await flush();
  store.dispatch(moveDateChosen(FRIDAY));
  await flush();
  for (const id of [103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenCalledWith(7, { booking_date: FRIDAY, timeslot_ids: [103, 104, 105, 106], difference: 'card' });
  expect(admin().bookings.detail.outcome?.text).toEqual({
    id: 'move.doneMoney',
    values: { date: FRIDAY, time: '11:00-13:00', way: 'owedDropped', diff: 3000 },
  });
});
