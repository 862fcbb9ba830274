import { ApiError } from '../../src/client/api/client';
import { todayAttendanceTapped, todayDateChosen, todayPageOpened, selectToday } from '../../src/client/features/admin/today/todaySlice';
import type { AttendanceBody } from '../../src/shared/admin/bookings';
import { ATTENDANCE_TOO_EARLY } from '../../src/shared/admin/bookingWords';
import type { TodayQuery } from '../../src/shared/admin/today';
import { tokyoToday } from '../../src/shared/dates';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, STAFF_USER, startConsole } from './adminTestStore';
import { todayView } from './todayFixtures';

// Today: the front desk's day, told as the clerk's story on the real store with a fake staff API.

const sato = { id: 11, name: 'Sato Yui' };

/** The desk's console; `refuse`: the server refuses every attendance mark (as for a class day still to come). */
function desk(refuse = false) {
  let attendance: AttendanceBody['attendance'] = null;
  const getToday = jest.fn(async (q: TodayQuery) => todayView(q.date!, { satoAttendance: attendance }));
  const setAttendance = jest.fn(async (id: number | string, body: AttendanceBody) => {
    if (refuse) throw new ApiError(409, ATTENDANCE_TOO_EARLY);
    attendance = body.attendance ?? null;
    return { detail: 'saved', booking_id: Number(id) };
  });
  const started = startConsole({ adminApi: fakeAdminApi({ getToday, setAttendance }), user: STAFF_USER, path: '/admin/today' });
  return { ...started, getToday, setAttendance, today: () => started.read(selectToday) };
}

test("the clerk opens Today: today's day in Japan, in time order, with its figures", async () => {
  const { store, getToday, today } = desk();
  store.dispatch(todayPageOpened());
  expect(today().status).toBe('loading');
  await flush();
  expect(getToday).toHaveBeenCalledWith({ date: tokyoToday() });
  expect(today().date).toBe(tokyoToday());
  expect(today().view?.bookings.map((b) => [b.user_name, b.payment])).toEqual([
    ['Sato Yui', 'paid'],
    ['Mori Ken', 'awaiting'],
    ['Lee Min', 'owed_back'],
  ]);
  expect(today().view?.summary).toEqual({ classes: 2, arrived: 0, cash_taken: 6000, cash_handed_back: 0, cash_to_pay_back: 4500 });
});

test('the clerk marks Sato arrived in one tap, the figures follow, and Undo takes the mark back', async () => {
  const { store, setAttendance, today } = desk();
  store.dispatch(todayPageOpened());
  await flush();
  store.dispatch(todayAttendanceTapped({ ...sato, attendance: 'attended', before: null }));
  expect(today().saving).toEqual([11]);
  await flush();
  expect(setAttendance).toHaveBeenCalledWith(11, { attendance: 'attended' });
  expect(today().saving).toEqual([]);
  expect(today().view?.bookings[0].attendance).toBe('attended');
  expect(today().view?.summary.arrived).toBe(1);
  expect(today().outcome).toEqual({
    ok: true,
    message: { id: 'today.arrivedDone', values: { name: 'Sato Yui' } },
    undo: { ...sato, attendance: null, before: 'attended' },
  });

  store.dispatch(todayAttendanceTapped(today().outcome!.undo!));
  await flush();
  expect(setAttendance).toHaveBeenLastCalledWith(11, { attendance: null });
  expect(today().view?.bookings[0].attendance).toBeNull();
  expect(today().view?.summary.arrived).toBe(0);
  expect(today().outcome?.message).toEqual({ id: 'today.cleared', values: { name: 'Sato Yui' } });
});

test("a refused mark says why in the server's words, and the block keeps its mark", async () => {
  const { store, today } = desk(true);
  store.dispatch(todayPageOpened());
  await flush();
  store.dispatch(todayAttendanceTapped({ ...sato, attendance: 'no_show', before: null }));
  await flush();
  expect(today().view?.bookings[0].attendance).toBeNull();
  expect(today().outcome).toEqual({
    ok: false,
    message: { id: 'today.markFailed', values: { name: 'Sato Yui' }, detail: ATTENDANCE_TOO_EARLY },
    undo: null,
  });
});

test('the clerk picks another date: that day is loaded; a failed load says so', async () => {
  const { store, getToday, today } = desk();
  store.dispatch(todayPageOpened());
  await flush();
  store.dispatch(todayDateChosen('2031-05-02'));
  await flush();
  expect(getToday).toHaveBeenLastCalledWith({ date: '2031-05-02' });
  expect(today().view?.date).toBe('2031-05-02');
  getToday.mockRejectedValueOnce(new ApiError(500, 'Something went wrong.'));
  store.dispatch(todayDateChosen('2031-05-03'));
  await flush();
  expect([today().status, today().error]).toEqual(['failed', { id: 'today.failed', detail: 'Something went wrong.' }]);
});
