/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import { NewBookingPage } from '../../src/client/features/admin/bookings/pages/NewBookingPage';
import { PHONE_INVALID, SLOT_BEGUN } from '../../src/shared/admin/bookingWords';
import { tokyoToday } from '../../src/shared/dates';
import { NO_TEACHER_FREE } from '../../src/shared/admin/teachers';
import { dayView, flush, listTeachers } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { schedule } from './adminOfficeFixtures';
import { fakeAdminApi, OWNER_USER } from './adminTestStore';
import { sato, satoRow } from './adminCustomersFixtures';

jest.setTimeout(60_000);

async function openForm(over: Partial<AdminApi>) {
  const getCalendarView = jest.fn(async ({ from }: { from: string }) => dayView(from));
  const view = await renderConsolePage(<NewBookingPage />, {
    adminApi: fakeAdminApi({ getCalendarView, ...over }),
    path: '/admin/new-booking',
  });
  fireEvent.change(screen.getByLabelText('Class date'), { target: { value: '2031-05-01' } });
  await act(flush);
  return { ...view, getCalendarView };
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Clicks into a field and pastes the text: one input event. Typing it key by key re-renders the whole form per
 * character (over 10 s of this file's CPU); the first test still types every key (fillIn's `byKey`).
 */
async function enter(user: User, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

async function fillIn(user: User, byKey = false) {
  for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00']) {
    await user.click(screen.getByRole('checkbox', { name: `${time} · 1 free` }));
  }
  const write = byKey
    ? (box: HTMLElement, text: string) => user.type(box, text)
    : (box: HTMLElement, text: string) => enter(user, box, text);
  await write(screen.getByRole('textbox', { name: 'Customer name' }), 'Walk-in Mori');
  await write(screen.getByRole('textbox', { name: 'Email' }), 'mori@example.com');
  await write(screen.getByRole('textbox', { name: 'Phone (optional)' }), '03-1234-5678');
  await user.click(screen.getByRole('radio', { name: 'Pay at the lesson (nothing is taken now)' }));
}

test("a phone booking paid at the lesson: the day's slots, the customer, a dialog that says what happens, then the booking's page", async () => {
  const user = userEvent.setup();
  const createBooking = jest.fn(async () => ({ detail: 'Booking confirmed: paid on site.', booking_id: 42 }));
  const { getCalendarView, visited } = await openForm({ createBooking });
  expect(screen.getByRole('heading', { level: 1, name: 'Take a booking by phone or at the desk' })).toBeInTheDocument();
  expect(getCalendarView).toHaveBeenCalledWith({ from: tokyoToday(), days: 1 });
  expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-01', days: 1 });
  expect(screen.getByRole('checkbox', { name: '10:00-10:30 · Full' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: '10:30-11:00 · Closed' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('Japanese');
  expect(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
  // no default records money that was not taken; cash is never taken over the phone
  expect(screen.getAllByRole('radio', { checked: true }).map((r) => r.getAttribute('value'))).toEqual(['phone']);
  expect(screen.getByRole('radio', { name: 'Paid on site (cash)' })).toBeDisabled();

  await fillIn(user, true);
  expect(screen.getByText(/^4 timeslots chosen\./)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Take this booking?' });
  expect(dialog).toHaveTextContent('4 timeslots on Thu, 1 May 2031 (11:00-11:30, 11:30-12:00, 12:00-12:30, 12:30-13:00, Japan time)');
  expect(dialog).toHaveTextContent('It is confirmed now and paid at the lesson: nothing is recorded as received');
  expect(createBooking).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Book it' }));
  await act(flush);
  expect(createBooking).toHaveBeenCalledWith({
    booking_date: '2031-05-01',
    timeslot_ids: [3, 4, 5, 6],
    user_name: 'Walk-in Mori',
    user_email: 'mori@example.com',
    phone: '03-1234-5678',
    language: 'ja',
    source: 'phone',
    payment: 'at_lesson',
  });
  expect(visited).toEqual(['/admin/bookings/42']);
});

test('in Japanese: the form, its slots and errors, the dialog and a refused field in Japanese', async () => {
  const user = userEvent.setup();
  const detail = `Invalid request: phone: ${PHONE_INVALID}`;
  const createBooking = jest.fn(() =>
    Promise.reject(new ApiError(400, detail, { detail, errors: [{ field: 'phone', message: PHONE_INVALID }] })),
  );
  const getCalendarView = jest.fn(async ({ from }: { from: string }) => dayView(from));
  await renderConsolePage(<NewBookingPage />, {
    adminApi: fakeAdminApi({ getCalendarView, createBooking }),
    path: '/admin/new-booking',
    user: { ...OWNER_USER, console_language: 'ja' },
  });
  expect(screen.getByRole('heading', { level: 1, name: '電話・受付での予約' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('レッスン日'), { target: { value: '2031-05-01' } });
  await act(flush);
  expect(screen.getByRole('group', { name: '枠（日本時間、4枠以上）' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: '10:00-10:30 · 満席' })).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: '10:30-11:00 · 受付停止' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: '言語' })).toHaveTextContent('日本語');
  expect(screen.getByRole('radio', { name: '電話' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'その場で支払い（現金）' })).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: '11:00-11:30 · 1席空き' }));
  await user.click(screen.getByRole('button', { name: '予約する' }));
  expect(screen.getByText('1枠を選択中：4枠以上選んでください。')).toBeInTheDocument();
  expect(screen.getByText('お客様の氏名を入力してください。')).toBeInTheDocument();
  expect(screen.getByText('お支払い方法を選んでください。')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'レッスン当日に支払い（今は受け取らない）' }));

  for (const time of ['11:30-12:00', '12:00-12:30', '12:30-13:00']) {
    await user.click(screen.getByRole('checkbox', { name: `${time} · 1席空き` }));
  }
  await enter(user, screen.getByRole('textbox', { name: 'お客様の氏名' }), '森 太郎');
  await enter(user, screen.getByRole('textbox', { name: 'メールアドレス' }), 'mori@example.com');
  expect(screen.getByText(/^4枠を選択中。/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '予約する' }));
  const dialog = screen.getByRole('dialog', { name: 'この内容で予約しますか？' });
  expect(dialog).toHaveTextContent(
    '2031年5月1日(木)の4枠（11:00-11:30, 11:30-12:00, 12:00-12:30, 12:30-13:00、日本時間）、森 太郎様（mori@example.com）、電話での予約。',
  );
  await user.click(within(dialog).getByRole('button', { name: '予約する' }));
  await act(flush);
  expect(await screen.findByRole('alert')).toHaveTextContent('電話番号は数字、スペース、-、( ) と先頭の + で入力してください。');
  for (const english of ['Take the booking', 'Class date', 'Customer name', 'Japan time', 'free']) {
    expect(screen.queryByText(english, { exact: false })).toBeNull();
  }
});

test('too few slots and a missing name are said before anything is sent', async () => {
  const user = userEvent.setup();
  const createBooking = jest.fn();
  await openForm({ createBooking });
  await user.click(screen.getByRole('checkbox', { name: '11:00-11:30 · 1 free' }));
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  expect(screen.getByText('1 chosen: choose at least 4 timeslots.')).toBeInTheDocument();
  expect(screen.getByText("Enter the customer's name.")).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(createBooking).not.toHaveBeenCalled();
});

test('a seat taken meanwhile (409): it stands out and the slots are shown as they are now', async () => {
  const user = userEvent.setup();
  const createBooking = () => Promise.reject(new ApiError(409, 'Some of the chosen timeslots were just taken.'));
  const { getCalendarView } = await openForm({ createBooking });
  await fillIn(user);
  await user.click(screen.getByRole('radio', { name: 'Send a payment link by email' }));
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  expect(screen.getByRole('dialog')).toHaveTextContent('the customer is emailed a payment link');
  const taken = dayView();
  taken.days[0].slots[2] = { ...taken.days[0].slots[2], seats_free: 0 };
  getCalendarView.mockResolvedValueOnce(taken);
  await user.click(screen.getByRole('button', { name: 'Book it' }));
  await act(flush);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('A seat was just taken');
  // an English console shows the server's own words
  expect(alert).toHaveTextContent('Some of the chosen timeslots were just taken.');
  expect(getCalendarView).toHaveBeenCalledTimes(3);
  expect(screen.getByRole('checkbox', { name: '11:00-11:30 · Full' })).toBeDisabled();
  expect(screen.getByText('3 chosen: choose at least 4 timeslots.')).toBeInTheDocument();
});

const priced = async () => ({ ...schedule, settings: { ...schedule.settings, pricePerSlotYen: 1800 } });

test('the total at the current price is shown as slots are picked, and the dialog says the same', async () => {
  const user = userEvent.setup();
  await openForm({ getSchedule: priced });
  expect(screen.getByText('0 timeslots chosen: 0 × ¥1,800 = ¥0 (tax included).')).toBeInTheDocument();
  await fillIn(user);
  expect(screen.getByText('4 timeslots chosen: 4 × ¥1,800 = ¥7,200 (tax included).')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: '12:30-13:00 · 1 free' }));
  expect(screen.getByText('3 timeslots chosen: 3 × ¥1,800 = ¥5,400 (tax included).')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: '12:30-13:00 · 1 free' }));
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Take this booking?' });
  expect(dialog).toHaveTextContent('Total: 4 × ¥1,800 = ¥7,200 (tax included).');
});

test('in Japanese: the total and the dialog say the same amount', async () => {
  const user = userEvent.setup();
  await renderConsolePage(<NewBookingPage />, {
    adminApi: fakeAdminApi({ getCalendarView: async ({ from }) => dayView(from), getSchedule: priced }),
    path: '/admin/new-booking',
    user: { ...OWNER_USER, console_language: 'ja' },
  });
  fireEvent.change(screen.getByLabelText('レッスン日'), { target: { value: '2031-05-01' } });
  await act(flush);
  for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00']) {
    await user.click(screen.getByRole('checkbox', { name: `${time} · 1席空き` }));
  }
  expect(screen.getByText('4枠を選択中：4 × ￥1,800 = ￥7,200（税込）')).toBeInTheDocument();
  await enter(user, screen.getByRole('textbox', { name: 'お客様の氏名' }), '森 太郎');
  await enter(user, screen.getByRole('textbox', { name: 'メールアドレス' }), 'mori@example.com');
  await user.click(screen.getByRole('radio', { name: 'レッスン当日に支払い（今は受け取らない）' }));
  await user.click(screen.getByRole('button', { name: '予約する' }));
  expect(screen.getByRole('dialog', { name: 'この内容で予約しますか？' })).toHaveTextContent('合計：4 × ￥1,800 = ￥7,200（税込）');
});

test('a walk-in at the desk paying cash needs only a name; by phone the email is still asked for', async () => {
  const user = userEvent.setup();
  const createBooking = jest.fn(async () => ({ detail: 'Booking confirmed and paid at the desk (¥7,200).', booking_id: 43 }));
  const { visited } = await openForm({ createBooking, getSchedule: priced });
  for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00']) {
    await user.click(screen.getByRole('checkbox', { name: `${time} · 1 free` }));
  }
  await enter(user, screen.getByRole('textbox', { name: 'Customer name' }), 'Walk-in Mori');
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  expect(screen.getByText('Enter an email address, for example ana@example.com.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('radio', { name: 'At the desk' }));
  await user.click(screen.getByRole('radio', { name: 'Paid on site (cash)' }));
  expect(screen.getByText('Optional for a walk-in at the desk: without it, no email is sent.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Take this booking?' });
  expect(dialog).toHaveTextContent('for Walk-in Mori (no email), taken at the desk.');
  // no email promised to a customer without one (issue 39, point 13)
  expect(dialog).toHaveTextContent('No email was given, so no confirmation is sent. Take the money now.');
  expect(dialog).not.toHaveTextContent(/emailed/);
  expect(dialog).toHaveTextContent('Total: 4 × ¥1,800 = ¥7,200 (tax included).');
  await user.click(within(dialog).getByRole('button', { name: 'Book it' }));
  await act(flush);
  expect(createBooking).toHaveBeenCalledWith({
    booking_date: '2031-05-01',
    timeslot_ids: [3, 4, 5, 6],
    user_name: 'Walk-in Mori',
    language: 'ja',
    source: 'desk',
    payment: 'cash',
  });
  expect(visited).toEqual(['/admin/bookings/43']);
});

test('in Japanese: a walk-in without an email, said so in the dialog', async () => {
  const user = userEvent.setup();
  await renderConsolePage(<NewBookingPage />, {
    adminApi: fakeAdminApi({ getCalendarView: async ({ from }) => dayView(from), getSchedule: priced }),
    path: '/admin/new-booking',
    user: { ...OWNER_USER, console_language: 'ja' },
  });
  fireEvent.change(screen.getByLabelText('レッスン日'), { target: { value: '2031-05-01' } });
  await act(flush);
  for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00']) {
    await user.click(screen.getByRole('checkbox', { name: `${time} · 1席空き` }));
  }
  await enter(user, screen.getByRole('textbox', { name: 'お客様の氏名' }), '森 太郎');
  await user.click(screen.getByRole('radio', { name: '受付' }));
  await user.click(screen.getByRole('radio', { name: 'その場で支払い（現金）' }));
  expect(screen.getByText('受付で予約する来店のお客様は任意です。未入力の場合、メールは送信されません。')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '予約する' }));
  const dialog = screen.getByRole('dialog', { name: 'この内容で予約しますか？' });
  expect(dialog).toHaveTextContent('森 太郎様（メールなし）、受付での予約。');
  expect(dialog).toHaveTextContent('メールアドレスがないため、確認メールは送信されません。');
  expect(dialog).not.toHaveTextContent('確認メールが届きます');
});

describe("today's slots that have begun (Japan time)", () => {
  // 10:40 in Japan on 1 May 2031: the 10:00 and 10:30 slots have begun
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true, now: new Date('2031-05-01T01:40:00Z') }));
  afterEach(() => jest.useRealTimers());

  test('are not offered by the form; the server refusing one is said plainly', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const detail = SLOT_BEGUN;
    const createBooking = jest.fn(() => Promise.reject(new ApiError(400, detail, { detail })));
    await openForm({ createBooking });
    for (const time of ['10:00-10:30', '10:30-11:00']) {
      expect(screen.getByRole('checkbox', { name: `${time} · Begun` })).toBeDisabled();
    }
    expect(screen.getByRole('checkbox', { name: '11:00-11:30 · 1 free' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: '12:30-13:00 · 1 free' })).toBeEnabled();
    // a slot that began while the form was open: the server's refusal, in the member's words
    for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00']) {
      await user.click(screen.getByRole('checkbox', { name: `${time} · 1 free` }));
    }
    await enter(user, screen.getByRole('textbox', { name: 'Customer name' }), 'Walk-in Mori');
    await user.click(screen.getByRole('radio', { name: 'At the desk' }));
    await user.click(screen.getByRole('radio', { name: 'Paid on site (cash)' }));
    await user.click(screen.getByRole('button', { name: 'Take the booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Book it' }));
    await act(flush);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of the chosen timeslots have already begun (Japan time). Choose later timeslots.',
    );
  });

  test('in Japanese: begun slots are marked and cannot be chosen; the refusal is in Japanese', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const createBooking = jest.fn(() => Promise.reject(new ApiError(400, SLOT_BEGUN, { detail: SLOT_BEGUN })));
    await renderConsolePage(<NewBookingPage />, {
      adminApi: fakeAdminApi({ getCalendarView: async ({ from }) => dayView(from), createBooking }),
      path: '/admin/new-booking',
      user: { ...OWNER_USER, console_language: 'ja' },
    });
    await act(flush);
    expect(screen.getByRole('checkbox', { name: '10:30-11:00 · 開始済み' })).toBeDisabled();
    for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00']) {
      await user.click(screen.getByRole('checkbox', { name: `${time} · 1席空き` }));
    }
    await enter(user, screen.getByRole('textbox', { name: 'お客様の氏名' }), '森 太郎');
    await user.click(screen.getByRole('radio', { name: '受付' }));
    await user.click(screen.getByRole('radio', { name: 'その場で支払い（現金）' }));
    await user.click(screen.getByRole('button', { name: '予約する' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '予約する' }));
    await act(flush);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '選択した枠の一部はすでに始まっています（日本時間）。これより後の枠を選んでください。',
    );
  });
});

describe('in a school with teachers', () => {
  test('a Teacher select offers "Any teacher" (the default) and each active teacher; the chosen one is sent as teacher_id', async () => {
    const user = userEvent.setup();
    const createBooking = jest.fn(async () => ({ detail: 'Booking confirmed: paid on site.', booking_id: 42 }));
    const { visited, getCalendarView } = await openForm({ createBooking, listTeachers });
    const select = screen.getByRole('combobox', { name: 'Teacher' });
    expect(select).toHaveTextContent('Any teacher');
    expect(
      screen.getByText('A teacher free for the whole time is assigned: the one with the fewest classes that week.'),
    ).toBeInTheDocument();
    await user.click(select);
    // a teacher not bookable online is still bookable at the desk; a retired one is not offered
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Any teacher', 'Tanaka Yui', 'Sam Lee']);
    await user.click(screen.getByRole('option', { name: 'Sam Lee' }));
    await act(flush);
    // the slots are that teacher's free times
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-01', days: 1, teacher: '2' });
    expect(screen.getByText('The customer asked for this teacher: the timeslots show when they are free.')).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Take the booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Take this booking?' });
    expect(dialog).toHaveTextContent('Teacher: Sam Lee.');
    await user.click(within(dialog).getByRole('button', { name: 'Book it' }));
    await act(flush);
    expect(createBooking).toHaveBeenCalledWith(expect.objectContaining({ timeslot_ids: [3, 4, 5, 6], teacher_id: 2 }));
    expect(visited).toEqual(['/admin/bookings/42']);
  });

  test('"Any teacher" sends no teacher_id; no teacher free for the whole booking (409) is said, not as a seat taken', async () => {
    const user = userEvent.setup();
    const createBooking = jest.fn(() => Promise.reject(new ApiError(409, NO_TEACHER_FREE)));
    const { getCalendarView } = await openForm({ createBooking, listTeachers });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Take the booking' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Teacher: any teacher free for the whole time, assigned automatically.');
    await user.click(screen.getByRole('button', { name: 'Book it' }));
    await act(flush);
    expect(createBooking).toHaveBeenCalledTimes(1);
    expect(createBooking.mock.calls[0]).not.toHaveProperty([0, 'teacher_id']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NO_TEACHER_FREE);
    expect(alert).not.toHaveTextContent('A seat was just taken');
    expect(getCalendarView).toHaveBeenCalledTimes(2);
  });

  test('in Japanese: the select and its hints', async () => {
    const user = userEvent.setup();
    await renderConsolePage(<NewBookingPage />, {
      adminApi: fakeAdminApi({ getCalendarView: async ({ from }) => dayView(from), listTeachers }),
      path: '/admin/new-booking',
      user: { ...OWNER_USER, console_language: 'ja' },
    });
    const select = screen.getByRole('combobox', { name: '講師' });
    expect(select).toHaveTextContent('指名なし');
    expect(
      screen.getByText('レッスンの全時間に空いている講師のうち、その週のレッスン数が最も少ない講師を自動で割り当てます。'),
    ).toBeInTheDocument();
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Tanaka Yui' }));
    expect(screen.getByText('お客様が指名した講師です。枠にはこの講師の空き状況が表示されます。')).toBeInTheDocument();
  });

  test('a school without teachers: no Teacher select, and nothing about teachers in the dialog', async () => {
    const user = userEvent.setup();
    await openForm({ listTeachers: async () => ({ teachers: [] }) });
    expect(screen.queryByRole('combobox', { name: 'Teacher' })).toBeNull();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Take the booking' }));
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/teacher/i);
  });
});

test('the clerk finds Sato Yuki by her phone number however she says it: her details fill the form and the booking joins her record', async () => {
  const user = userEvent.setup();
  const listCustomers = jest.fn(async () => ({ items: [satoRow], total: 1, page: 1, page_size: 25 }));
  const createBooking = jest.fn(async () => ({ detail: 'Booking confirmed: paid on site.', booking_id: 43 }));
  await openForm({ listCustomers, getCustomer: async () => sato, createBooking });
  const search = screen.getByRole('combobox', { name: 'Customer who came before' });
  await user.click(search);
  await user.paste('09012345678');
  await act(() => new Promise((r) => setTimeout(r, 350)));
  expect(listCustomers).toHaveBeenCalledTimes(1);
  expect(listCustomers).toHaveBeenCalledWith({ q: '09012345678' });
  await user.click(await screen.findByRole('option', { name: 'Sato Yuki · yuki.sato@example.com · 090-1234-5678' }));
  await act(flush);
  expect(screen.getByRole('status')).toHaveTextContent('For Sato Yuki, a customer who came before');
  expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Sato Yuki');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('yuki.sato@example.com');
  expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('090-1234-5678');
  // her latest booking was in English
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
  for (const time of ['11:00-11:30', '11:30-12:00', '12:00-12:30', '12:30-13:00']) {
    await user.click(screen.getByRole('checkbox', { name: `${time} · 1 free` }));
  }
  await user.click(screen.getByRole('radio', { name: 'Pay at the lesson (nothing is taken now)' }));
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Book it' }));
  await act(flush);
  expect(createBooking).toHaveBeenCalledWith(expect.objectContaining({ user_name: 'Sato Yuki', language: 'en', customer_id: 3 }));
});

test('the language to learn is sent as the lesson language when the desk chooses one', async () => {
  const user = userEvent.setup();
  const createBooking = jest.fn(async () => ({ detail: 'Booked.', booking_id: 44 }));
  await openForm({ createBooking });
  await fillIn(user);
  await user.click(screen.getByRole('combobox', { name: 'Language to learn' }));
  await user.click(screen.getByRole('option', { name: 'Japanese' }));
  await user.click(screen.getByRole('button', { name: 'Take the booking' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Book it' }));
  await act(flush);
  expect(createBooking).toHaveBeenCalledWith(expect.objectContaining({ lesson_language: 'ja', payment: 'at_lesson' }));
});
