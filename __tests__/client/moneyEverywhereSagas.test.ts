import {
  bookingDetailOpened,
  moveConfirmed,
  moveDateChosen,
  moveDialogOpened,
  moveSlotToggled,
  selectBookingDetail,
} from '../../src/client/features/admin/bookings/bookingsSlice';
import { todayDateChosen, selectToday } from '../../src/client/features/admin/today/todaySlice';
import { createIntl } from 'react-intl';
import { messages as en } from '../../src/client/features/admin/i18n/messages/en/index';
import type { MessageId } from '../../src/client/features/admin/i18n/messageIds';
import type { AdminBookingDetail } from '../../src/shared/admin/bookings';
import type { StaffMoveResult } from '../../src/shared/admin/move';
import type { TodayQuery, TodayView } from '../../src/shared/admin/today';
import { daySlots, flush, kim } from './adminMoveFixtures';
import { fakeAdminApi, STAFF_USER, startConsole } from './adminTestStore';
import { block } from './todayFixtures';

// One booking's money on the console's screens, on the real store: a walk-in paid ¥6,000 in cash is lengthened to
// six timeslots with the ¥3,000 taken in cash. The fake API answers as the server does (the move's money, then the
// booking's paid_yen and Today's cash taken from one account of the booking); the page's outcome, the booking's
// paid figure and Today's summary, read through the console's selectors, say the server's yen and add up.

const DAY = '2031-05-01';
const intl = createIntl({ locale: 'en', messages: en });
/** Sato's walk-in: four timeslots (10:00-12:00), ¥6,000 paid in cash at the desk. */
const walkIn: AdminBookingDetail = {
  ...kim,
  user_name: 'Sato Kenji',
  user_email: 'sato@example.com',
  source: 'desk',
  provider: 'cash',
  payment_ref: null,
  receipt_url: null,
};

/** The server's side: one booking, its money as the one account says it (bookingMoney.ts), read by every answer. */
function server() {
  let booking = walkIn;
  const moved: StaffMoveResult = {
    detail: 'The booking moved. ¥3,000 more is recorded as paid in cash at the desk.',
    booking_id: 7,
    moved: { booking_date: DAY, time_range: '10:00-13:00', pending: false, emailed_to: 'sato@example.com', money: null },
  };
  const moveBooking = jest.fn(async (_id: number | string, body: { timeslot_ids: number[] }) => {
    const yen = 1500 * (body.timeslot_ids.length - booking.slots.length);
    booking = {
      ...booking,
      time_range: '10:00-13:00',
      total_amount: booking.total_amount + yen,
      paid_yen: booking.paid_yen + yen,
      slots: daySlots(DAY, 1).map((s) => ({ id: s.id, start: s.start, end: s.end })),
      differences: [
        {
          id: 1,
          kind: 'charge',
          method: 'cash',
          amount: yen,
          reason: 'move',
          state: 'paid',
          link_expires_at: null,
          created_at: '2031-05-01T00:10:00Z',
        },
      ],
    };
    return { ...moved, moved: { ...moved.moved, money: { way: 'cash-more' as const, yen, link_sent: false } } };
  });
  // Today's cash taken is the booking's received cash: the first payment and the difference, both in cash
  const getToday = jest.fn(async (q: TodayQuery): Promise<TodayView> => ({
    date: q.date!,
    summary: { classes: 1, arrived: 0, cash_taken: booking.paid_yen, cash_handed_back: 0, cash_to_pay_back: booking.cash_owed_yen },
    owed_back: [],
    bookings: [block(7, { booking_date: DAY, user_name: booking.user_name, paid_in_cash: true, total_amount: booking.total_amount })],
  }));
  return {
    getBooking: jest.fn(async () => booking),
    getCalendarView: jest.fn(async () => ({ days: [{ date: DAY, slots: daySlots(DAY, 1) }] })),
    moveBooking,
    getToday,
  };
}

test('the clerk lengthens a cash walk-in with the difference in cash: the outcome, the booking page and Today say the same yen', async () => {
  const api = server();
  const { store } = startConsole({ adminApi: fakeAdminApi(api), user: STAFF_USER, path: '/admin/bookings/7' });
  const detail = () => selectBookingDetail(store.getState());
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  expect(detail().booking).toMatchObject({ total_amount: 6000, paid_yen: 6000 });

  store.dispatch(moveDialogOpened({ bookingId: 7, date: DAY, length: 4, difference: 'cash' }));
  store.dispatch(moveDateChosen(DAY));
  await flush();
  for (const s of daySlots(DAY, 1)) store.dispatch(moveSlotToggled(s.id));
  store.dispatch(moveConfirmed());
  await flush();
  expect(api.moveBooking).toHaveBeenCalledWith(7, expect.objectContaining({ timeslot_ids: [1, 2, 3, 4, 5, 6], difference: 'cash' }));
  const money = (await api.moveBooking.mock.results[0].value).moved.money!;
  expect(money).toEqual({ way: 'cash-more', yen: 3000, link_sent: false });

  // the page's outcome says the server's difference; the page reloaded the booking and shows its paid figure
  expect(detail().outcome).toEqual({
    severity: 'success',
    text: { id: 'move.doneMoney', values: { date: DAY, time: '10:00-13:00', way: 'cashMore', diff: money.yen } },
  });
  // as the clerk reads it (the console's English catalogue)
  const { id, values } = detail().outcome!.text as { id: MessageId; values: Record<string, string | number> };
  expect(intl.formatMessage({ id }, values)).toContain('¥3,000 more is recorded as paid in cash.');
  expect(api.getBooking).toHaveBeenCalledTimes(2);
  const paid = detail().booking!.paid_yen;
  expect(detail().booking).toMatchObject({ total_amount: 9000, paid_yen: 9000, cash_owed_yen: 0 });
  expect(paid).toBe(walkIn.paid_yen + money.yen);

  // Today for that day: the cash taken is the booking's paid figure, nothing to pay back
  store.dispatch(todayDateChosen(DAY));
  await flush();
  expect(api.getToday).toHaveBeenLastCalledWith({ date: DAY });
  expect(selectToday(store.getState()).view?.summary).toMatchObject({ cash_taken: paid, cash_to_pay_back: 0 });
});
