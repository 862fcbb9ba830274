import { ApiError } from '../../src/client/api/client';
import type { SagaDeps } from '../../src/client/app/deps';
import { deskCustomerSearched, selectPicker } from '../../src/client/features/admin/bookings/bookingsSlice';
import { PICKER_DEBOUNCE_MS } from '../../src/client/features/admin/bookings/customerPickerSagas';
import type { EnrolmentsApi } from '../../src/client/features/admin/enrolments/enrolmentsApi';
import { enrolmentsAreaSagas } from '../../src/client/features/admin/enrolments/enrolmentsArea';
import {
  courseFormOpened,
  courseSaveSubmitted,
  enrolConfirmed,
  enrolCourseChosen,
  enrolCustomerPicked,
  enrolFormOpened,
  enrolmentOpened,
  enrolmentsFiltered,
  enrolTimeChosen,
  enrolWalkInSubmitted,
  selectCourseForm,
  selectCourses,
  selectEnrol,
  selectEnrolmentDetail,
  selectEnrolmentList,
  selectTuition,
  tuitionMonthChosen,
  tuitionPaidConfirmed,
} from '../../src/client/features/admin/enrolments/enrolmentsSlice';
import type { CourseForEdit } from '../../src/shared/admin/courses';
import type { CustomerDetail, CustomerRow } from '../../src/shared/admin/customers';
import type { EnrolmentRow } from '../../src/shared/admin/enrolments';
import type { Enrolment, EnrolmentTerms, WeeklyTime } from '../../src/shared/enrolment';
import { COURSE_CHANGED, WEEKLY_TIME_TAKEN } from '../../src/shared/enrolmentWords';
import { addDays, tokyoToday } from '../../src/shared/dates';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, startConsole, STAFF_USER } from './adminTestStore';
import { ELEMENTARY_ENGLISH_COURSE } from './studentFixtures';

// The desk's enrolment (issue 40) on the app's real store, as the clerk lives it: Ken Kato had his trial with Sato on
// a Tuesday at 18:00; he walks in, the clerk opens "Enrol with this teacher" from the trial, finds the same weekly time
// free, shows him the terms, enrols him paying at the school, and takes the first month in cash.

const ENGLISH = ELEMENTARY_ENGLISH_COURSE;
const time = (teacher_id: number, start: string, extra: Partial<WeeklyTime> = {}): WeeklyTime => ({
  teacher_id,
  teacher_name: teacher_id === 1 ? 'Sato Yuki' : 'Lee Min',
  weekday: 2,
  start,
  end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:${start.slice(3)}`,
  first_lesson: '2026-12-08',
  class_id: null,
  seats_left: 1,
  ...extra,
});
const TERMS: EnrolmentTerms = {
  course_name: '初級英語',
  teacher_name: '佐藤 由紀',
  weekday: 2,
  start: '18:00',
  end: '19:00',
  starts_on: '2026-12-08',
  lessons_per_month: 4,
  first_month: { month: '2026-12', lessons: 3, tuition: 9000, enrolment_fee: 5500 },
  first_payment: 14500,
  monthly_fee: 12000,
  charge_day: 1,
  withdraw_by_day: 15,
};
const KEN: CustomerDetail = {
  id: 7,
  name: 'Ken Kato',
  email: 'ken@example.com',
  phone: null,
  user_id: null,
  booking_count: 1,
  last_booking_date: '2026-11-24',
  first_language: 'ja',
  first_source: 'desk',
  created_at: '2026-11-20T00:00:00Z',
  note: null,
  version: 1,
  bookings: [],
} as unknown as CustomerDetail;
const month = (m: string, status: 'due' | 'paid', fee = 0, way: 'cash' | null = null) => ({
  month: m,
  lessons: m === '2026-12' ? 3 : 4,
  tuition_yen: m === '2026-12' ? 9000 : 12000,
  fee_yen: fee,
  charge_on: `${m}-01`,
  status,
  way,
});
const enrolment = (first: 'due' | 'paid'): Enrolment => ({
  ends_on: null,
  pauses: [],
  id: 5,
  code: 'EN-7K3QPA',
  status: 'active',
  billing: 'school',
  class_id: 3,
  customer_id: 7,
  terms: TERMS,
  next_lessons: ['2026-12-08', '2026-12-15'],
  tuition: [month('2026-12', first, 5500, first === 'paid' ? 'cash' : null), month('2027-01', 'due')],
});

/** The area's calls, each a mock the test can read; anything not given fails as the server would refuse it. */
function fakeEnrolmentsApi(overrides: Partial<EnrolmentsApi> = {}): EnrolmentsApi {
  const base: Partial<EnrolmentsApi> = {
    listCourses: jest.fn(async () => ({ courses: [ENGLISH] })),
    getCustomer: jest.fn(async (id: number) => (id === KEN.id ? KEN : { ...KEN, id, name: 'Mika Mori', first_language: 'en' as const })),
    weeklyTimes: jest.fn(async () => ({ times: [time(2, '17:00'), time(1, '18:00'), time(1, '19:00')] })),
    quote: jest.fn(async () => TERMS),
    enrol: jest.fn(async () => ({ id: 5, code: 'EN-7K3QPA' })),
    getEnrolment: jest.fn(async () => enrolment('due')),
    markPaid: jest.fn(async () => enrolment('paid')),
    ...overrides,
  };
  return new Proxy(base as EnrolmentsApi, {
    get: (target, name: string) => target[name as keyof EnrolmentsApi] ?? (() => Promise.reject(new ApiError(403, `${name}: not given`))),
  });
}

/** The console as a clerk has it, with the enrolments area started as its routes start it (on the fake calls). */
function desk(api: EnrolmentsApi, customers: CustomerRow[] = []) {
  const started = startConsole({
    adminApi: fakeAdminApi({ listCustomers: async () => ({ items: customers, total: customers.length, page: 1, page_size: 20 }) }),
    user: STAFF_USER,
    path: '/admin/enrol',
  });
  started.store.startFeature('admin/enrolments', (deps: SagaDeps) => enrolmentsAreaSagas(deps, api), undefined);
  return started;
}

test("a walk-in from his trial: the trial's weekly time is chosen, the terms are in his language, he enrols and pays the month in cash", async () => {
  const api = fakeEnrolmentsApi();
  const { store, read, visited } = desk(api);
  store.dispatch(enrolFormOpened({ fromBookingId: 42, customerId: 7, teacherId: 1, weekday: 2, start: '18:00' }));
  await flush();
  expect(read(selectCourses).list).toEqual([ENGLISH]);
  // weekly times from tomorrow: an enrolment's first lesson is never today
  expect(read(selectEnrol).from).toBe(addDays(tokyoToday(), 1));
  expect(read(selectEnrol).customer).toEqual({ id: 7, name: 'Ken Kato' });
  expect(read(selectEnrol).language).toBe('ja');

  store.dispatch(enrolCourseChosen(2));
  await flush();
  await flush();
  // the trial's time is free: chosen at once, and its terms asked for in Ken's language
  expect(read(selectEnrol).time).toMatchObject({ teacher_id: 1, start: '18:00' });
  expect(api.quote).toHaveBeenCalledWith({
    course_id: 2,
    teacher_id: 1,
    weekday: 2,
    start: '18:00',
    starts_on: '2026-12-08',
    language: 'ja',
  });
  expect(read(selectEnrol)).toMatchObject({ terms: TERMS, quoteStatus: 'ready' });

  store.dispatch(enrolConfirmed());
  await flush();
  expect(api.enrol).toHaveBeenCalledWith({
    course_id: 2,
    teacher_id: 1,
    weekday: 2,
    start: '18:00',
    starts_on: '2026-12-08',
    customer_id: 7,
    language: 'ja',
    from_booking_id: 42,
  });
  expect(visited).toEqual(['/admin/enrolments/5']);

  // the enrolment's page: the first month (with the enrolment fee) is due, taken in cash
  store.dispatch(enrolmentOpened(5));
  await flush();
  expect(read(selectEnrolmentDetail).enrolment?.tuition[0]).toMatchObject({ month: '2026-12', status: 'due', fee_yen: 5500 });
  expect(read(selectEnrolmentDetail).student).toBe('Ken Kato');
  store.dispatch(tuitionPaidConfirmed({ id: 5, month: '2026-12', way: 'cash' }));
  expect(read(selectEnrolmentDetail).paying).toBe('2026-12');
  await flush();
  expect(api.markPaid).toHaveBeenCalledWith(5, '2026-12', 'cash');
  expect(read(selectEnrolmentDetail)).toMatchObject({
    paying: null,
    notice: { severity: 'success', text: { id: 'enrolments.detail.paidDone', values: { month: '2026-12' } } },
  });
  expect(read(selectEnrolmentDetail).enrolment?.tuition[0]).toMatchObject({ status: 'paid', way: 'cash' });
});

test('a walk-in new to the school: made a customer from her name, enrolled at a time the clerk picks, the month paid by transfer', async () => {
  const walkIn = jest.fn(async () => ({ id: 11, name: 'Aya Abe', first_language: 'ja' as const }));
  const api = fakeEnrolmentsApi({ walkIn });
  const { store, read, visited } = desk(api);
  store.dispatch(enrolFormOpened({ fromBookingId: null, customerId: null, teacherId: null, weekday: null, start: null }));
  store.dispatch(enrolWalkInSubmitted({ name: 'Aya Abe', email: '', phone: '090-1111-2222', language: 'ja' }));
  await flush();
  expect(walkIn).toHaveBeenCalledWith({ name: 'Aya Abe', email: '', phone: '090-1111-2222', language: 'ja' });
  expect(read(selectEnrol).customer).toEqual({ id: 11, name: 'Aya Abe' });
  store.dispatch(enrolCourseChosen(2));
  await flush();
  store.dispatch(enrolTimeChosen(time(2, '17:00')));
  await flush();
  store.dispatch(enrolConfirmed());
  await flush();
  expect((api.enrol as jest.Mock).mock.calls[0][0]).toMatchObject({
    customer_id: 11,
    teacher_id: 2,
    start: '17:00',
    from_booking_id: null,
  });
  expect(visited).toEqual(['/admin/enrolments/5']);
  store.dispatch(enrolmentOpened(5));
  await flush();
  store.dispatch(tuitionPaidConfirmed({ id: 5, month: '2026-12', way: 'transfer' }));
  await flush();
  expect(api.markPaid).toHaveBeenCalledWith(5, '2026-12', 'transfer');
  expect(read(selectEnrolmentDetail).notice?.severity).toBe('success');
});

test('a customer found with the desk search; the time taken meanwhile is refused in words the console knows, nothing navigates', async () => {
  const api = fakeEnrolmentsApi({ enrol: jest.fn(async () => Promise.reject(new ApiError(409, WEEKLY_TIME_TAKEN))) });
  const mika: CustomerRow = {
    id: 9,
    name: 'Mika Mori',
    email: 'mika@example.com',
    phone: null,
    user_id: null,
    booking_count: 0,
    last_booking_date: null,
  };
  jest.useFakeTimers();
  try {
    const { store, read, visited } = desk(api, [mika]);
    store.dispatch(enrolFormOpened({ fromBookingId: null, customerId: null, teacherId: null, weekday: null, start: null }));
    store.dispatch(deskCustomerSearched('Mika'));
    await jest.advanceTimersByTimeAsync(PICKER_DEBOUNCE_MS + 10);
    expect(read(selectPicker).matches).toEqual([mika]);
    store.dispatch(enrolCustomerPicked(mika.id));
    store.dispatch(enrolCourseChosen(2));
    await jest.advanceTimersByTimeAsync(10);
    // no trial to follow: nothing is chosen until the clerk does
    expect(read(selectEnrol)).toMatchObject({ customer: { id: 9, name: 'Mika Mori' }, language: 'en', time: null, timesStatus: 'ready' });
    store.dispatch(enrolTimeChosen(time(2, '17:00')));
    await jest.advanceTimersByTimeAsync(10);
    store.dispatch(enrolConfirmed());
    await jest.advanceTimersByTimeAsync(10);
    expect(read(selectEnrol)).toMatchObject({ submit: 'failed', message: { id: 'enrolments.enrol.failed', detail: WEEKLY_TIME_TAKEN } });
    expect((api.enrol as jest.Mock).mock.calls[0][0]).toMatchObject({
      customer_id: 9,
      teacher_id: 2,
      language: 'en',
      from_booking_id: null,
    });
    expect(visited).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

test('an owner raises a price at the version read; a second form still at the old version is told the course changed', async () => {
  const read1: CourseForEdit = { ...ENGLISH, version: 1, retired_at: null };
  const updateCourse = jest.fn(async (_id: number, body: { monthly_fee: number; version: number }) => {
    if (updateCourse.mock.calls.length > 1) throw new ApiError(409, COURSE_CHANGED);
    return { ...read1, monthly_fee: body.monthly_fee, version: 2 };
  });
  const api = fakeEnrolmentsApi({ getCourse: jest.fn(async () => read1), updateCourse: updateCourse as EnrolmentsApi['updateCourse'] });
  const { store, read } = desk(api);
  store.dispatch(courseFormOpened(2));
  await flush();
  const course = read(selectCourseForm).course!;
  const { id: _i, kind: _k, lesson_minutes: _m, retired_at: _r, version, ...fields } = course;
  store.dispatch(courseSaveSubmitted({ id: 2, input: { ...fields, monthly_fee: 13000, version } as never }));
  await flush();
  expect(updateCourse).toHaveBeenCalledWith(2, expect.objectContaining({ monthly_fee: 13000, version: 1 }));
  expect(read(selectCourseForm)).toMatchObject({ editing: null, save: 'succeeded', message: { id: 'enrolments.courses.saved' } });
  expect(read(selectCourses).list?.find((c) => c.id === 2)?.monthly_fee).toBe(13000);

  store.dispatch(courseFormOpened(2));
  await flush();
  store.dispatch(courseSaveSubmitted({ id: 2, input: { ...fields, capacity: 2, version: 1 } as never }));
  await flush();
  expect(read(selectCourseForm)).toMatchObject({ editing: 2, save: 'failed', message: { detail: COURSE_CHANGED } });
});

test("the enrolments list follows its filters, and tuition opens on this month's figures", async () => {
  const row = { id: 5, code: 'EN-7K3QPA', customer_name: 'Ken Kato', teacher_id: 1 } as EnrolmentRow;
  const listEnrolments = jest.fn(async () => ({ enrolments: [row] }));
  const tuition = jest.fn(async (m: string) => ({ month: m, rows: [], totals: { paid: 0, due: 0, failed: 0, card: 0, school: 0 } }));
  const { store, read } = desk(fakeEnrolmentsApi({ listEnrolments, tuition }));
  store.dispatch(enrolmentsFiltered({ status: 'active', teacher_id: 1 }));
  await flush();
  expect(listEnrolments).toHaveBeenCalledWith({ status: 'active', teacher_id: 1 });
  expect(read(selectEnrolmentList)).toMatchObject({ rows: [row], status: 'ready' });
  store.dispatch(tuitionMonthChosen(null));
  await flush();
  const shown = read(selectTuition).month!;
  expect(shown).toMatch(/^\d{4}-\d{2}$/);
  expect(tuition).toHaveBeenCalledWith(shown);
  store.dispatch(tuitionMonthChosen('2026-12'));
  await flush();
  expect(tuition).toHaveBeenLastCalledWith('2026-12');
  expect(read(selectTuition).report?.month).toBe('2026-12');
});
