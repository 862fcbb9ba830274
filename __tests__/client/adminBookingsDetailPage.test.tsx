/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import { ALREADY_CANCELED, ATTENDANCE_NOT_CONFIRMED, NO_LINK_YET } from '../../src/shared/admin/bookingWords';
import { BookingDetailPage } from '../../src/client/features/admin/bookings/pages/BookingDetailPage';
import { REASSIGN_NOT_FREE } from '../../src/shared/admin/teachers';
import { flush, kim, kimRefunded, kimWithTeacher, listTeachers } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi, OWNER_USER } from './adminTestStore';

jest.setTimeout(60_000);

const openBooking = (over: Partial<AdminApi>, user = OWNER_USER) =>
  renderConsolePage(<BookingDetailPage />, {
    adminApi: fakeAdminApi(over),
    path: '/admin/bookings/7',
    route: '/admin/bookings/:bookingId',
    user,
  });

test('the page shows what the visitor gave, the class, the payment and its ids, the emails and the history', async () => {
  await openBooking({ getBooking: async () => kim });
  expect(screen.getByRole('heading', { level: 1, name: 'Booking GT-2227' })).toBeInTheDocument();
  const customer = screen.getByRole('region', { name: 'Customer' });
  for (const text of ['Guest Kim', 'kim@example.com', '+81 90-1234-5678', 'English', 'Europe/Berlin']) {
    expect(within(customer).getByText(text)).toBeInTheDocument();
  }
  const klass = screen.getByRole('region', { name: 'Class' });
  expect(within(klass).getByText(/^Thu,? 1 May 2031$/)).toBeInTheDocument();
  expect(within(klass).getByText('10:00-12:00 Japan time')).toBeInTheDocument();
  const payment = screen.getByRole('region', { name: 'Payment' });
  for (const text of ['¥6,000', '¥545', 'Stripe', 'pi_test_456']) expect(within(payment).getByText(text)).toBeInTheDocument();
  expect(within(payment).queryByText('Checkout session')).toBeNull(); // it would open the customer's receipt, and so their link
  expect(within(payment).getByText('Sales tax (10%)')).toBeInTheDocument();
  expect(within(payment).getByRole('link', { name: 'Open the receipt' })).toHaveAttribute('href', 'https://pay.example/receipt/1');
  const emails = screen.getByRole('region', { name: 'Emails sent' });
  expect(within(emails).getByText('Your booking is confirmed')).toBeInTheDocument();
  expect(within(emails).getByText(/To kim@example.com · Sent/)).toBeInTheDocument();
  const history = screen.getByRole('region', { name: 'History' });
  expect(within(history).getByText('Booking paid')).toBeInTheDocument();
  expect(within(history).getByText('Status: Pending → Confirmed')).toBeInTheDocument();
  // No link to the customer's own booking page (their cancel link), no reference anywhere
  expect(screen.queryByRole('link', { name: "The visitor's booking page" })).toBeNull();
  expect(document.body.textContent).not.toMatch(/view-booking|REF/);
  // a future class: no attendance yet
  expect(screen.queryByRole('button', { name: 'Attended' })).toBeNull();
});

test('a partial refund: 0 and the full amount are refused in the dialog, half is refunded and the answer shown', async () => {
  const user = userEvent.setup();
  const getBooking = jest.fn().mockResolvedValueOnce(kim).mockResolvedValueOnce(kimRefunded);
  const cancelBooking = jest.fn(async () => ({
    detail: "Booking canceled. ¥3,000 is being refunded to the customer's card.",
    booking_id: 7,
  }));
  await openBooking({ getBooking, cancelBooking });
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel booking GT-2227?' });
  expect(within(dialog).getByRole('radio', { name: 'Full refund (¥6,000)' })).toBeChecked();
  expect(dialog).toHaveTextContent('¥6,000, all of it, will be refunded');
  await user.click(within(dialog).getByRole('radio', { name: 'Partial refund' }));
  expect(dialog).toHaveTextContent('The amount you enter below, out of the ¥6,000 paid, will be refunded to the card it was paid with.');
  const amount = within(dialog).getByRole('textbox', { name: 'Refund amount in yen' });

  await user.type(amount, '0');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund part' }));
  expect(within(dialog).getByText('The amount must be more than ¥0.')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '6000');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund part' }));
  expect(within(dialog).getByText(/A partial refund is less than the total \(¥6,000\)/)).toBeInTheDocument();
  expect(cancelBooking).not.toHaveBeenCalled();

  await user.clear(amount);
  await user.type(amount, '3000');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Half, as agreed');
  // the refund first and plainly, then what it is part of
  expect(dialog).toHaveTextContent('¥3,000 of the ¥6,000 paid will be refunded to the card it was paid with.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund ¥3,000' }));
  await act(flush);
  // The cancel says what the clerk decided on, as the page showed it
  expect(cancelBooking).toHaveBeenCalledWith('7', {
    decided_on: { status: 'Confirmed', paid_yen: 6000 },
    refund: 'partial',
    amount: 3000,
    reason: 'Half, as agreed',
  });
  // (the dialog's closing transition hides the page from the accessibility tree for a moment)
  expect(await screen.findByRole('status')).toHaveTextContent("Booking canceled. ¥3,000 is being refunded to the customer's card.");
  // the refund line gives the amount refunded, marked as part of the payment, never the whole
  const payment = within(screen.getByRole('region', { name: 'Payment' }));
  expect(payment.getByText(/^¥3,000 refunded .* \(a partial refund\)$/)).toBeInTheDocument();
  expect(payment.queryByText(/¥6,000 refunded/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
});

test('a refund someone else already made (409) is shown as a warning with the booking as it is now', async () => {
  const user = userEvent.setup();
  const getBooking = jest.fn().mockResolvedValueOnce(kim).mockResolvedValueOnce(kimRefunded);
  const cancelBooking = () => Promise.reject(new ApiError(409, ALREADY_CANCELED));
  await openBooking({ getBooking, cancelBooking });
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel and refund ¥6,000' }));
  await act(flush);
  expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_CANCELED);
  expect(screen.getAllByText('Canceled').length).toBeGreaterThan(0);
});

test('an unpaid (Pending) booking can only be canceled without a refund, decided on "Pending, nothing paid"', async () => {
  const user = userEvent.setup();
  const detail = 'This booking changed after you opened it: it is now Confirmed, with ¥6,000 paid.';
  const cancelBooking = jest.fn(() => Promise.reject(new ApiError(409, detail)));
  const pending = { ...kim, status: 'Pending' as const, paid_at: null, payment_ref: null, paid_yen: 0 };
  await openBooking({ getBooking: jest.fn().mockResolvedValueOnce(pending).mockResolvedValueOnce(kim), cancelBooking });
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('radio', { name: 'No refund' })).toBeChecked();
  // nothing was paid: all of it is ¥0, not the price of the hold
  expect(within(dialog).getByRole('radio', { name: 'Full refund (¥0)' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel without refund' }));
  await act(flush);
  expect(cancelBooking).toHaveBeenCalledWith('7', { decided_on: { status: 'Pending', paid_yen: 0 }, refund: 'none' });
  // paid meanwhile: said so and the booking reloaded as it is now (paid, still cancellable with a refund)
  // (an English console shows the server's own words; the others their own, see the Japanese test)
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This booking changed after you opened it: it is now Confirmed, with ¥6,000 paid.',
  );
  expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
});

test("a class that has taken place is marked attended; the server's refusal is shown", async () => {
  const user = userEvent.setup();
  const past = { ...kim, booking_date: '2026-01-10' };
  const getBooking = jest
    .fn()
    .mockResolvedValueOnce(past)
    .mockResolvedValueOnce({ ...past, attendance: 'attended' });
  const setAttendance = jest
    .fn()
    .mockResolvedValueOnce({ detail: 'Marked as attended.', booking_id: 7 })
    .mockRejectedValueOnce(new ApiError(409, ATTENDANCE_NOT_CONFIRMED));
  await openBooking({ getBooking, setAttendance });
  expect(screen.getByRole('group', { name: 'Attendance: Not marked' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Attended' }));
  await act(flush);
  expect(setAttendance).toHaveBeenCalledWith('7', { attendance: 'attended' });
  expect(screen.getByRole('status')).toHaveTextContent('Marked as attended.');
  await user.click(screen.getByRole('button', { name: 'Clear attendance' }));
  await act(flush);
  expect(screen.getByRole('alert')).toHaveTextContent(ATTENDANCE_NOT_CONFIRMED);
});

test("resend the customer's link: asked first, emailed by the server, the answer shown and the booking reloaded", async () => {
  const user = userEvent.setup();
  const getBooking = jest.fn(async () => kim);
  const resendCustomerLink = jest
    .fn()
    .mockResolvedValueOnce({ detail: 'The booking link was emailed to kim@example.com.', booking_id: 7 })
    .mockRejectedValueOnce(new ApiError(409, NO_LINK_YET));
  const { prompts } = await openBooking({ getBooking, resendCustomerLink });
  const button = screen.getByRole('button', { name: "Resend the customer's link" });
  await user.click(button);
  await act(flush);
  expect(prompts).toEqual(['Email Guest Kim (kim@example.com) the link to their booking again?']);
  expect(resendCustomerLink).toHaveBeenCalledWith('7');
  expect(screen.getByRole('status')).toHaveTextContent('The booking link was emailed to kim@example.com.');
  expect(getBooking).toHaveBeenCalledTimes(2); // the email and the history entry show
  await user.click(button);
  await act(flush);
  expect(screen.getByRole('alert')).toHaveTextContent(NO_LINK_YET);
});

test("resend the customer's link: nothing is sent when staff say no to the confirmation", async () => {
  const user = userEvent.setup();
  const resendCustomerLink = jest.fn();
  renderConsolePage(<BookingDetailPage />, {
    adminApi: fakeAdminApi({ getBooking: async () => kim, resendCustomerLink }),
    path: '/admin/bookings/7',
    route: '/admin/bookings/:bookingId',
    confirmAnswer: false,
  });
  await user.click(await screen.findByRole('button', { name: "Resend the customer's link" }));
  await act(flush);
  expect(resendCustomerLink).not.toHaveBeenCalled();
});

test('a cash booking has a printable receipt, a cash refund owed is "owed" with its action, its cancel says cash', async () => {
  const user = userEvent.setup();
  const cash = { ...kim, provider: 'cash', payment_ref: null, receipt_url: null };
  const owed = {
    ...cash,
    status: 'Canceled' as const,
    paid_yen: 0,
    refund_amount: 6000,
    refund_requested_at: '2031-04-21T01:00:00Z',
    cash_owed_yen: 6000,
  };
  const markCashRefunded = jest.fn(async () => ({ detail: '¥6,000 is recorded as paid back in cash at the desk.', booking_id: 7 }));
  const getBooking = jest
    .fn()
    .mockResolvedValueOnce(owed)
    .mockResolvedValueOnce({ ...owed, refunded_at: '2031-04-22T01:00:00Z', cash_owed_yen: 0 });
  await openBooking({ getBooking, markCashRefunded });
  const payment = screen.getByRole('region', { name: 'Payment' });
  expect(within(payment).getByRole('link', { name: 'Printable receipt (領収書)' })).toHaveAttribute(
    'href',
    '/api/admin/bookings/7/receipt',
  );
  expect(within(payment).getByText('¥6,000 owed: to be paid back in cash at the desk')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mark the cash refund as paid back' }));
  await act(flush);
  expect(markCashRefunded).toHaveBeenCalledWith('7');
  expect(screen.getByRole('status')).toHaveTextContent('¥6,000 is recorded as paid back in cash at the desk.');
  expect(within(screen.getByRole('region', { name: 'Payment' })).getByText(/¥6,000 paid back in cash/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark the cash refund as paid back' })).toBeNull();
});

test('the cancel dialog of a cash booking promises the refund in cash at the desk, not to a card', async () => {
  const user = userEvent.setup();
  await openBooking({ getBooking: async () => ({ ...kim, provider: 'cash', payment_ref: null, receipt_url: null }) });
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent("¥6,000, all of it, will be paid back in cash at the school's desk.");
  expect(dialog).not.toHaveTextContent('card');
});

test("a move's difference still owed is not offered back: the cancel dialog says what was paid (paid_yen), as the server refunds it", async () => {
  const user = userEvent.setup();
  // ¥6,000 paid by card, moved to six timeslots (¥9,000): the ¥3,000 link is unpaid
  const owed = {
    id: 1,
    kind: 'charge',
    method: 'card',
    amount: 3000,
    reason: 'move',
    state: 'owed',
    link_expires_at: null,
    created_at: kim.created_at,
  } as const;
  const cancelBooking = jest.fn();
  await openBooking({ getBooking: async () => ({ ...kim, total_amount: 9000, paid_yen: 6000, differences: [owed] }), cancelBooking });
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('radio', { name: 'Full refund (¥6,000)' })).toBeChecked();
  expect(dialog).toHaveTextContent('¥6,000, all of it, will be refunded to the card it was paid with.');
  expect(within(dialog).getByRole('button', { name: 'Cancel and refund ¥6,000' })).toBeInTheDocument();
  // a part of it is less than what was paid, not than the price
  await user.click(within(dialog).getByRole('radio', { name: 'Partial refund' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Refund amount in yen' }), '7000');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund part' }));
  expect(within(dialog).getByText(/A partial refund is less than the total \(¥6,000\)/)).toBeInTheDocument();
  expect(cancelBooking).not.toHaveBeenCalled();
});

test('in Japanese: the booking, its dates, yen and statuses, the cancel dialog, the question asked and the outcome', async () => {
  const user = userEvent.setup();
  const past = { ...kim, booking_date: '2026-01-10', provider: 'cash', receipt_url: null };
  const getBooking = jest
    .fn()
    .mockResolvedValueOnce(past)
    .mockResolvedValueOnce(past)
    .mockResolvedValue({ ...past, status: 'Canceled', refund_amount: 6000, refunded_at: '2026-01-11T07:00:00Z' });
  const cancelBooking = jest.fn(async () => ({ detail: 'Booking canceled.', booking_id: 7 }));
  const resendCustomerLink = jest.fn(async () => ({ detail: 'The booking link was emailed.', booking_id: 7 }));
  const { prompts } = await openBooking({ getBooking, cancelBooking, resendCustomerLink }, { ...OWNER_USER, console_language: 'ja' });
  expect(screen.getByRole('heading', { level: 1, name: '予約 GT-2227' })).toBeInTheDocument();
  const customer = screen.getByRole('region', { name: 'お客様' });
  expect(within(customer).getByText('英語')).toBeInTheDocument();
  expect(within(customer).getByText('Guest Kim')).toBeInTheDocument(); // customer data as it is
  const klass = screen.getByRole('region', { name: 'レッスン' });
  expect(within(klass).getByText('2026年1月10日(土)')).toBeInTheDocument();
  expect(within(klass).getByText('10:00-12:00（日本時間）')).toBeInTheDocument();
  expect(within(klass).getByText('未記録')).toBeInTheDocument();
  const payment = screen.getByRole('region', { name: 'お支払い' });
  expect(within(payment).getByText('合計（税込）')).toBeInTheDocument();
  expect(within(payment).getByText('￥6,000')).toBeInTheDocument();
  expect(within(payment).getByText('消費税（10%）')).toBeInTheDocument();
  expect(within(payment).getByText(/^2031年4月\d+日\([月火水木金土日]\) \d\d:\d\d$/)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: /^出欠：\s*未記録$/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '無断欠席' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'お客様に予約リンクを再送信' }));
  await act(flush);
  expect(prompts).toEqual(['Guest Kim様（kim@example.com）に予約のリンクを再送信しますか？']);
  expect(screen.getByRole('status')).toHaveTextContent('予約のリンクをkim@example.comに送信しました。');

  await user.click(screen.getByRole('button', { name: '予約を取り消す' }));
  const dialog = screen.getByRole('dialog', { name: '予約 GT-2227 を取り消しますか？' });
  expect(within(dialog).getByRole('radio', { name: '全額返金（￥6,000）' })).toBeChecked();
  expect(dialog).toHaveTextContent('予約 GT-2227（1月10日(土) 10:00-12:00、日本時間）を取り消します。');
  expect(dialog).toHaveTextContent('￥6,000の全額を受付で現金にて返金します。');
  await user.click(within(dialog).getByRole('button', { name: '取り消して￥6,000を返金' }));
  await act(flush);
  expect(await screen.findByRole('status')).toHaveTextContent('予約を取り消しました。￥6,000を受付で現金にて返金済みとして記録しました。');
  expect(
    within(screen.getByRole('region', { name: 'お支払い' })).getByText(/^￥6,000を現金で返金済み（2026年1月11日\(日\) 16:00）$/),
  ).toBeInTheDocument();
  expect(screen.getAllByText('取り消し済み').length).toBeGreaterThan(0);
  expect(within(screen.getByRole('region', { name: '変更履歴' })).getByText('ステータス：支払い待ち → 確定')).toBeInTheDocument();
  for (const english of ['Booking GT-2227', 'Customer', 'Payment', 'Cancel booking', 'Not marked', 'Japan time', 'Sales tax']) {
    expect(screen.queryByText(english, { exact: false })).toBeNull();
  }
});

test('a walk-in who gave only a name: the page says "no email", and nothing to resend works (the reason is given)', async () => {
  await openBooking({ getBooking: async () => ({ ...kim, user_email: null, source: 'desk' as const, emails: [] }) });
  const customer = screen.getByRole('region', { name: 'Customer' });
  expect(within(customer).getByText('No email')).toBeInTheDocument();
  const resend = screen.queryAllByRole('button', { name: /resend/i });
  expect(resend.filter((b) => !(b as HTMLButtonElement).disabled)).toEqual([]);
  expect(resend.map((b) => b.textContent)).toEqual(['Resend confirmation']);
});

test('in Japanese: a walk-in without an email is shown as such', async () => {
  await openBooking(
    { getBooking: async () => ({ ...kim, user_email: null, source: 'desk' as const, emails: [] }) },
    {
      ...OWNER_USER,
      console_language: 'ja',
    },
  );
  expect(within(screen.getByRole('region', { name: 'お客様' })).getByText('メールなし')).toBeInTheDocument();
});

describe('the teacher of the class', () => {
  /** Kim's booking after staff gave it to Sam Lee: its history records the change. */
  const movedToSam = {
    ...kimWithTeacher,
    teacher: { id: 2, name: 'Sam Lee', assignment: 'staff' as const },
    history: [
      ...kimWithTeacher.history,
      {
        id: 12,
        at: '2031-04-22T02:00:00Z',
        actor_email: 'owner@school.example',
        action: 'booking.teacher_changed',
        target_type: 'booking',
        target_id: '7',
        booking_id: 7,
        before: { teacher_id: 1, teacher_name: 'Tanaka Yui' },
        after: { teacher_id: 2, teacher_name: 'Sam Lee' },
      },
    ],
  };

  test('the page says who teaches and how they were chosen; Change teacher asks, then gives the class to another', async () => {
    const user = userEvent.setup();
    const getBooking = jest.fn().mockResolvedValueOnce(kimWithTeacher).mockResolvedValueOnce(movedToSam);
    const reassignTeacher = jest.fn(async () => ({ detail: 'The class is now taught by Sam Lee.', booking_id: 7 }));
    await openBooking({ getBooking, reassignTeacher, listTeachers });
    const klass = screen.getByRole('region', { name: 'Class' });
    expect(within(klass).getByText('Tanaka Yui')).toBeInTheDocument();
    expect(within(klass).getByText('How the teacher was chosen')).toBeInTheDocument();
    expect(within(klass).getByText('Assigned automatically: fewest classes that week')).toBeInTheDocument();

    await user.click(within(klass).getByRole('button', { name: 'Change teacher' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the teacher of booking GT-2227' });
    expect(dialog).toHaveTextContent("Guest Kim's class on Thu 1 May, 10:00-12:00 (Japan time). Its teacher now: Tanaka Yui.");
    const choices = within(dialog).getByRole('radiogroup', { name: 'New teacher' });
    // the active teachers only (a retired one cannot take a class); the class's own teacher is not a choice
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Tanaka Yui (teaches it now)', 'Sam Lee']);
    expect(within(choices).getByRole('radio', { name: 'Tanaka Yui (teaches it now)' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Choose a teacher first' })).toBeDisabled();
    await user.click(within(choices).getByRole('radio', { name: 'Sam Lee' }));
    expect(dialog).toHaveTextContent('Sam Lee will teach this class, if free for its whole time.');
    expect(reassignTeacher).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Give the class to Sam Lee' }));
    await act(flush);
    expect(reassignTeacher).toHaveBeenCalledWith('7', { teacher_id: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Sam Lee now teaches this class.');
    expect(within(klass).getByText('Sam Lee')).toBeInTheDocument();
    expect(within(klass).getByText('Assigned by staff')).toBeInTheDocument();
    // the history says what changed, by name (the ids say nothing to a person)
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Teacher changed')).toBeInTheDocument();
    expect(within(history).getByText('Teacher: Tanaka Yui → Sam Lee')).toBeInTheDocument();
    expect(history).not.toHaveTextContent(/teacher id/i);
  });

  test("a teacher not free for the whole booking (409): the server's words in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    const getBooking = jest.fn(async () => kimWithTeacher);
    const reassignTeacher = jest.fn(() => Promise.reject(new ApiError(409, REASSIGN_NOT_FREE)));
    await openBooking({ getBooking, reassignTeacher, listTeachers });
    await user.click(screen.getByRole('button', { name: 'Change teacher' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Sam Lee' }));
    await user.click(within(dialog).getByRole('button', { name: 'Give the class to Sam Lee' }));
    await act(flush);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REASSIGN_NOT_FREE);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(getBooking).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the teacher' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Class' })).getByText('Tanaka Yui')).toBeInTheDocument();
  });

  test('in Japanese: how the teacher was chosen, the dialog and a refusal in Japanese', async () => {
    const user = userEvent.setup();
    const chosen = { ...kimWithTeacher, teacher: { id: 1, name: 'Tanaka Yui', assignment: 'chosen' as const } };
    const reassignTeacher = jest.fn(() => Promise.reject(new ApiError(409, REASSIGN_NOT_FREE)));
    await renderConsolePage(<BookingDetailPage />, {
      adminApi: fakeAdminApi({ getBooking: async () => chosen, reassignTeacher, listTeachers }),
      path: '/admin/bookings/7',
      route: '/admin/bookings/:bookingId',
      user: { ...OWNER_USER, console_language: 'ja' },
    });
    expect(screen.getByText('講師の決め方')).toBeInTheDocument();
    expect(screen.getByText('お客様が指名')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '講師を変更' }));
    const dialog = screen.getByRole('dialog', { name: '予約GT-2227の講師を変更' });
    await user.click(within(dialog).getByRole('radio', { name: 'Sam Lee' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sam Leeに変更する' }));
    await act(flush);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('その講師は予約の全時間には空いていません。');
    expect(dialog).not.toHaveTextContent(REASSIGN_NOT_FREE);
  });

  test('a class given its teacher when teachers were added, or a canceled one: said so, and no Change teacher on a canceled class', async () => {
    const canceled = {
      ...kimRefunded,
      teacher: { id: 1, name: 'Tanaka Yui', assignment: 'existing' as const },
    };
    await openBooking({ getBooking: async () => canceled, listTeachers });
    expect(screen.getByText('Assigned when teachers were added')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change teacher' })).toBeNull();
  });

  test('a school without teachers: no teacher line and no Change teacher', async () => {
    await openBooking({ getBooking: async () => kim, listTeachers: async () => ({ teachers: [] }) });
    expect(screen.getByRole('region', { name: 'Class' })).not.toHaveTextContent(/teacher/i);
    expect(screen.queryByRole('button', { name: 'Change teacher' })).toBeNull();
  });
});
