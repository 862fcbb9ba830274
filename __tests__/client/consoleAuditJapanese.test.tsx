/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { BookingHistory } from '../../src/client/features/admin/bookings/components/BookingHistory';
import { messages as ja } from '../../src/client/features/admin/i18n/messages/ja/index';
import { ActivityPage } from '../../src/client/features/admin/staff/pages/ActivityPage';
import type { ActivityEntry, AuditEntry } from '../../src/shared/admin/common';
import { renderConsolePage } from './adminOfficeRender';
import { fakeAdminApi, OWNER_USER } from './adminTestStore';

// Issue 39, point 11: the activity log and a booking's history read in Japanese throughout: no field name, no raw
// JSON, no ISO date or instant, the system's reasons and actors in Japanese; what a person typed stays as typed.

jest.setTimeout(60_000);

const entry = (id: number, action: string, before: unknown, after: unknown, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  at: '2026-11-24T01:05:00Z',
  actor_email: 'owner@school.example',
  action,
  target_type: 'booking',
  target_id: String(id),
  booking_id: null,
  before,
  after,
  actor_name: null,
  booking: null,
  target_name: null,
  ...over,
});

/** What the server writes today, one entry of each shape that used to show a field name, JSON or an ISO string. */
const ENTRIES: ActivityEntry[] = [
  // a closure's cancel: the system's reason as its code, the customer's link as the canceler, the owner's typed reason
  entry(
    1,
    'booking.canceled',
    { status: 'Confirmed', paid: 6000 },
    {
      status: 'Canceled',
      refund: 'full',
      refund_amount: 6000,
      cash: false,
      reason: '台風のため',
      reason_code: 'closed_date',
      by: { kind: 'staff', ip: '203.0.113.9' },
    },
  ),
  // an older entry's English sentence, read as the code it stands for
  entry(
    2,
    'booking.canceled',
    { status: 'Confirmed' },
    { status: 'Canceled', reason: 'The school closed this date.', by: { kind: 'guest_link', ip: null } },
    {
      actor_email: 'guest link',
    },
  ),
  entry(
    3,
    'staff.invited',
    null,
    { email: 'new@school.example', role: 'teacher', expires_at: '2026-12-01T03:00:00.000Z' },
    {
      target_type: 'invitation',
    },
  ),
  entry(
    4,
    'schedule.changed',
    { closedDates: ['2026-12-29'], bookingWindowDays: 30 },
    { closedDates: ['2026-12-29', '2027-01-02'], bookingWindowDays: 60 },
    {
      target_type: 'schedule',
    },
  ),
  entry(
    5,
    'school.changed',
    { texts: { about: { ja: '旧' } }, trial: { pricing: 'per_slot', fixed_yen: 0 } },
    { texts: { about: { ja: '新しい紹介' } }, trial: { pricing: 'fixed', fixed_yen: 2000 } },
    {
      target_type: 'school',
    },
  ),
  entry(
    6,
    'teacher.changed',
    { name: 'Sato Yuki', languages: ['en'], bookable_online: true, exceptions: [], user_id: null },
    { name: 'Sato Yuki', languages: ['en', 'ja'], bookable_online: false, exceptions: [{ date: '2026-12-24', hours: [] }], user_id: 3 },
    { target_type: 'teacher' },
  ),
  entry(7, 'booking.teacher_assigned', null, {
    teacher_id: 2,
    teacher_name: 'Sam Lee',
    assignment: 'existing',
    booked_minutes: 120,
    candidates: 2,
  }),
  entry(
    8,
    'staff.role_changed',
    { email: 'a@school.example', role: 'staff' },
    { email: 'a@school.example', role: 'owner' },
    {
      actor_email: 'OWNER_EMAILS',
      target_type: 'user',
    },
  ),
  entry(9, 'booking.created_by_staff', null, {
    status: 'Confirmed',
    source: 'phone',
    payment: 'at_lesson',
    language: 'ja',
    booking_date: '2026-12-03',
  }),
  entry(10, 'school.logo_changed', null, { type: 'image/png', bytes: 2048 }, { target_type: 'school' }),
];

/** The words no Japanese reader should meet: an ISO date or instant, JSON, a code with an underscore, English left over. */
function expectReadable(text: string) {
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).not.toMatch(/[{}"]/);
  expect(text).not.toMatch(/[a-z]+_[a-z]+/); // reason_code, expires_at, guest_link, at_lesson …
  for (const english of [
    'The school closed',
    'closedDates',
    'Confirmed',
    'Canceled',
    'phone',
    'per_slot',
    'guest link',
    'null',
    'true',
    'false',
  ])
    expect(text).not.toContain(english);
}

test('the activity log in Japanese: every entry in words, dates by the Japanese formatter, system reasons in Japanese', async () => {
  const actors = [
    { email: 'owner@school.example', name: 'Oona Owner' },
    { email: 'guest link', name: null },
  ];
  const getActivity = jest.fn(async () => ({ items: ENTRIES, next_before: null, actors }));
  await renderConsolePage(<ActivityPage />, { adminApi: fakeAdminApi({ getActivity }), user: { ...OWNER_USER, console_language: 'ja' } });
  // the person filter names the customer's link in words too
  expect(screen.getByRole('option', { name: ja['audit.actor.guest_link'] })).toHaveValue('guest link');
  const list = screen.getByRole('list', { name: '操作履歴（新しい順）' });
  const text = list.textContent ?? '';
  expectReadable(text.replaceAll('OWNER_EMAILS', '')); // the setting's own name, as the owner writes it in .env
  for (const words of [
    `${ja['audit.field.reason_code']}: （なし） → ${ja['audit.reason.closed_date']}`,
    `${ja['staff.field.reason']}: （なし） → 台風のため`, // the owner's reason, as typed
    `${ja['staff.field.by']}: （なし） → ${ja['bookings.history.by.staff']} (203.0.113.9)`,
    `${ja['staff.field.reason']}: （なし） → ${ja['audit.reason.closed_date']}`, // an older entry's English sentence
    ja['audit.actor.guest_link'],
    `${ja['staff.field.expires_at']}: （なし） → 2026年12月1日(火) 12:00`,
    `${ja['staff.field.closedDates']}: 2026年12月29日(火) → 2026年12月29日(火)、2027年1月2日(土)`,
    `${ja['audit.field.texts']} › ${ja['audit.field.about']} › 日本語: 旧 → 新しい紹介`,
    `${ja['audit.field.trial']} › ${ja['audit.field.pricing']}: 1枠ごと → 固定料金`,
    `${ja['audit.field.languages']}: 英語 → 英語、日本語`,
    `${ja['audit.field.exceptions']}: （なし） → ${ja['audit.field.date']}: 2026年12月24日(木), ${ja['audit.field.hours']}: ${ja['schedule.hours.closed']}`,
    ja['audit.action.teacher.changed'],
    ja['audit.action.booking.teacher_assigned'],
    `${ja['audit.field.candidates']}: （なし） → 2`,
    ja['audit.actor.owner_emails'],
    `${ja['audit.field.payment']}: （なし） → ${ja['audit.value.payment.at_lesson']}`,
    `${ja['audit.field.bytes']}: （なし） → 2,048`,
  ])
    expect(text).toContain(words);
});

test("a booking's history in Japanese: the same entries, in the history's words", () => {
  render(
    <IntlProvider locale="ja-JP" messages={ja}>
      <BookingHistory entries={ENTRIES as AuditEntry[]} />
    </IntlProvider>,
  );
  const text = screen.getByRole('list').textContent ?? '';
  expectReadable(text.replaceAll('OWNER_EMAILS', ''));
  expect(text).toContain(`${ja['bookings.history.field.reason']}：— → ${ja['audit.reason.closed_date']}`);
  expect(text).toContain(`${ja['bookings.history.field.by']}：— → ${ja['bookings.history.by.guest_link']}`);
  // an entry of another kind (a newer one shown here) is named as the activity log names it, never by its code in English
  expect(text).toContain(ja['staff.action.staff.invited']);
  expect(text).toContain(`${ja['bookings.history.field.booking_date']}：— → 2026年12月3日(木)`);
  expect(text).toContain(ja['audit.action.booking.teacher_assigned']);
});
