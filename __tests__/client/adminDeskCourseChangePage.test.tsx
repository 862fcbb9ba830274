/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { enrolmentsArea } from '../../src/client/features/admin/enrolments/enrolmentsArea';
import { EnrolmentPage } from '../../src/client/features/admin/enrolments/pages/EnrolmentPage';
import type { EnrolmentChangeRequest } from '../../src/shared/enrolmentChanges';
import { flush, listTeachers } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { ALL_AREAS, fakeAdminApi, STAFF_USER } from './adminTestStore';
import { axeViolations } from './axeViolations';
import { beginner, business, enrolment, friday, terms } from './enrolFixtures';

// The desk takes a change of course or weekly time on the enrolment's page, in Japanese (issue 41 point 7): the late
// rule said, the new course and time, the new terms shown before the confirm button, the change in the requests' list.
jest.setTimeout(120_000);

const CHANGE: EnrolmentChangeRequest = {
  kind: 'change',
  enrolment_id: 7,
  code: enrolment.code,
  customer_name: 'Hanako Yamada',
  course_name: 'Beginner Japanese',
  requested_at: '2031-05-10T01:00:00Z',
  at_desk: false,
  first_month: null,
  months: null,
  ends_on: null,
  change: { from: '2031-08-01', course_name: 'ビジネス日本語', teacher_name: 'Ito Ken', weekday: 5, start: '10:00', end: '11:00' },
};

const posts: Array<{ url: string; body: unknown }> = [];
function serve(answers: Record<string, unknown>) {
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(url)
      .replace(/^\/api/, '')
      .split('?')[0];
    if (method === 'POST') posts.push({ url: path, body: JSON.parse(String(init?.body)) });
    const answer = answers[`${method} ${path}`];
    if (answer === undefined) return { ok: false, status: 404, json: async () => ({ detail: `${method} ${path}` }) } as Response;
    return { ok: true, status: 200, json: async () => answer } as Response;
  }) as typeof fetch;
}

test('in Japanese, the desk moves Hanako to Business Japanese on Fridays: late rule, new terms, confirmed; the list names it; axe', async () => {
  serve({
    'GET /admin/enrolments/7': enrolment,
    'GET /admin/customers/5': { id: 5, name: 'Hanako Yamada', first_language: 'ja' },
    'GET /admin/enrolments/7/requests': { requests: [CHANGE] },
    'GET /admin/courses': { courses: [beginner, business] },
    'GET /admin/enrolments/7/change': { from: '2031-08-01', after_deadline: true, withdraw_by_day: 15 },
    'GET /admin/enrolments/weekly-times': { times: [friday] },
    'POST /admin/enrolments/7/change/quote': terms,
    'POST /admin/enrolments/7/change': enrolment,
  });
  await renderConsolePage(<EnrolmentPage />, {
    adminApi: fakeAdminApi({ listTeachers }),
    areas: [...ALL_AREAS, enrolmentsArea],
    user: { ...STAFF_USER, console_language: 'ja' },
    path: '/admin/enrolments/7',
    route: '/admin/enrolments/:enrolmentId',
  });
  await act(flush);
  expect(screen.getByRole('table', { name: /休会|申請/ })).toHaveTextContent(
    '2031年8月1日(金)から：ビジネス日本語・毎週金曜 10:00〜11:00・Ito Ken',
  );
  fireEvent.click(screen.getByRole('button', { name: 'コース・曜日時間の変更を受け付ける' }));
  await act(flush);
  const form = screen.getByRole('region', { name: 'コース・曜日時間の変更' });
  expect(form).toHaveTextContent('締切日（15日）を過ぎているため、2031年8月1日(金)から変更となります。');
  fireEvent.change(within(form).getByRole('combobox', { name: '変更後のコース' }), { target: { value: '4' } });
  await act(flush);
  fireEvent.click(within(form).getByRole('radio', { name: /Ito Ken/ }));
  await act(flush);
  const newTerms = within(form).getByRole('region', { name: '変更後の契約内容（生徒と一緒にご確認ください）' });
  expect(posts).toEqual([{ url: '/admin/enrolments/7/change/quote', body: { course_id: 4, teacher_id: 3, weekday: 5, start: '10:00' } }]);
  expect(await axeViolations()).toEqual([]);
  fireEvent.click(within(newTerms).getByRole('button', { name: '2031年8月1日(金)からの変更を確定' }));
  await act(flush);
  expect(posts.at(-1)).toEqual({
    url: '/admin/enrolments/7/change',
    body: { course_id: 4, teacher_id: 3, weekday: 5, start: '10:00', confirmed: true },
  });
  expect(screen.getByRole('status')).toHaveTextContent('変更を登録し、生徒にメールしました。');
});
