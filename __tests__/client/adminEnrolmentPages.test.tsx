/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { EnrolFromBooking } from '../../src/client/features/admin/bookings/components/EnrolFromBooking';
import { enrolmentsArea } from '../../src/client/features/admin/enrolments/enrolmentsArea';
import { CoursesPage } from '../../src/client/features/admin/enrolments/pages/CoursesPage';
import { EnrolmentPage } from '../../src/client/features/admin/enrolments/pages/EnrolmentPage';
import { EnrolmentsPage } from '../../src/client/features/admin/enrolments/pages/EnrolmentsPage';
import { EnrolPage, features as enrolFeatures } from '../../src/client/features/admin/enrolments/pages/EnrolPage';
import { TuitionPage } from '../../src/client/features/admin/enrolments/pages/TuitionPage';
import type { Enrolment, EnrolmentTerms } from '../../src/shared/enrolment';
import { flush, kimWithTeacher, listTeachers } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { ALL_AREAS, fakeAdminApi, STAFF_USER } from './adminTestStore';
import { axeViolations } from './axeViolations';
import { ELEMENTARY_ENGLISH_COURSE } from './studentFixtures';

// The enrolments area's pages as the desk sees them (issue 40), each on the area's own calls (a stubbed fetch), with
// axe on each: the desk's form from a trial in Japanese, an enrolment's months marked paid, courses, the list, tuition.
jest.setTimeout(120_000);

const ENGLISH = ELEMENTARY_ENGLISH_COURSE;
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
const month = (m: string, status: 'due' | 'paid', fee = 0) => ({
  month: m,
  lessons: 4,
  tuition_yen: 12000,
  fee_yen: fee,
  charge_on: `${m}-01`,
  status,
  way: status === 'paid' ? ('cash' as const) : null,
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
  tuition: [month('2026-12', first, 5500), month('2027-01', 'due')],
});

/** The server, as the area's calls meet it: each answer by method and path. */
const calls: Array<{ method: string; url: string; body: unknown }> = [];
function serve(answers: Record<string, unknown>) {
  calls.length = 0;
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(url)
      .replace(/^\/api/, '')
      .split('?')[0];
    calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    if (answer === undefined) return { ok: false, status: 404, json: async () => ({ detail: `${method} ${path}` }) } as Response;
    return { ok: true, status: 200, json: async () => answer } as Response;
  }) as typeof fetch;
}

const areas = [...ALL_AREAS, enrolmentsArea];
const adminApi = fakeAdminApi({ listTeachers });

test("the desk's form from a trial, in Japanese: the trial's time chosen, the terms shown before the confirm button; axe", async () => {
  serve({
    'GET /admin/courses': { courses: [ENGLISH] },
    'GET /admin/customers/7': { id: 7, name: 'Ken Kato', first_language: 'ja' },
    'GET /admin/enrolments/weekly-times': {
      times: [
        {
          teacher_id: 1,
          teacher_name: 'Sato Yuki',
          weekday: 2,
          start: '18:00',
          end: '19:00',
          first_lesson: '2026-12-08',
          class_id: null,
          seats_left: 1,
        },
      ],
    },
    'POST /admin/enrolments/quote': TERMS,
    'POST /admin/enrolments': { id: 5, code: 'EN-7K3QPA' },
  });
  await renderConsolePage(<EnrolPage />, {
    adminApi,
    areas,
    user: { ...STAFF_USER, console_language: 'ja' },
    path: '/admin/enrol?from_booking_id=42&customer_id=7&teacher_id=1&weekday=2&start=18:00',
  });
  await act(flush);
  expect(screen.getByRole('heading', { level: 1, name: '入会手続き' })).toBeInTheDocument();
  expect(screen.getByText('Ken Kato 様の入会手続き')).toBeInTheDocument();
  fireEvent.change(screen.getByRole('combobox', { name: 'コース' }), { target: { value: '2' } });
  await act(flush);
  await act(flush);
  expect(screen.getByRole('radio', { name: /毎週火曜 18:00〜19:00、講師 Sato Yuki/ })).toBeChecked();
  const terms = screen.getByRole('region', { name: '契約条件：確定する前にお客様にお見せください' });
  expect(within(terms).getByText(/初回のお支払い：￥14,500（2026-12：3回分 ￥9,000、入会金 ￥5,500）/)).toBeInTheDocument();
  expect(within(terms).getByText(/退会は毎月15日までに/)).toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);
  fireEvent.click(within(terms).getByRole('button', { name: 'お客様が同意：入会を確定' }));
  await act(flush);
  expect(calls.find((c) => c.method === 'POST' && c.url === '/api/admin/enrolments')?.body).toEqual({
    course_id: 2,
    teacher_id: 1,
    weekday: 2,
    start: '18:00',
    starts_on: '2026-12-08',
    customer_id: 7,
    language: 'ja',
    from_booking_id: 42,
  });
});

test("an enrolment's page: the terms as confirmed, its months, the first taken in cash at the desk; axe", async () => {
  serve({
    'GET /admin/enrolments/5': enrolment('due'),
    'GET /admin/customers/7': { id: 7, name: 'Ken Kato', first_language: 'ja' },
    'POST /admin/enrolments/5/tuition/2026-12/paid': enrolment('paid'),
  });
  await renderConsolePage(<EnrolmentPage />, {
    adminApi,
    areas,
    user: STAFF_USER,
    path: '/admin/enrolments/5',
    route: '/admin/enrolments/:enrolmentId',
  });
  await act(flush);
  expect(screen.getByRole('heading', { level: 1, name: 'Enrolment EN-7K3QPA' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ken Kato' })).toHaveAttribute('href', '/admin/customers/7');
  expect(await axeViolations()).toEqual([]);
  const december = within(screen.getByRole('group', { name: 'Mark 2026-12 paid' }));
  fireEvent.click(december.getByRole('button', { name: 'Paid in cash' }));
  await act(flush);
  expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/enrolments/5/tuition/2026-12/paid', body: { way: 'cash' } });
  expect(screen.getByRole('status')).toHaveTextContent('The tuition of 2026-12 is marked paid.');
  expect(screen.queryByRole('group', { name: 'Mark 2026-12 paid' })).toBeNull();
  expect(screen.getByRole('group', { name: 'Mark 2027-01 paid' })).toBeInTheDocument();
  // the month paid now has its printable receipt; the month due has none
  expect(screen.getByRole('link', { name: 'Receipt for 2026-12' })).toHaveAttribute(
    'href',
    '/api/admin/enrolments/5/tuition/2026-12/receipt',
  );
  expect(screen.queryByRole('link', { name: 'Receipt for 2027-01' })).toBeNull();
});

test('the courses, the enrolments and tuition by month pass axe', async () => {
  serve({
    'GET /admin/courses': { courses: [ENGLISH] },
    'GET /admin/enrolments': {
      enrolments: [
        {
          id: 5,
          code: 'EN-7K3QPA',
          status: 'active',
          billing: 'school',
          customer_id: 7,
          customer_name: 'Ken Kato',
          course_id: 2,
          course_names: ENGLISH.names,
          teacher_id: 1,
          teacher_name: 'Sato Yuki',
          weekday: 2,
          start: '18:00',
          starts_on: '2026-12-08',
          ends_on: null,
          unpaid_months: 1,
        },
      ],
    },
    'GET /admin/tuition': {
      month: '2026-12',
      rows: [
        {
          ...month('2026-12', 'paid', 5500),
          enrolment_id: 5,
          code: 'EN-7K3QPA',
          billing: 'school',
          customer_name: 'Ken Kato',
          course_names: ENGLISH.names,
          teacher_name: 'Sato Yuki',
        },
      ],
      totals: { paid: 17500, due: 0, failed: 0, card: 0, school: 17500 },
    },
  });
  const courses = await renderConsolePage(<CoursesPage />, { adminApi, areas });
  await act(flush);
  expect(screen.getByRole('table', { name: 'The school’s courses' })).toHaveTextContent('Elementary English');
  fireEvent.click(screen.getByRole('button', { name: 'Edit Elementary English' }));
  expect(await axeViolations()).toEqual([]);
  courses.unmount();
  const list = await renderConsolePage(<EnrolmentsPage />, { adminApi, areas });
  await act(flush);
  expect(screen.getByRole('link', { name: 'EN-7K3QPA' })).toHaveAttribute('href', '/admin/enrolments/5');
  expect(screen.getByText('1 month')).toBeInTheDocument();
  // every filter's label sits above its select, also over 'All courses' (an empty value): never lying over the words
  for (const name of ['Course', 'Teacher']) {
    const label = document.querySelector(`label[for="${screen.getByRole('combobox', { name }).id}"]`);
    expect([name, label?.getAttribute('data-shrink')]).toEqual([name, 'true']);
  }
  expect(await axeViolations()).toEqual([]);
  list.unmount();
  await renderConsolePage(<TuitionPage />, { adminApi, areas });
  await act(flush);
  expect(screen.getByText('Paid at the school').nextSibling).toHaveTextContent('¥17,500');
  expect(await axeViolations()).toEqual([]);
});

test("a trial's page offers 'Enrol with this teacher' with its customer, teacher, weekday and time", async () => {
  await renderConsolePage(<EnrolFromBooking booking={{ ...kimWithTeacher, customer_id: 3 }} />, { adminApi, areas });
  expect(screen.getByRole('link', { name: 'Enrol with this teacher' })).toHaveAttribute(
    'href',
    `/admin/enrol?from_booking_id=${kimWithTeacher.id}&customer_id=3&teacher_id=1&weekday=4&start=10%3A00`,
  );
  expect(enrolFeatures.map((f) => f.name)).toEqual(['admin/console', 'admin/enrolments', 'admin/bookings']);
});
