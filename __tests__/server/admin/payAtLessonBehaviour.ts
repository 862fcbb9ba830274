import { CASH_NOT_BY_PHONE } from '../../../src/shared/admin/bookings';
import type { TodayView } from '../../../src/shared/admin/today';
import { adminCall } from './adminKit';
import { phoneBooking, staffBookCall, staffCancelCall, type WriteWorld } from './adminBookingsWriteKit';
import { bookingShown, FRIDAY, slotsAt } from '../booking/bookingMoveBehaviour';
import { payWithCard } from '../booking/bookingTestKit';

// A desk or phone booking paid at the lesson (issue 39, point 1): booked and Confirmed with nothing received, its
// price shown as due until the clerk takes it (in cash, or by a card link), never counted as money before that.
// Written once and run on PGlite (payAtLesson.test.ts) and on a real PostgreSQL server (payAtLessonPostgres.test.ts).

const money = (w: WriteWorld, id: number) =>
  w.db
    .query<{ received_cash: number; received_card: number; owed_yen: number; due_at_lesson_yen: number; refundable_yen: number }>(
      'select received_cash, received_card, owed_yen, due_at_lesson_yen, refundable_yen from booking_money where booking_id = $1',
      [id],
    )
    .then((r) => r[0]);
const todayOn = async (w: WriteWorld, date: string) =>
  (await adminCall(w.app, 'GET', `/admin/today?date=${date}`, w.staff)).json<TodayView>();
const mailsTo = (w: WriteWorld, id: number) =>
  w.db.query<{ subject: string; text_body: string }>(
    `select subject, text_body from mail_outbox where booking_id = $1 and to_address = 'kenji@example.com' order by id`,
    [id],
  );
const linkIn = (text: string) => /(https?:\/\/\S+\/test-checkout\/tcs_[\w-]+)/.exec(text)![1];
const audits = (w: WriteWorld, id: number) =>
  w.db
    .query<{ action: string }>('select action from audit_log where booking_id = $1 order by id', [id])
    .then((r) => r.map((a) => a.action));

/** Kenji's phone booking of Friday's first 4 timeslots (¥6,000), to be paid at the lesson. */
async function bookedAtLesson(w: WriteWorld): Promise<number> {
  const res = await staffBookCall(w, phoneBooking(await slotsAt(w, 0, 4), 'at_lesson', FRIDAY));
  expect(res.statusCode).toBe(201);
  return res.json().booking_id;
}

export function payAtLessonBehaviour(start: () => Promise<WriteWorld>) {
  test('paid at the lesson: Confirmed, nothing received, due on Today and the booking; the mail asks for the price', async () => {
    const w = await start();
    const id = await bookedAtLesson(w);
    const shown = await bookingShown(w, id);
    expect(shown).toMatchObject({ status: 'Confirmed', total_amount: 6000, paid_yen: 0, paid_at: null, cash_owed_yen: 0 });
    expect(shown.differences).toEqual([expect.objectContaining({ kind: 'charge', reason: 'lesson', amount: 6000, state: 'owed' })]);
    expect(await money(w, id)).toEqual({ received_cash: 0, received_card: 0, owed_yen: 6000, due_at_lesson_yen: 6000, refundable_yen: 0 });
    const day = await todayOn(w, FRIDAY);
    expect(day.bookings.map((b) => [b.id, b.payment, b.due_yen])).toEqual([[id, 'due', 6000]]);
    expect(day.summary.cash_taken).toBe(0);
    const [confirmation] = await mailsTo(w, id);
    expect(confirmation.text_body).toContain('受講料6,000円は、レッスン当日の開始前にスクールの受付でお支払いください');
    expect(confirmation.text_body).not.toContain('お支払いを確認いたしました');
    // the customer's page asks for the price at the lesson
    const [{ ref }] = await w.db.query<{ ref: string }>('select reference_id as ref from bookings where id = $1', [id]);
    const view = (await w.app.inject({ method: 'GET', url: `/api/public/view-booking/${ref}/${id}` })).json();
    expect(view).toMatchObject({ difference_owed: { amount: 6000, pay_url: null, at_lesson: true } });
    expect(view.payment_method).toBeUndefined();
    // no receipt for money not received
    expect((await adminCall(w.app, 'GET', `/admin/bookings/${id}/receipt`, w.staff)).statusCode).toBe(404);
  });

  test('cash is never recorded over the phone, and the desk must say how it is paid (no default)', async () => {
    const w = await start();
    const ids = await slotsAt(w, 0, 4);
    const byPhone = await staffBookCall(w, { ...phoneBooking(ids, 'at_lesson', FRIDAY), payment: 'cash' });
    expect([byPhone.statusCode, byPhone.json().detail]).toEqual([400, expect.stringContaining(CASH_NOT_BY_PHONE)]);
    const { payment: _none, ...noPayment } = phoneBooking(ids, 'at_lesson', FRIDAY);
    expect((await staffBookCall(w, { ...noPayment, source: 'desk' })).statusCode).toBe(400);
    expect(await w.db.query('select id from bookings')).toEqual([]);
  });

  test('taken in cash when the student arrives: received from then on, audited, refundable, on the receipt', async () => {
    const w = await start();
    const id = await bookedAtLesson(w);
    const taken = await adminCall(w.app, 'POST', `/admin/bookings/${id}/difference/cash`, w.staff);
    expect(taken.statusCode).toBe(200);
    expect(await money(w, id)).toEqual({ received_cash: 6000, received_card: 0, owed_yen: 0, due_at_lesson_yen: 0, refundable_yen: 6000 });
    expect(await bookingShown(w, id)).toMatchObject({ paid_yen: 6000, paid_at: expect.any(String) });
    expect((await todayOn(w, FRIDAY)).bookings[0]).toMatchObject({ payment: 'paid', due_yen: 0 });
    expect(await audits(w, id)).toEqual(['booking.created_by_staff', 'booking.payment_taken']);
    expect((await adminCall(w.app, 'GET', `/admin/bookings/${id}/receipt`, w.staff)).body).toContain('¥6,000');
    // taking it twice takes nothing
    expect((await adminCall(w.app, 'POST', `/admin/bookings/${id}/difference/cash`, w.staff)).statusCode).toBe(409);
    expect((await money(w, id)).received_cash).toBe(6000);
  });

  test('two clerks taking the same payment together: it is taken once', async () => {
    const w = await start();
    const id = await bookedAtLesson(w);
    const both = await Promise.all([1, 2].map(() => adminCall(w.app, 'POST', `/admin/bookings/${id}/difference/cash`, w.staff)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await money(w, id)).received_cash).toBe(6000);
    expect((await audits(w, id)).filter((a) => a === 'booking.payment_taken')).toHaveLength(1);
  });

  test('paid by its card link: received by card; a cancel refunds it to that card', async () => {
    const w = await start();
    const id = await bookedAtLesson(w);
    expect((await adminCall(w.app, 'POST', `/admin/bookings/${id}/difference/link`, w.staff)).statusCode).toBe(200);
    const linkMail = (await mailsTo(w, id)).at(-1)!;
    expect(linkMail.subject).toContain('受講料のお支払いのご案内');
    expect((await payWithCard(w.app, linkIn(linkMail.text_body))).statusCode).toBe(303);
    expect(await money(w, id)).toEqual({ received_cash: 0, received_card: 6000, owed_yen: 0, due_at_lesson_yen: 0, refundable_yen: 6000 });
    expect((await staffCancelCall(w, id, { refund: 'full' })).statusCode).toBe(200);
    const [refund] = await w.db.query<{ refunded_amount: number }>(
      'select refunded_amount from test_checkout_sessions where booking_id = $1',
      [id],
    );
    expect(refund.refunded_amount).toBe(6000);
  });

  test('canceled before it was paid: nothing refunded, nothing owed back, the price kept as it was', async () => {
    const w = await start();
    const id = await bookedAtLesson(w);
    const canceled = await staffCancelCall(w, id, { refund: 'full' });
    expect([canceled.statusCode, canceled.json().detail]).toEqual([200, 'Booking canceled. Nothing was paid, so nothing is refunded.']);
    expect(await bookingShown(w, id)).toMatchObject({ status: 'Canceled', total_amount: 6000, cash_owed_yen: 0, refund_amount: null });
    expect(await money(w, id)).toEqual({ received_cash: 0, received_card: 0, owed_yen: 0, due_at_lesson_yen: 0, refundable_yen: 0 });
    expect((await todayOn(w, FRIDAY)).bookings).toEqual([]);
  });
}
