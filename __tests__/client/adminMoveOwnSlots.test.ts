import {
  bookingDetailOpened,
  moveDateChosen,
  moveDialogOpened,
  moveSlotToggled,
  selectMove,
} from '../../src/client/features/admin/bookings/bookingsSlice';
import { daySlots, flush, kim } from './adminMoveFixtures';
import { fakeAdminApi, startConsole } from './adminTestStore';

// Lengthening a booking in the move dialog (issue 39, point 13): on its own day the dialog starts from its own
// timeslots ticked, so one more tick makes it longer; another day starts empty, and its own day ticks them again.

const THURSDAY = kim.booking_date; // 2031-05-01: Kim's 10:00-12:00, timeslots 1-4
const FRIDAY = '2031-05-02';
/** Kim's day with her own four timeslots (held by her) and two free after them. */
const ownDay = () =>
  daySlots(THURSDAY, 1).map((s) =>
    s.id <= 4
      ? {
          ...s,
          seats_free: 0,
          bookings: [{ id: 7, user_name: kim.user_name, status: 'Confirmed' as const, attendance: null, teacher: null }],
        }
      : s,
  );

test("the move dialog opens on the booking's day with its own timeslots ticked; one more lengthens it", async () => {
  const getCalendarView = jest.fn(async ({ from }: { from: string }) => ({
    days: [{ date: from, slots: from === THURSDAY ? ownDay() : daySlots(from, 101) }],
  }));
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ getBooking: async () => kim, getCalendarView }) });
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  store.dispatch(moveDialogOpened({ bookingId: 7, date: THURSDAY, length: 4, difference: 'card', own: [1, 2, 3, 4] }));
  await flush();
  expect(read(selectMove)).toMatchObject({ date: THURSDAY, slotsStatus: 'ready', picked: [1, 2, 3, 4] });
  store.dispatch(moveSlotToggled(5));
  expect(read(selectMove).picked).toEqual([1, 2, 3, 4, 5]);
  store.dispatch(moveDateChosen(FRIDAY));
  await flush();
  expect(read(selectMove).picked).toEqual([]);
  store.dispatch(moveDateChosen(THURSDAY));
  await flush();
  expect(read(selectMove).picked).toEqual([1, 2, 3, 4]);
});
