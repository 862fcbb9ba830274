import { completeCheckout, payRefunds } from '../../../src/server/booking/paymentLifecycle';
import {
  MOVE_DIFFERENCE_NEEDED,
  MOVE_DIFFERENCE_OWED,
  MOVE_LINK_NEEDS_EMAIL,
  MOVE_NO_CARD_TO_REFUND,
  NO_DIFFERENCE_OWED,
} from '../../../src/shared/admin/move';
import { adminCall, laterLoggedInAgain } from '../admin/adminKit';
import { phoneBooking, staffBookCall, staffCancelCall, visitorPaid, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { bookingShown, FRIDAY, moveCall, slotsAt } from './bookingMoveBehaviour';
import { payWithCard, seatsFree, timeslots } from './bookingTestKit';

// A move to another number of timeslots of a booking paid by card: a longer time's difference is paid by a payment
// link of its own (or in cash at the desk), a shorter time's goes back to the card (or in cash); a cancel afterwards
// refunds every payment the booking had, each the way it was paid, once.
// Written once and run on PGlite (moveDifference.test.ts) and on a real PostgreSQL server (moveDifferencePostgres.test.ts).

const friday = (w: WriteWorld, from: number, n: number) => slotsAt(w, from, n);
const detail = bookingShown;
/** What the built-in test checkout's sessions took and gave back: the booking's own payment first. */
const sessions = (w: WriteWorld, id: number) =>
  w.db.query<{ amount: number; status: string; refunded_amount: number }>(
    'select amount, status, refunded_amount from test_checkout_sessions where booking_id = $1 order by created_at, id',
    [id],
  );
const mailsTo = (w: WriteWorld, id: number) =>
  w.db.query<{ subject: string; text_body: string }>(
    `select subject, text_body from mail_outbox where booking_id = $1 and to_address = 'guest@example.com' order by id`,
    [id],
  );
const linkIn = (text: string) => /(https?:\/\/\S+\/test-checkout\/tcs_[\w-]+)/.exec(text)![1];

/** A guest's 4-timeslot booking paid by card, moved by staff to Friday's first 6 with a link for the difference. */
async function extendedByLink(w: WriteWorld) {
  const booked = await visitorPaid(w);
  expect((await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: await friday(w, 0, 6), difference: 'card' })).statusCode).toBe(
    200,
  );
  return { booked, link: linkIn((await mailsTo(w, booked.id)).at(-1)!.text_body) };
}

export function moveDifferenceBehaviour(start: () => Promise<WriteWorld>) {
  test('a card booking moves to a longer time: the difference is paid by its own link, and a cancel then refunds both payments', async () => {
    const w = await start();
    const booked = await visitorPaid(w); // 4 timeslots, ¥6,000 by card
    const longer = await friday(w, 0, 6);
    const needed = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: longer });
    expect([needed.statusCode, needed.json().detail]).toEqual([400, MOVE_DIFFERENCE_NEEDED]);

    const moved = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: longer, difference: 'card' });
    expect([moved.statusCode, moved.json().detail]).toEqual([
      200,
      'Booking moved to 2026-11-27 10:00-13:00. ¥3,000 more is owed: the customer was emailed a link to pay it by card. The customer was emailed the new time at guest@example.com.',
    ]);
    expect(await seatsFree(w.db, longer)).toEqual([0, 0, 0, 0, 0, 0]);
    const [, movedMail, linkMail] = await mailsTo(w, booked.id);
    expect(movedMail.text_body).toContain('The new time costs ¥3,000 more: we are sending you a link to pay it in a separate email.');
    // the amount asked, in the subject as in the body (issue 39, point 13)
    expect(linkMail.subject).toMatch(/^Pay the difference of ¥3,000 for your trial class on .*27.* \(GT-\w+\)$/);
    expect(linkMail.text_body).toContain('Your booking moved to a longer time, which costs ¥3,000 more.');
    let shown = await detail(w, booked.id);
    expect(shown).toMatchObject({ total_amount: 9000, paid_yen: 6000 });
    expect(shown.differences).toEqual([
      expect.objectContaining({
        kind: 'charge',
        method: 'card',
        amount: 3000,
        reason: 'move',
        state: 'owed',
        link_expires_at: expect.any(String),
      }),
    ]);

    // the numbers count what was received: not the difference still owed
    const week = async () =>
      (await adminCall(w.app, 'GET', `/admin/numbers?from=${FRIDAY}&to=${FRIDAY}`, w.staff)).json().totals.gross_revenue;
    expect(await week()).toBe(6000);
    // the customer's booking page says what is still to pay, with the link they were emailed
    const view = async () => (await w.app.inject({ method: 'GET', url: `/api/public/view-booking/${booked.ref}/${booked.id}` })).json();
    expect((await view()).difference_owed).toEqual({
      amount: 3000,
      pay_url: linkIn(linkMail.text_body),
      until: expect.any(String),
      at_lesson: false,
    });
    // the receipt shows what was received: not the difference still owed
    const receipt = async () => (await adminCall(w.app, 'GET', `/admin/bookings/${booked.id}/receipt`, w.staff)).body;
    expect(await receipt()).toContain('¥6,000');
    expect(await receipt()).not.toContain('¥9,000');

    // one difference owed at a time: its length does not change again until it is paid (but moving back: below)
    const again = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: await friday(w, 0, 8), difference: 'cash' });
    expect([again.statusCode, again.json().detail]).toEqual([409, MOVE_DIFFERENCE_OWED]);
    expect(await seatsFree(w.db, longer)).toEqual([0, 0, 0, 0, 0, 0]);

    // the customer pays the link: the page names the difference, and the booking's money adds up
    const page = await w.app.inject({ method: 'GET', url: new URL(linkIn(linkMail.text_body)).pathname });
    expect(page.body).toContain('¥3,000');
    const paid = await payWithCard(w.app, linkIn(linkMail.text_body));
    expect(paid.statusCode).toBe(303);
    // paid, the customer lands on their booking's page and is emailed a receipt of the difference (issue 38)
    expect(new URL(paid.headers.location as string).pathname).toBe(`/view-booking/${booked.ref}/${booked.id}`);
    const receiptMail = (await mailsTo(w, booked.id)).at(-1)!;
    expect(receiptMail.subject).toMatch(/^We received your payment of ¥3,000 \(GT-\w+\)$/);
    expect(receiptMail.text_body).toContain('Your booking is now paid in full.');
    shown = await detail(w, booked.id);
    expect(shown.paid_yen).toBe(9000);
    expect(await receipt()).toContain('¥9,000');
    expect(await week()).toBe(9000);
    expect((await view()).difference_owed).toBeUndefined();
    expect(shown.differences).toEqual([expect.objectContaining({ kind: 'charge', state: 'paid', link_expires_at: null })]);

    // canceled with a full refund: each payment goes back to its own card payment, once
    const canceled = await staffCancelCall(w, booked.id, { refund: 'full' });
    expect(canceled.statusCode).toBe(200);
    expect(await sessions(w, booked.id)).toEqual([
      { amount: 6000, status: 'complete', refunded_amount: 6000 },
      { amount: 3000, status: 'complete', refunded_amount: 3000 },
    ]);
    shown = await detail(w, booked.id);
    expect(shown).toMatchObject({ status: 'Canceled', refund_amount: 9000 });
    expect(
      shown.differences.map((d: { kind: string; reason: string; amount: number; state: string }) => [d.kind, d.reason, d.amount, d.state]),
    ).toEqual([
      ['charge', 'move', 3000, 'paid'],
      ['refund', 'cancel', 3000, 'paid'],
    ]);
    // the sweeper finds nothing more to pay out
    await payRefunds(w.deps);
    expect((await sessions(w, booked.id)).map((s) => s.refunded_amount)).toEqual([6000, 3000]);
  });

  test('a shorter time goes back to the card; cash both ways at the desk; a cancel refunds the cash part in cash and the rest to the card', async () => {
    const w = await start();
    const booked = await visitorPaid(w); // ¥6,000 by card
    // an hour more, paid in cash at the desk
    const six = await friday(w, 0, 6);
    const more = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: six, difference: 'cash' });
    expect(more.json().detail).toMatch(/^Booking moved to 2026-11-27 10:00-13:00\. ¥3,000 more is recorded as paid in cash at the desk\./);
    // then back to two hours: the difference is refunded to the card (not the cash)
    const four = await friday(w, 2, 4);
    const back = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: four, difference: 'card' });
    expect(back.json().detail).toMatch(
      /^Booking moved to 2026-11-27 11:00-13:00\. ¥3,000 is refunded to the card the booking was paid with\./,
    );
    expect(await sessions(w, booked.id)).toEqual([{ amount: 6000, status: 'complete', refunded_amount: 3000 }]);
    const [, , backMail] = await mailsTo(w, booked.id);
    expect(backMail.text_body).toContain('The new time costs ¥3,000 less: it is being refunded to your card');
    let shown = await detail(w, booked.id);
    expect(shown).toMatchObject({ total_amount: 6000, paid_yen: 6000 });

    // canceled: the cash the desk took is handed back in cash, the rest goes back to the card
    const canceled = await staffCancelCall(w, booked.id, { refund: 'full' });
    expect([canceled.statusCode, canceled.json().detail]).toEqual([
      200,
      "Booking canceled. ¥3,000 is recorded as paid back in cash at the desk, and ¥3,000 is being refunded to the customer's card.",
    ]);
    expect(await sessions(w, booked.id)).toEqual([{ amount: 6000, status: 'complete', refunded_amount: 6000 }]);
    shown = await detail(w, booked.id);
    expect(
      shown.differences.map((d: { kind: string; method: string; reason: string; amount: number; state: string }) => [
        d.kind,
        d.method,
        d.reason,
        d.amount,
        d.state,
      ]),
    ).toEqual([
      ['charge', 'cash', 'move', 3000, 'paid'],
      ['refund', 'card', 'move', 3000, 'paid'],
      ['refund', 'cash', 'cancel', 3000, 'paid'],
    ]);

    // a booking paid in cash has no card to refund to; a walk-in with no email gets no payment link
    const ids = (await timeslots(w.app)).slice(6, 12).map((s) => s.id);
    const { user_email: _none, ...walkInBooking } = phoneBooking(ids, 'cash');
    const made = await staffBookCall(w, { ...walkInBooking, source: 'desk', user_name: 'Walk-in' });
    expect(made.statusCode).toBe(201);
    const walkIn: number = made.json().booking_id;
    const shorter = await moveCall(w, walkIn, { booking_date: FRIDAY, timeslot_ids: await friday(w, 8, 4), difference: 'card' });
    expect([shorter.statusCode, shorter.json().detail]).toEqual([400, MOVE_NO_CARD_TO_REFUND]);
    const longer = await moveCall(w, walkIn, { booking_date: FRIDAY, timeslot_ids: await friday(w, 8, 8), difference: 'card' });
    expect([longer.statusCode, longer.json().detail]).toEqual([400, MOVE_LINK_NEEDS_EMAIL]);
    expect((await detail(w, walkIn)).differences).toEqual([]);
  });

  test('a difference left unpaid: taken in cash at the desk closes its link; a cancel voids it, and a payment arriving anyway is refunded', async () => {
    const w = await start();
    const { booked: first, link: link } = await extendedByLink(w);
    const cash = await adminCall(w.app, 'POST', `/admin/bookings/${first.id}/difference/cash`, w.staff);
    expect([cash.statusCode, cash.json().detail]).toEqual([200, '¥3,000 is recorded as paid in cash at the desk.']);
    expect((await payWithCard(w.app, link)).statusCode).toBe(410); // the link no longer takes money
    expect((await detail(w, first.id)).differences).toEqual([expect.objectContaining({ kind: 'charge', method: 'cash', state: 'paid' })]);
    const twice = await adminCall(w.app, 'POST', `/admin/bookings/${first.id}/difference/cash`, w.staff);
    expect([twice.statusCode, twice.json().detail]).toEqual([409, NO_DIFFERENCE_OWED]);
    const [audit] = await w.db.query(`select actor_email, before, after from audit_log where action = 'booking.difference_cash'`);
    expect(audit).toEqual({ actor_email: 'staff@school.example', before: { owed: 3000 }, after: { paid_in_cash: 3000 } });
    // a card payment arriving anyway (a provider that could not close the link in time) is refunded whole, once,
    // however often the provider reports it
    const firstSession = new URL(link).pathname.split('/').at(-1)!;
    await w.db.query(`update test_checkout_sessions set status = 'complete' where id = $1`, [firstSession]);
    await completeCheckout(w.deps, firstSession, firstSession, null);
    await completeCheckout(w.deps, firstSession, firstSession, null);
    expect((await sessions(w, first.id))[1]).toEqual({ amount: 3000, status: 'complete', refunded_amount: 3000 });
    expect(
      (await detail(w, first.id)).differences.map((d: { kind: string; method: string; reason: string; state: string }) => [
        d.kind,
        d.method,
        d.reason,
        d.state,
      ]),
    ).toEqual([
      ['charge', 'cash', 'move', 'paid'],
      ['refund', 'card', 'late', 'paid'],
    ]);

    // another booking's difference is still owed when it is canceled: only the first payment is refunded, the link
    // stops working, and the canceled booking's price is what was paid
    const second = await visitorPaid(w, { date: FRIDAY, n: 4, email: 'guest@example.com' });
    const secondMoved = await moveCall(w, second.id, { booking_date: FRIDAY, timeslot_ids: await friday(w, 10, 6), difference: 'card' });
    expect([secondMoved.statusCode, secondMoved.json().detail]).toEqual([200, expect.stringContaining('¥3,000 more is owed')]);
    const secondLink = linkIn((await mailsTo(w, second.id)).at(-1)!.text_body);
    expect((await detail(w, second.id)).paid_yen).toBe(6000);
    expect((await staffCancelCall(w, second.id, { refund: 'full' })).statusCode).toBe(200);
    expect(await detail(w, second.id)).toMatchObject({ total_amount: 6000, refund_amount: 6000 });
    expect((await payWithCard(w.app, secondLink)).statusCode).toBe(410);
    expect(await sessions(w, second.id)).toEqual([
      { amount: 6000, status: 'complete', refunded_amount: 6000 },
      { amount: 3000, status: 'expired', refunded_amount: 0 },
    ]);
    // the provider's word that it was paid after all (a payment racing the cancel) is refunded whole
    const session = new URL(secondLink).pathname.split('/').at(-1)!;
    await w.db.query(`update test_checkout_sessions set status = 'complete' where id = $1`, [session]);
    await completeCheckout(w.deps, session, session, null);
    expect((await sessions(w, second.id))[1]).toEqual({ amount: 3000, status: 'complete', refunded_amount: 3000 });
    expect(
      (await detail(w, second.id)).differences.map((d: { kind: string; reason: string; state: string }) => [d.kind, d.reason, d.state]),
    ).toEqual([
      ['charge', 'move', 'void'],
      ['refund', 'late', 'paid'],
    ]);
  });

  test('the visitor cancels a card booking whose extra hour was paid in cash: the card part goes back to the card, the cash is owed at the desk until handed back', async () => {
    const w = await start();
    const booked = await visitorPaid(w);
    expect(
      (await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: await friday(w, 0, 6), difference: 'cash' })).statusCode,
    ).toBe(200);
    // the visitor's own cancel, through the booking's link
    const opened = await w.app.inject({ method: 'GET', url: `/api/public/view-booking/${booked.ref}/${booked.id}` });
    const c = opened.cookies.find((x) => x.name === `gtss_booking_${booked.id}`)!;
    const canceled = await w.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booked.id}/cancel`,
      headers: { 'x-requested-with': 'fetch', cookie: `${c.name}=${c.value}` },
      payload: {},
    });
    expect(canceled.statusCode).toBe(200);
    expect(await sessions(w, booked.id)).toEqual([{ amount: 6000, status: 'complete', refunded_amount: 6000 }]);
    expect((await detail(w, booked.id)).cash_owed_yen).toBe(3000);
    const day = (await adminCall(w.app, 'GET', `/admin/today?date=${FRIDAY}`, w.staff)).json();
    expect(day.summary.cash_to_pay_back).toBe(3000);
    expect(day.bookings).toEqual([expect.objectContaining({ id: booked.id, payment: 'owed_back', owed_back_yen: 3000 })]);

    const handed = await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/cash-refunded`, w.staff);
    expect([handed.statusCode, handed.json().detail]).toEqual([200, '¥3,000 is recorded as paid back in cash at the desk.']);
    expect((await detail(w, booked.id)).cash_owed_yen).toBe(0);
    expect((await adminCall(w.app, 'GET', `/admin/today?date=${FRIDAY}`, w.staff)).json().summary.cash_to_pay_back).toBe(0);
    // the card refund is the provider's: it stays as it was
    expect((await detail(w, booked.id)).refunded_at).not.toBeNull();
  });

  test('the customer pays the difference while the clerk takes it in cash: exactly one settles it, never both', async () => {
    const w = await start();
    const { booked: booked, link: link } = await extendedByLink(w);
    const [paid, cash] = await Promise.all([
      payWithCard(w.app, link),
      adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/cash`, w.staff),
    ]);
    const byCard = paid.statusCode === 303;
    expect([paid.statusCode, cash.statusCode]).toEqual(byCard ? [303, 409] : [410, 200]);
    expect((await detail(w, booked.id)).differences).toEqual([
      expect.objectContaining({ kind: 'charge', method: byCard ? 'card' : 'cash', state: 'paid' }),
    ]);
    expect((await sessions(w, booked.id))[1].status).toBe(byCard ? 'complete' : 'expired');
  });

  test('two clerks lengthen the same booking at once: one move, one difference', async () => {
    const w = await start();
    const booked = await visitorPaid(w);
    const six = await friday(w, 0, 6);
    const results = await Promise.all(
      (['card', 'cash'] as const).map((difference) => moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: six, difference })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(w, booked.id)).differences).toHaveLength(1);
    expect(await seatsFree(w.db, six)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  test('the link was lost, then ran out: staff email it again (the same link while it works, a new one after) and the customer pays the new one', async () => {
    const w = await start();
    const { booked: booked, link: first } = await extendedByLink(w);
    const again = await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/link`, w.staff);
    expect([again.statusCode, again.json().detail]).toEqual([200, 'The payment link for ¥3,000 was emailed again to guest@example.com.']);
    expect(linkIn((await mailsTo(w, booked.id)).at(-1)!.text_body)).toBe(first);

    await laterLoggedInAgain(w, w.clock, 25 * 60); // a day later: the link has run out
    const renewed = await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/link`, w.staff);
    expect([renewed.statusCode, renewed.json().detail]).toEqual([200, 'A new payment link for ¥3,000 was emailed to guest@example.com.']);
    const second = linkIn((await mailsTo(w, booked.id)).at(-1)!.text_body);
    expect(second).not.toBe(first);
    expect((await payWithCard(w.app, first)).statusCode).toBe(410);
    expect((await payWithCard(w.app, second)).statusCode).toBe(303);
    expect((await detail(w, booked.id)).differences).toEqual([expect.objectContaining({ kind: 'charge', method: 'card', state: 'paid' })]);
    const sent = await w.db.query<{ after: { link: string } }>(
      `select after from audit_log where action = 'booking.difference_link_sent' order by id`,
    );
    expect(sent.map((r) => r.after.link)).toEqual(['same', 'new']);
    const none = await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/link`, w.staff);
    expect([none.statusCode, none.json().detail]).toEqual([409, NO_DIFFERENCE_OWED]);
  });

  test('the customer changes their mind before paying: moved back by just the difference owed, it is no longer due and its link is closed', async () => {
    const w = await start();
    const { booked: booked, link: link } = await extendedByLink(w);
    // another length than back: still refused while the difference is owed
    const other = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: await friday(w, 0, 8), difference: 'card' });
    expect([other.statusCode, other.json().detail]).toEqual([409, MOVE_DIFFERENCE_OWED]);
    const back = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: await friday(w, 0, 4), difference: 'card' });
    expect([back.statusCode, back.json().detail]).toEqual([
      200,
      'Booking moved to 2026-11-27 10:00-12:00. ¥3,000 still owed is no longer due, and its payment link is closed. The customer was emailed the new time at guest@example.com.',
    ]);
    expect((await mailsTo(w, booked.id)).at(-1)!.text_body).toContain(
      'The new time costs ¥3,000 less: the difference you still had to pay is no longer due, and its payment link no longer works.',
    );
    expect((await payWithCard(w.app, link)).statusCode).toBe(410);
    expect(await detail(w, booked.id)).toMatchObject({
      total_amount: 6000,
      paid_yen: 6000,
      differences: [expect.objectContaining({ state: 'void' })],
    });
    expect(await sessions(w, booked.id)).toEqual([
      { amount: 6000, status: 'complete', refunded_amount: 0 },
      { amount: 3000, status: 'expired', refunded_amount: 0 },
    ]);
  });
}
