import { ApiError } from '../../src/client/api/client';
import type { SagaDeps } from '../../src/client/app/deps';
import { requestsOpened } from '../../src/client/features/admin/enrolments/changesSlice';
import {
  deskChangeCourseChosen,
  deskChangeTimeChosen,
  deskCourseChangeConfirmed,
  deskCourseChangeOpened,
  selectDeskCourseChange,
} from '../../src/client/features/admin/enrolments/deskCourseChangeSlice';
import type { EnrolmentsApi } from '../../src/client/features/admin/enrolments/enrolmentsApi';
import { enrolmentsAreaSagas } from '../../src/client/features/admin/enrolments/enrolmentsArea';
import { selectCourses } from '../../src/client/features/admin/enrolments/enrolmentsSlice';
import { CHANGE_PAUSED } from '../../src/shared/courseChange';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, startConsole, STAFF_USER } from './adminTestStore';
import { beginner, business, enrolment, friday, terms } from './enrolFixtures';

// A change of course or weekly time taken at the desk (issue 41 point 7) on the app's real store: the first day and the
// courses loaded when the form opens, the new course's times from that day, the new terms quoted before anything is
// sent, a refusal in the console's words, then the change sent once and the enrolment and the requests read again.

function fakeApi(overrides: Partial<EnrolmentsApi> = {}): EnrolmentsApi {
  const base: Partial<EnrolmentsApi> = {
    listCourses: jest.fn(async () => ({ courses: [beginner, business] })),
    getEnrolment: jest.fn(async () => enrolment),
    getCustomer: jest.fn(async () => Promise.reject(new ApiError(404, 'not here'))),
    changeRequests: jest.fn(async () => ({ requests: [] })),
    changeOptions: jest.fn(async () => ({ from: '2031-08-01', after_deadline: true, withdraw_by_day: 15 })),
    weeklyTimes: jest.fn(async () => ({ times: [friday] })),
    changeQuote: jest.fn(async () => terms),
    changeCourse: jest.fn().mockRejectedValueOnce(new ApiError(409, CHANGE_PAUSED)).mockResolvedValue(enrolment),
    ...overrides,
  };
  return new Proxy(base as EnrolmentsApi, {
    get: (target, name: string) => target[name as keyof EnrolmentsApi] ?? (() => Promise.reject(new ApiError(403, `${name}: not given`))),
  });
}

test('the desk moves an enrolment to Business Japanese on Fridays: terms first, refused (paused) in words, then recorded once', async () => {
  const api = fakeApi();
  const started = startConsole({ adminApi: fakeAdminApi(), user: STAFF_USER, path: '/admin/enrolments/7' });
  started.store.startFeature('admin/enrolments', (deps: SagaDeps) => enrolmentsAreaSagas(deps, api), undefined);
  const { store, read } = started;
  store.dispatch(requestsOpened(7));
  store.dispatch(deskCourseChangeOpened(7));
  await flush();
  expect(read(selectDeskCourseChange).options).toEqual({ from: '2031-08-01', after_deadline: true, withdraw_by_day: 15 });
  expect(read(selectCourses).list).toEqual([beginner, business]);
  store.dispatch(deskChangeCourseChosen(4));
  await flush();
  expect(api.weeklyTimes).toHaveBeenLastCalledWith(4, '2031-08-01');
  store.dispatch(deskChangeTimeChosen(friday));
  await flush();
  const choice = { course_id: 4, teacher_id: friday.teacher_id, weekday: 5, start: '10:00' };
  expect(api.changeQuote).toHaveBeenLastCalledWith(7, choice);
  expect(read(selectDeskCourseChange).terms).toEqual(terms);
  expect(api.changeCourse).not.toHaveBeenCalled(); // nothing sent before the desk confirms

  store.dispatch(deskCourseChangeConfirmed());
  await flush();
  expect(read(selectDeskCourseChange)).toMatchObject({
    id: 7,
    sending: false,
    error: { id: 'enrolments.changes.failed', detail: CHANGE_PAUSED },
  });
  const reads = (api.getEnrolment as jest.Mock).mock.calls.length;
  store.dispatch(deskCourseChangeConfirmed());
  store.dispatch(deskCourseChangeConfirmed());
  await flush();
  expect(api.changeCourse).toHaveBeenCalledTimes(2);
  expect(api.changeCourse).toHaveBeenLastCalledWith(7, choice);
  expect(read(selectDeskCourseChange)).toMatchObject({ id: null, done: 7, error: null });
  expect((api.getEnrolment as jest.Mock).mock.calls.length).toBe(reads + 1);
  expect(api.changeRequests).toHaveBeenLastCalledWith(7);
  expect(api.changeRequests).toHaveBeenCalledTimes(2);
});
