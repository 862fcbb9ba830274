import { selectToday, todayDateChosen, todayPageOpened } from '../../src/client/features/admin/today/todaySlice';
import type { TodayQuery } from '../../src/shared/admin/today';
import type { TodayRequest } from '../../src/shared/admin/todayRequests';
import { tokyoToday } from '../../src/shared/dates';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, STAFF_USER, startConsole } from './adminTestStore';
import { todayView } from './todayFixtures';

// Today's requests as the clerk's story on the real store: the week's requests come with the day, and another day
// brings that day's week (the request of a week ago is gone).

const none = { first_month: null, months: null, ends_on: null, pack_names: null, at_desk: false, customer_id: 7 };
const pause: TodayRequest = {
  ...none,
  kind: 'pause',
  at: '2026-11-23T01:00:00Z',
  name: 'Mika Mori',
  code: 'EN-MIKA22',
  enrolment_id: 5,
  first_month: '2027-01',
  months: 1,
};

test("the clerk opens Today: the week's requests come with the day; a later day's week has none", async () => {
  const getToday = jest.fn(async (q: TodayQuery) => ({
    ...todayView(q.date!),
    credits_day: { absences: [], makeups: [], requests: q.date === '2099-01-01' ? [] : [pause] },
  }));
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ getToday }), user: STAFF_USER, path: '/admin/today' });
  store.dispatch(todayPageOpened());
  await flush();
  expect(getToday).toHaveBeenCalledWith({ date: tokyoToday() });
  expect(read(selectToday).view?.credits_day?.requests).toEqual([pause]);
  store.dispatch(todayDateChosen('2099-01-01'));
  await flush();
  expect(getToday).toHaveBeenLastCalledWith({ date: '2099-01-01' });
  expect([read(selectToday).date, read(selectToday).view?.credits_day?.requests]).toEqual(['2099-01-01', []]);
});
