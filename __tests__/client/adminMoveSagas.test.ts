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
  selectBookingDetail,
  selectMove,
} from '../../src/client/features/admin/bookings/bookingsSlice';
import { MOVE_BOOKING_CHANGED } from '../../src/shared/admin/moveWords';
import { LANGUAGE_NOT_TAUGHT } from '../../src/shared/admin/teacherTexts';
import type { StaffMoveResult } from '../../src/shared/admin/move';
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
/** The server's answer to a move: what it really did (the page words it from this, never from its own copy). */
const answer = (moved: Partial<StaffMoveResult['moved']> = {}): StaffMoveResult => ({
  detail: 'Booking moved.',
  booking_id: 7,
  moved: { booking_date: FRIDAY, time_range: '11:00-13:00', pending: false, emailed_to: 'sato@example.com', money: null, ...moved },
});
/** What the page decided on for Sato's booking as the fixture shows it: confirmed, 4 timeslots, ¥6,000 paid. */
const SEEN = {
  status: 'Confirmed',
  booking_date: kim.booking_date,
  time_range: kim.time_range,
  slot_count: 4,
  total_amount: kim.total_amount,
  paid_yen: kim.paid_yen,
};
const fridayView = () => ({ days: [{ date: FRIDAY, slots: [...daySlots(FRIDAY, 101), ...daySlots(FRIDAY, 107)] }] });

function clerk(over: Parameters<typeof fakeAdminApi>[0] = {}) {
  let shown = sato;
  const getBooking = jest.fn(async () => shown);
  const getCalendarView = jest.fn(async ({ from }: { from: string }) =>
    from === FRIDAY ? fridayView() : { days: [{ date: from, slots: daySlots(from, 1) }] },
  );
  const moveBooking = jest.fn(async (): Promise<StaffMoveResult> => {
    shown = satoOnFriday;
    return answer();
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
  const { store, read, getCalendarView, moveBooking, getBooking } = clerk();
  await openOnFriday(store);
  expect(getCalendarView).toHaveBeenLastCalledWith({ from: FRIDAY, days: 1 });
  expect(read(selectMove)).toMatchObject({ open: true, date: FRIDAY, length: 4, slotsStatus: 'ready', picked: [] });
  for (const id of [103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  store.dispatch(moveConfirmed()); // a second click while the call runs is ignored
  await flush();
  expect(moveBooking).toHaveBeenCalledTimes(1);
  expect(moveBooking).toHaveBeenCalledWith(7, { decided_on: SEEN, booking_date: FRIDAY, timeslot_ids: [103, 104, 105, 106] });
  expect(read(selectMove).open).toBe(false);
  expect(read(selectBookingDetail).outcome).toEqual({
    severity: 'success',
    text: { id: 'move.done', values: { date: FRIDAY, time: '11:00-13:00', email: 'sato@example.com' } },
  });
  expect(getBooking).toHaveBeenCalledTimes(2); // the page shows the booking as it is now
  expect(read(selectBookingDetail).booking?.booking_date).toBe(FRIDAY);
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
  const { store, read, getBooking } = clerk({ getCalendarView, moveBooking });
  await openOnFriday(store);
  for (const id of [103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(read(selectMove)).toMatchObject({
    open: true,
    submitStatus: 'failed',
    conflict: true,
    slotsStatus: 'ready',
    picked: [104, 105, 106],
  });
  expect(read(selectMove).submitError).toEqual({ id: 'bookings.new.slotTaken', detail: SLOT_TAKEN_DETAIL });
  expect(getBooking).toHaveBeenCalledTimes(1);
  expect(read(selectBookingDetail).outcome).toBeNull();
});

test('the clerk changes their mind: a new date clears the chosen slots, and closing the dialog moves nothing', async () => {
  const { store, read, moveBooking } = clerk();
  await openOnFriday(store);
  store.dispatch(moveSlotToggled(103));
  store.dispatch(moveDateChosen('2031-05-05'));
  await flush();
  expect(read(selectMove)).toMatchObject({ date: '2031-05-05', picked: [], slotsStatus: 'ready' });
  store.dispatch(moveDialogClosed());
  expect(read(selectMove).open).toBe(false);
  expect(moveBooking).not.toHaveBeenCalled();
});

test('a walk-in paid in cash moves to a longer class: the clerk sends six timeslots and says the difference is taken in cash', async () => {
  const cashSato = { ...sato, provider: 'cash', payment_ref: null, checkout_session_id: null };
  const moveBooking = jest.fn(async () => answer({ money: { way: 'cash-more', yen: 3000, link_sent: false } }));
  const { store } = clerk({ getBooking: jest.fn(async () => cashSato), moveBooking });
  await openOnFriday(store, 'cash');
  for (const id of [101, 102, 103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenCalledWith(7, {
    decided_on: SEEN,
    booking_date: FRIDAY,
    timeslot_ids: [101, 102, 103, 104, 105, 106],
    difference: 'cash',
  });
});

test('Sato has not paid yet: the clerk moves his booking all the same, and is told his payment link still works with the new time', async () => {
  const pending = { ...sato, status: 'Pending' as const };
  const moveBooking = jest.fn(async () => answer({ pending: true }));
  const { store, read } = clerk({ getBooking: jest.fn(async () => pending), moveBooking });
  await openOnFriday(store);
  for (const id of [103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  // the same length, so no difference to settle: the link keeps its amount
  expect(moveBooking).toHaveBeenCalledWith(7, {
    decided_on: { ...SEEN, status: 'Pending' },
    booking_date: FRIDAY,
    timeslot_ids: [103, 104, 105, 106],
  });
  expect(read(selectBookingDetail).outcome).toEqual({
    severity: 'success',
    text: { id: 'move.donePending', values: { date: FRIDAY, time: '11:00-13:00', email: 'sato@example.com' } },
  });
});

test('Sato paid by card wants an hour more: the clerk sends six timeslots, the customer is emailed a link for the ¥3,000 difference', async () => {
  const moveBooking = jest.fn(async () => answer({ time_range: '10:00-13:00', money: { way: 'link-more', yen: 3000, link_sent: true } }));
  const { store, read } = clerk({ moveBooking });
  await openOnFriday(store);
  for (const id of [101, 102, 103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenCalledWith(7, {
    decided_on: SEEN,
    booking_date: FRIDAY,
    timeslot_ids: [101, 102, 103, 104, 105, 106],
    difference: 'card',
  });
  expect(read(selectBookingDetail).outcome).toEqual({
    severity: 'success',
    text: { id: 'move.doneMoney', values: { date: FRIDAY, time: '10:00-13:00', way: 'linkMore', diff: 3000 } },
  });
});

test('Sato would rather pay the difference at the counter: the clerk chooses cash, and a walk-in with no email can only pay in cash', async () => {
  const moveBooking = jest.fn(async () => answer({ time_range: '10:00-13:00', money: { way: 'cash-more', yen: 3000, link_sent: false } }));
  const { store, read } = clerk({ moveBooking });
  await openOnFriday(store);
  for (const id of [101, 102, 103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveDifferenceChosen('cash'));
  store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenLastCalledWith(7, expect.objectContaining({ difference: 'cash' }));
  expect(read(selectBookingDetail).outcome?.text).toEqual({
    id: 'move.doneMoney',
    values: { date: FRIDAY, time: '10:00-13:00', way: 'cashMore', diff: 3000 },
  });

  const walkIn = { ...sato, user_email: null };
  const other = clerk({ getBooking: jest.fn(async () => walkIn), moveBooking });
  await openOnFriday(other.store); // the dialog offers the link, greyed out: there is no email to send it to
  for (const id of [101, 102, 103, 104, 105, 106]) other.store.dispatch(moveSlotToggled(id));
  other.store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenLastCalledWith(7, expect.objectContaining({ decided_on: SEEN, difference: 'cash' }));
});

test('the difference is still owed: the clerk takes it in cash from the booking page, asked first, and the page shows it paid', async () => {
  const owed: AdminBookingDetail = { ...sato, differences: [owedCharge('2031-05-02T01:00:00Z')] };
  const paid: AdminBookingDetail = { ...owed, differences: [{ ...owedCharge(), method: 'cash', state: 'paid' }] };
  const getBooking = jest.fn().mockResolvedValueOnce(owed).mockResolvedValue(paid);
  const takeDifferenceInCash = jest.fn(async () => ({ detail: '¥3,000 is recorded as paid in cash at the desk.', booking_id: 7 }));
  const { store, read } = clerk({ getBooking, takeDifferenceInCash });
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  store.dispatch(bookingActionRequested('difference_cash'));
  await flush();
  expect(takeDifferenceInCash).toHaveBeenCalledWith('7');
  expect(read(selectBookingDetail).outcome?.text).toEqual({ id: 'move.difference.cashTaken', values: { amount: 3000 } });
  expect(read(selectBookingDetail).booking?.differences[0].state).toBe('paid');
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
  const { store, read } = clerk({ getBooking: jest.fn(async () => owed), sendDifferenceLinkAgain });
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  store.dispatch(bookingActionRequested('difference_link'));
  await flush();
  expect(sendDifferenceLinkAgain).toHaveBeenCalledWith('7');
  expect(read(selectBookingDetail).outcome?.text).toEqual({ id: 'move.difference.linkSent', values: { email: 'sato@example.com' } });
});

test('Sato changes his mind before paying the hour more: the clerk moves him back to four timeslots, and the difference owed is dropped', async () => {
  const owed: AdminBookingDetail = {
    ...sato,
    total_amount: 9000,
    slots: [...sato.slots, ...sato.slots.slice(0, 2)],
    differences: [owedCharge()],
  };
  const moveBooking = jest.fn(async () => answer({ money: { way: 'owed-dropped', yen: 3000, link_sent: false } }));
  const { store, read } = clerk({ getBooking: jest.fn(async () => owed), moveBooking });
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  store.dispatch(moveDialogOpened({ bookingId: 7, date: sato.booking_date, length: 6, difference: 'card' }));
  await flush();
  store.dispatch(moveDateChosen(FRIDAY));
  await flush();
  for (const id of [103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenCalledWith(7, {
    decided_on: { ...SEEN, slot_count: 6, total_amount: 9000 },
    booking_date: FRIDAY,
    timeslot_ids: [103, 104, 105, 106],
    difference: 'card',
  });
  expect(read(selectBookingDetail).outcome?.text).toEqual({
    id: 'move.doneMoney',
    values: { date: FRIDAY, time: '11:00-13:00', way: 'owedDropped', diff: 3000 },
  });
});

test("the link for the hour more could not be made: the page says so from the server's answer, not that the customer was emailed", async () => {
  const moveBooking = jest.fn(async () => answer({ time_range: '10:00-13:00', money: { way: 'link-more', yen: 3000, link_sent: false } }));
  const { store, read } = clerk({ moveBooking });
  await openOnFriday(store);
  for (const id of [101, 102, 103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(read(selectBookingDetail).outcome?.text).toEqual({
    id: 'move.doneMoney',
    values: { date: FRIDAY, time: '10:00-13:00', way: 'linkNotSent', diff: 3000 },
  });
});

test('another clerk moved Sato meanwhile: the stale dialog is refused, nothing is said as done, and the page shows the booking as it is now', async () => {
  const lengthened = { ...sato, total_amount: 9000, paid_yen: 9000 };
  const getBooking = jest.fn().mockResolvedValueOnce(sato).mockResolvedValue(lengthened);
  const moveBooking = jest.fn(async () => Promise.reject(new ApiError(409, MOVE_BOOKING_CHANGED)));
  const { store, read } = clerk({ getBooking, moveBooking });
  await openOnFriday(store);
  for (const id of [101, 102, 103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(moveBooking).toHaveBeenCalledWith(7, expect.objectContaining({ decided_on: SEEN }));
  expect(read(selectMove)).toMatchObject({ open: true, submitStatus: 'failed', conflict: false });
  // said in the member's language from the server's refusal (i18n/details/move.ts)
  expect(read(selectMove).submitError).toEqual({ id: 'move.failed', detail: MOVE_BOOKING_CHANGED });
  expect(read(selectBookingDetail).outcome).toBeNull();
  expect(read(selectBookingDetail).booking?.total_amount).toBe(9000);
});

test('a teacher who does not teach the lesson’s language: the clerk is told, nothing moved, and moves it anyway only when asked', async () => {
  const refusal = { detail: LANGUAGE_NOT_TAUGHT, code: 'lesson_language', lesson_language: 'ja', teacher_name: 'Lee Min' };
  const moveBooking = jest
    .fn()
    .mockRejectedValueOnce(new ApiError(409, LANGUAGE_NOT_TAUGHT, refusal))
    .mockResolvedValueOnce(answer());
  const { store, read } = clerk({ moveBooking });
  await openOnFriday(store);
  for (const id of [103, 104, 105, 106]) store.dispatch(moveSlotToggled(id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(read(selectMove)).toMatchObject({ open: true, languageConflict: true, conflict: false, submitStatus: 'failed' });
  expect(read(selectMove).submitError).toMatchObject({ detail: LANGUAGE_NOT_TAUGHT });
  store.dispatch(moveConfirmed({ languageConfirmed: true }));
  await flush();
  expect(moveBooking).toHaveBeenLastCalledWith(7, expect.objectContaining({ language_confirmed: true }));
  expect(moveBooking.mock.calls[0][1]).not.toHaveProperty('language_confirmed');
  expect(read(selectMove).open).toBe(false);
});
