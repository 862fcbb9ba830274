import { ApiError } from '../../src/client/api/client';
import type { SagaDeps } from '../../src/client/app/deps';
import {
  deskChangeOpened,
  deskPauseAsked,
  deskWithdrawConfirmed,
  requestsOpened,
  selectChanges,
} from '../../src/client/features/admin/enrolments/changesSlice';
import type { EnrolmentsApi } from '../../src/client/features/admin/enrolments/enrolmentsApi';
import { enrolmentsAreaSagas } from '../../src/client/features/admin/enrolments/enrolmentsArea';
import { selectEnrolmentDetail } from '../../src/client/features/admin/enrolments/enrolmentsSlice';
import type { EnrolmentChangeRequest } from '../../src/shared/enrolmentChanges';
import { PAUSE_OVERLAP } from '../../src/shared/pauseWords';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, startConsole, STAFF_USER } from './adminTestStore';
import { enrolment, pauseOptions, withdrawalSummary } from './enrolFixtures';

// The desk's pauses and withdrawals (issue 41, point 8) on the app's real store: the requests' list, a pause taken at
// the desk (refused, then recorded), and a withdrawal whose facts are read before it is confirmed; after each, the
// enrolment and the list are read again.

const PAUSE: EnrolmentChangeRequest = {
  kind: 'pause',
  enrolment_id: 7,
  code: 'EN-4Q7K2M',
  customer_name: 'Hanako Yamada',
  course_name: 'Beginner Japanese',
  requested_at: '2031-05-10T01:00:00Z',
  at_desk: false,
  first_month: '2031-07',
  months: 1,
  ends_on: null,
};

function fakeApi(overrides: Partial<EnrolmentsApi> = {}): EnrolmentsApi {
  const base: Partial<EnrolmentsApi> = {
    changeRequests: jest.fn(async () => ({ requests: [PAUSE] })),
    getEnrolment: jest.fn(async () => enrolment),
    getCustomer: jest.fn(async () => Promise.reject(new ApiError(404, 'not here'))),
    pauseOptions: jest.fn(async () => pauseOptions),
    pause: jest.fn(async () => enrolment),
    withdrawal: jest.fn(async () => withdrawalSummary),
    withdraw: jest.fn(async () => ({ ...enrolment, status: 'ending' as const, ends_on: '2031-06-30' })),
    ...overrides,
  };
  return new Proxy(base as EnrolmentsApi, {
    get: (target, name: string) => target[name as keyof EnrolmentsApi] ?? (() => Promise.reject(new ApiError(403, `${name}: not given`))),
  });
}

function desk(api: EnrolmentsApi) {
  const started = startConsole({ adminApi: fakeAdminApi(), user: STAFF_USER, path: '/admin/enrolments/7' });
  started.store.startFeature('admin/enrolments', (deps: SagaDeps) => enrolmentsAreaSagas(deps, api), undefined);
  return started;
}

test('the requests list loads; a pause taken at the desk is refused (overlap) in words, then recorded, and the page reads again', async () => {
  const api = fakeApi({
    pause: jest.fn().mockRejectedValueOnce(new ApiError(409, PAUSE_OVERLAP)).mockResolvedValueOnce(enrolment),
  });
  const { store, read } = desk(api);
  store.dispatch(requestsOpened(null));
  await flush();
  expect(read(selectChanges)).toMatchObject({ requestsFor: null, requestsStatus: 'ready', requests: [PAUSE] });
  store.dispatch(deskChangeOpened({ id: 7, kind: 'pause' }));
  await flush();
  expect(read(selectChanges).options).toEqual(pauseOptions);
  store.dispatch(deskPauseAsked({ id: 7, first_month: '2031-08', months: 2 }));
  await flush();
  expect(read(selectChanges).error).toMatchObject({ id: 'enrolments.changes.failed', detail: PAUSE_OVERLAP });
  expect(read(selectChanges).open).toEqual({ id: 7, kind: 'pause' });
  store.dispatch(deskPauseAsked({ id: 7, first_month: '2031-08', months: 2 }));
  await flush();
  expect(api.pause).toHaveBeenLastCalledWith(7, { first_month: '2031-08', months: 2 });
  expect(read(selectChanges)).toMatchObject({ open: null, done: 'pause', error: null });
  expect(api.getEnrolment).toHaveBeenCalledWith(7);
  expect(api.changeRequests).toHaveBeenCalledTimes(2);
});

test("a withdrawal at the desk: its facts first, nothing sent before it is confirmed, then once; the enrolment shows it's ending", async () => {
  const api = fakeApi();
  (api.getEnrolment as jest.Mock).mockResolvedValue({ ...enrolment, status: 'ending', ends_on: '2031-06-30' });
  const { store, read } = desk(api);
  store.dispatch(requestsOpened(7));
  store.dispatch(deskChangeOpened({ id: 7, kind: 'withdraw' }));
  await flush();
  expect(read(selectChanges).summary).toEqual(withdrawalSummary);
  expect(api.withdraw).not.toHaveBeenCalled();
  store.dispatch(deskWithdrawConfirmed(7));
  store.dispatch(deskWithdrawConfirmed(7)); // a second click while it runs is ignored
  await flush();
  expect(api.withdraw).toHaveBeenCalledTimes(1);
  expect(read(selectChanges)).toMatchObject({ done: 'withdraw', requestsFor: 7 });
  expect(api.changeRequests).toHaveBeenLastCalledWith(7);
  expect(read(selectEnrolmentDetail).enrolment).toMatchObject({ status: 'ending', ends_on: '2031-06-30' });
});
