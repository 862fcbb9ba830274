import fs from 'node:fs';
import { bookingHistory } from '../../../src/server/audit/auditLog';
import { bookingChanged, partialOutOfRange } from '../../../src/server/admin/staffBookingService';
import {
  ALREADY_CANCELED,
  ATTENDANCE_NOT_CONFIRMED,
  ATTENDANCE_TOO_EARLY,
  NO_SHOW_TOO_EARLY,
  DATE_OUTSIDE,
  NO_CASH_REFUND_OWED,
  NO_EMAIL,
  NOT_ON_DATE,
  NOTHING_PAID_PARTIAL,
  SLOT_BEGUN,
  SLOT_CLOSED,
  EMAIL_NEEDED,
} from '../../../src/shared/admin/bookings';
import { SLOT_TAKEN } from '../../../src/server/booking/bookingService';
import { completeCheckout, sweepPayments } from '../../../src/server/booking/paymentLifecycle';
import { cancelBooking } from '../../../src/server/booking/cancelService';
import { queuePaymentLinks } from '../../../src/server/booking/reminders';
import * as messages from '../../../src/shared/messages';
import { CSRF_REFUSED } from '../../../src/server/csrf';
import { adminCall, expectRoleChecks, laterLoggedInAgain, OWNER, STAFF, VISITOR } from './adminKit';
import {
  attendanceCall,
  expectOneWinner,
  mailsOf,
  phoneBooking,
  SCHOOL,
  staffBookCall,
  staffCancelCall,
  visitorPaid,
  writeWorld,
  type WriteWorld,
} from './adminBookingsWriteKit';
import {
  count,
  fakeProvider,
  FIRST_DAY,
  firstSlotIds,
  LAST_DAY,
  payWithCard,
  seatsFree,
  TODAY,
  timeslots,
  type FakeProvider,
  withCode,
} from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// "Cancel and refund for the visitor", "Take a booking by phone or at the desk", "Attendance",
// "Notifications": the staff's writes on bookings, on the embedded database (the refund race runs on
// PostgreSQL too, in adminBookingsWritePostgres.test.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const world = (payments?: FakeProvider) => writeWorld(startApp, staticDir, payments);

interface BookingState {
  status: string;
  refund_amount: number | null;
  refund_requested: boolean;
  refunded: boolean;
  canceled: boolean;
}
async function state(w: WriteWorld, id: number): Promise<BookingState> {
  const [row] = await w.db.query<BookingState>(
    `select status, refund_amount, refund_requested_at is not null as refund_requested, refunded_at is not null as refunded,
       canceled_at is not null as canceled from bookings where id = $1`,
    [id],
  );
  return row;
}

/** What the console shows of a visitor's paid booking (¥6,000). */
const PAID_SEEN = { status: 'Confirmed', paid_yen: 6000 };

const consoleLink = (id: number) => `http://localhost:3000/admin/bookings/${id}`;

describe('role checks', () => {
  test('every call is refused to a guest (401) and a visitor (403), and changes nothing', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    const free = await firstSlotIds(w.app, 4, '2026-11-25');
    await expectRoleChecks(w, 'POST', `/admin/bookings/${b.id}/cancel`, { refund: 'full', decided_on: PAID_SEEN }, 'staff');
    await expectRoleChecks(w, 'POST', '/admin/bookings', phoneBooking(free, 'cash', '2026-11-25'), 'staff');
    await expectRoleChecks(w, 'PUT', `/admin/bookings/${b.id}/attendance`, { attendance: 'attended' }, 'staff');
  });

  test('owners may do what staff do', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    const res = await staffCancelCall(w, b.id, { refund: 'none' }, w.owner);
    expect(res.statusCode).toBe(200);
    expect((await bookingHistory(w.db, b.id)).map((e) => [e.action, e.actor_email])).toEqual([['booking.canceled', OWNER.email]]);
  });
});

describe('hostile input', () => {
  test('a cross-site form post is refused (CSRF) before anything happens', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    const res = await w.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${b.id}/cancel`,
      headers: { cookie: w.staff.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'refund=full',
    });
    expect([res.statusCode, res.json()]).toEqual([403, { detail: CSRF_REFUSED }]);
    expect(await state(w, b.id)).toMatchObject({ status: 'Confirmed' });
  });

  test('bad ids and bodies from staff are 4xx with a detail, never a 5xx, and change nothing', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    const ids = await firstSlotIds(w.app, 4, '2026-11-25');
    const huge = 'x'.repeat(100_000);
    const calls: Array<[string, string, unknown]> = [
      ['POST', `/admin/bookings/99999999999/cancel`, { refund: 'full' }],
      ['POST', `/admin/bookings/0/cancel`, { refund: 'full' }],
      ['POST', `/admin/bookings/${b.id}/cancel`, { refund: 'full', reason: huge }],
      ['POST', `/admin/bookings/${b.id}/cancel`, { refund: 'partial', amount: 1.5 }],
      ['POST', `/admin/bookings/${b.id}/cancel`, { refund: 'full', extra: 1 }],
      ['POST', `/admin/bookings/${b.id}/cancel`, []],
      ['POST', '/admin/bookings', { ...phoneBooking(ids, 'cash', '2026-11-25'), timeslot_ids: [ids[0], ids[0], ids[1], ids[2]] }],
      ['POST', '/admin/bookings', { ...phoneBooking(ids, 'cash', '2026-11-25'), timeslot_ids: [2 ** 31, ids[0], ids[1], ids[2]] }],
      ['POST', '/admin/bookings', { ...phoneBooking(ids, 'cash', '2026-11-25'), timeslot_ids: [999999, ids[0], ids[1], ids[2]] }],
      ['POST', '/admin/bookings', { ...phoneBooking(ids, 'cash', '2026-11-25'), user_name: huge }],
      ['POST', '/admin/bookings', { ...phoneBooking(ids, 'cash', '2026-11-25'), language: 'fr' }],
      ['POST', '/admin/bookings', { ...phoneBooking(ids, 'cash', '2026-11-25'), booking_date: '2026-02-30' }],
      ['PUT', `/admin/bookings/${b.id}/attendance`, {}],
      ['PUT', `/admin/bookings/-1/attendance`, { attendance: 'attended' }],
    ];
    const before = await w.db.query('select * from bookings order by id');
    for (const [method, url, body] of calls) {
      const res = await adminCall(w.app, method as 'POST', url, w.staff, body as object);
      expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
      expect(typeof res.json().detail).toBe('string');
    }
    const broken = await w.app.inject({
      method: 'POST',
      url: '/api/admin/bookings',
      headers: { cookie: w.staff.cookie, 'content-type': 'application/json' },
      payload: '{"booking_date": ',
    });
    expect([broken.statusCode, broken.json()]).toEqual([400, { detail: 'Malformed JSON body.' }]);
    expect(await w.db.query('select * from bookings order by id')).toEqual(before);
  });
});

describe('POST /api/admin/bookings/:id/cancel', () => {
  test('full refund on the test checkout: Canceled, seats free for visitors at once, refunded once, visitor emailed, audited', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    expect(await timeslots(w.app)).toHaveLength(12);
    const res = await staffCancelCall(w, b.id, { refund: 'full', reason: 'Phoned: ill' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: "Booking canceled. ¥6,000 is being refunded to the customer's card.", booking_id: b.id });
    expect(await state(w, b.id)).toEqual({
      status: 'Canceled',
      refund_amount: null, // the whole amount
      refund_requested: true,
      refunded: true,
      canceled: true,
    });
    expect(await seatsFree(w.db, b.ids)).toEqual([1, 1, 1, 1]);
    expect(await timeslots(w.app)).toHaveLength(16);
    expect(await w.db.query('select refunded_amount from test_checkout_sessions')).toEqual([{ refunded_amount: 6000 }]);
    const visitorMails = (await mailsOf(w.db, b.id)).filter((m) => m.to_address === 'guest@example.com');
    expect(visitorMails.map((m) => m.subject)).toEqual([
      withCode('Your trial class on Tue, 24 Nov 2026 is booked (GT-…)'),
      withCode('Your trial class on Tue, 24 Nov 2026 was canceled (GT-…)'),
      withCode('Your refund for the trial class on Tue, 24 Nov 2026 has been issued (GT-…)'),
    ]);
    expect(visitorMails[1].text_body).toContain('The payment will be refunded to your card.');
    expect(visitorMails[2].text_body).toContain('We have refunded ¥6,000 to the card you paid with');
    const [entry] = await bookingHistory(w.db, b.id);
    expect(entry).toMatchObject({
      action: 'booking.canceled',
      actor_email: STAFF.email,
      target_type: 'booking',
      target_id: String(b.id),
      booking_id: b.id,
      before: { status: 'Confirmed', paid: 6000 },
      after: { status: 'Canceled', refund: 'full', refund_amount: 6000, cash: false, reason: 'Phoned: ill' },
    });
  });

  test('partial refund through the provider: only that amount is refunded, and the visitor is told that amount', async () => {
    const fake = fakeProvider();
    const w = await world(fake);
    const b = await visitorPaid(w, { fake: true });
    const res = await staffCancelCall(w, b.id, { refund: 'partial', amount: 2500 });
    expect(res.json()).toEqual({ detail: "Booking canceled. ¥2,500 is being refunded to the customer's card.", booking_id: b.id });
    expect(fake.refunds).toEqual([{ paymentRef: `pi_${b.id}`, amountYen: 2500 }]);
    expect(await state(w, b.id)).toMatchObject({ status: 'Canceled', refund_amount: 2500, refunded: true });
    const visitor = (await mailsOf(w.db, b.id)).filter((m) => m.to_address === 'guest@example.com');
    expect(visitor[1].text_body).toContain('¥2,500 of your payment will be refunded to your card.');
    expect(visitor[2].text_body).toContain('We have refunded ¥2,500 to the card you paid with');
    expect((await bookingHistory(w.db, b.id))[0].after).toMatchObject({ refund: 'partial', refund_amount: 2500 });
  });

  test('partial refund on the test checkout records that amount', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    expect((await staffCancelCall(w, b.id, { refund: 'partial', amount: 1 })).statusCode).toBe(200);
    expect(await w.db.query('select refunded_amount from test_checkout_sessions')).toEqual([{ refunded_amount: 1 }]);
  });

  test('no refund: seats freed, nothing refunded, the visitor told so', async () => {
    const fake = fakeProvider();
    const w = await world(fake);
    const b = await visitorPaid(w, { fake: true });
    const res = await staffCancelCall(w, b.id, { refund: 'none' });
    expect(res.json()).toEqual({ detail: 'Booking canceled without a refund.', booking_id: b.id });
    expect(fake.refunds).toEqual([]);
    expect(await state(w, b.id)).toMatchObject({ status: 'Canceled', refund_requested: false, refunded: false, canceled: true });
    expect(await seatsFree(w.db, b.ids)).toEqual([1, 1, 1, 1]);
    const [, canceled] = (await mailsOf(w.db, b.id)).filter((m) => m.to_address === 'guest@example.com');
    expect(canceled.text_body).toContain('No refund is made for this cancellation.');
  });

  test('a class day already here (past the visitor window) can still be canceled by staff', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    await laterLoggedInAgain(w, w.clock, 24 * 60); // the class is today: the visitor may no longer cancel
    expect((await staffCancelCall(w, b.id, { refund: 'full' })).statusCode).toBe(200);
  });

  test.each([
    ['an amount of the whole price', { refund: 'partial', amount: 6000 }, partialOutOfRange(6000)],
    ['an amount over the price', { refund: 'partial', amount: 9000 }, partialOutOfRange(6000)],
    ['a zero amount', { refund: 'partial', amount: 0 }, expect.stringContaining('amount')],
    ['no amount', { refund: 'partial' }, expect.stringContaining('amount')],
    ['an amount with a full refund', { refund: 'full', amount: 100 }, expect.stringContaining('amount')],
    ['an unknown refund kind', { refund: 'half' }, expect.stringContaining('refund')],
  ])('%s is a 400 with a clear detail, and nothing changes', async (_name, body, detail) => {
    const fake = fakeProvider();
    const w = await world(fake);
    const b = await visitorPaid(w, { fake: true });
    const res = await staffCancelCall(w, b.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail });
    expect(await state(w, b.id)).toMatchObject({ status: 'Confirmed', refund_requested: false });
    expect(fake.refunds).toEqual([]);
    expect(await count(w.db, `select 1 from audit_log where action like 'booking.%'`)).toBe(0);
  });

  test('an unknown booking is 404, a mangled id 400, an already canceled one 409', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    expect((await staffCancelCall(w, b.id + 100, { refund: 'full' })).json()).toEqual({ detail: messages.bookingNotFound });
    expect((await staffCancelCall(w, 'abc', { refund: 'full' })).statusCode).toBe(400);
    expect((await staffCancelCall(w, b.id, { refund: 'none' })).statusCode).toBe(200);
    const again = await staffCancelCall(w, b.id, { refund: 'full' });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: ALREADY_CANCELED }]);
  });

  test('two staff refunding together: exactly one 200, one 409, and the provider refunds once', async () => {
    const fake = fakeProvider();
    const w = await world(fake);
    const b = await visitorPaid(w, { fake: true });
    const results = await Promise.all([
      staffCancelCall(w, b.id, { refund: 'full', decided_on: PAID_SEEN }, w.staff),
      staffCancelCall(w, b.id, { refund: 'partial', amount: 1000, decided_on: PAID_SEEN }, w.owner),
    ]);
    expectOneWinner(results);
    expect(fake.refunds).toHaveLength(1);
    expect(await seatsFree(w.db, b.ids)).toEqual([1, 1, 1, 1]); // freed once, not twice
    expect(await count(w.db, `select 1 from audit_log where action = 'booking.canceled'`)).toBe(1);
  });

  test('the same race on the test checkout: one refund recorded', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    const body = { refund: 'full', decided_on: PAID_SEEN };
    expectOneWinner(await Promise.all([staffCancelCall(w, b.id, body), staffCancelCall(w, b.id, body)]));
    expect(await count(w.db, 'select 1 from mail_outbox where subject like $1', ['Your refund for%'])).toBe(1);
  });

  test('an unpaid payment-link booking: its checkout is expired at the provider, seats freed, nothing refunded', async () => {
    const fake = fakeProvider();
    fake.outcome = { status: 'expired' };
    const w = await world(fake);
    const ids = await firstSlotIds(w.app, 4);
    const made = await staffBookCall(w, phoneBooking(ids, 'link'));
    const id = made.json().booking_id as number;
    const partial = await staffCancelCall(w, id, { refund: 'partial', amount: 100 });
    expect([partial.statusCode, partial.json()]).toEqual([400, { detail: NOTHING_PAID_PARTIAL }]);
    const res = await staffCancelCall(w, id, { refund: 'full' });
    expect(res.statusCode).toBe(200);
    expect(fake.expireCalls).toEqual([`fake_${id}`]);
    expect(fake.refunds).toEqual([]);
    expect(await state(w, id)).toMatchObject({ status: 'Canceled', refund_requested: false, canceled: true });
    expect(await seatsFree(w.db, ids)).toEqual([1, 1, 1, 1]);
    expect((await mailsOf(w.db, id)).at(-1)).toMatchObject({
      to_address: 'kenji@example.com',
      text_body: expect.stringContaining('料金は発生しておりません。'),
    });
  });
});

describe('a cancel says what it was decided on', () => {
  const pendingSeen = { status: 'Pending', paid_yen: 0 };

  test('a "cancel unpaid hold" that arrives just after the customer paid is 409 and the paid booking stays, unrefunded', async () => {
    const w = await world();
    const ids = await firstSlotIds(w.app, 4);
    const id = (await staffBookCall(w, { ...phoneBooking(ids, 'link'), language: 'en' })).json().booking_id as number;
    const shown = (await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff)).json();
    expect([shown.status, shown.paid_yen]).toEqual(['Pending', 0]); // what the clerk saw
    const [link] = await mailsOf(w.db, id);
    const url = /http:\/\/localhost:3000\/api\/test-checkout\/tcs_[\w-]+/.exec(link.text_body)![0];
    expect((await payWithCard(w.app, url)).statusCode).toBe(303); // the customer pays meanwhile
    const res = await staffCancelCall(w, id, { refund: 'none', decided_on: pendingSeen });
    expect([res.statusCode, res.json()]).toEqual([409, { detail: bookingChanged('Confirmed', 6000) }]);
    expect(await state(w, id)).toMatchObject({ status: 'Confirmed', refund_requested: false, canceled: false });
    expect(await seatsFree(w.db, ids)).toEqual([0, 0, 0, 0]);
    expect(await count(w.db, `select 1 from audit_log where action = 'booking.canceled'`)).toBe(0);
    // Decided on what it is now, it goes through.
    const again = await staffCancelCall(w, id, { refund: 'full', decided_on: { status: 'Confirmed', paid_yen: 6000 } });
    expect(again.statusCode).toBe(200);
  });

  test('the old request (no decided_on) is refused with a 400 naming the field, and a paid booking is not canceled', async () => {
    const fake = fakeProvider();
    const w = await world(fake);
    const b = await visitorPaid(w, { fake: true });
    const res = await staffCancelCall(w, b.id, { refund: 'none' }, w.staff, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/decided_on/);
    expect(await state(w, b.id)).toMatchObject({ status: 'Confirmed', refund_requested: false });
  });

  test('a paid amount other than the one seen is 409 too (no refund none on money the clerk did not see)', async () => {
    const fake = fakeProvider();
    const w = await world(fake);
    const b = await visitorPaid(w, { fake: true });
    const res = await staffCancelCall(w, b.id, { refund: 'none', decided_on: { status: 'Confirmed', paid_yen: 0 } });
    expect([res.statusCode, res.json()]).toEqual([409, { detail: bookingChanged('Confirmed', 6000) }]);
    expect(fake.refunds).toEqual([]);
    expect(await state(w, b.id)).toMatchObject({ status: 'Confirmed' });
  });

  test('checked under the row lock: a payment that commits between the read and the lock is seen', async () => {
    const fake = fakeProvider();
    fake.outcome = { status: 'expired' };
    const w = await world(fake);
    const ids = await firstSlotIds(w.app, 4);
    const id = (await staffBookCall(w, phoneBooking(ids, 'link'))).json().booking_id as number;
    // The provider is asked to expire the link; the payment's webhook lands just before the lock is taken.
    const expire = fake.expireCheckout.bind(fake);
    fake.expireCheckout = async (sessionId: string) => {
      const outcome = await expire(sessionId);
      await completeCheckout(w.deps, sessionId, `pi_${id}`, null);
      return outcome;
    };
    const res = await staffCancelCall(w, id, { refund: 'none', decided_on: pendingSeen });
    expect([res.statusCode, res.json()]).toEqual([409, { detail: bookingChanged('Confirmed', 6000) }]);
    expect(await state(w, id)).toMatchObject({ status: 'Confirmed', refund_requested: false });
  });
});

describe('cancel links stay with the customer; every cancel is audited', () => {
  test('every cancel is audited in its transaction, saying who: a guest link, a visitor account, staff, with the IP', async () => {
    const w = await world();
    const byLink = await visitorPaid(w);
    const [account] = await w.db.query<{ id: number; email: string }>('select id, email from users where email = $1', [VISITOR.email]);
    const byAccount = await visitorPaid(w, { date: '2026-11-25', email: account.email });
    const byStaff = await visitorPaid(w, { date: '2026-11-26' });
    await cancelBooking(w.deps, byLink.id, { referenceId: byLink.ref, ip: '203.0.113.9' });
    await cancelBooking(w.deps, byAccount.id, { owner: account, ip: '198.51.100.7' });
    expect((await staffCancelCall(w, byStaff.id, { refund: 'full' })).statusCode).toBe(200);
    const entry = async (id: number) => {
      const [e, ...more] = await bookingHistory(w.db, id);
      expect(more).toEqual([]);
      return [e.action, e.actor_email, e.before, e.after];
    };
    const after = (by: object) => ({ status: 'Canceled', refund: 'full', refund_amount: 6000, cash: false, reason: null, by });
    expect(await entry(byLink.id)).toEqual([
      'booking.canceled',
      'guest link',
      { status: 'Confirmed', paid: 6000 },
      after({ kind: 'guest_link', ip: '203.0.113.9' }),
    ]);
    expect(await entry(byAccount.id)).toEqual([
      'booking.canceled',
      account.email,
      { status: 'Confirmed', paid: 6000 },
      after({ kind: 'account', ip: '198.51.100.7' }),
    ]);
    expect(await entry(byStaff.id)).toEqual([
      'booking.canceled',
      STAFF.email,
      { status: 'Confirmed', paid: 6000 },
      after({ kind: 'staff', ip: '127.0.0.1' }),
    ]);
  });

  test('the staff booking API never returns the reference (list, day view, booking page, CSV); the whole reference still finds it', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    const texts = [
      (await adminCall(w.app, 'GET', '/admin/bookings', w.staff)).body,
      (await adminCall(w.app, 'GET', `/admin/calendar?from=${FIRST_DAY}&days=7`, w.staff)).body,
      (await adminCall(w.app, 'GET', `/admin/bookings/${b.id}`, w.staff)).body,
      (await adminCall(w.app, 'GET', `/admin/bookings/export.csv?from=${FIRST_DAY}&to=${FIRST_DAY}`, w.staff)).body,
    ];
    for (const text of texts) expect(text).not.toContain(b.ref);
    expect(texts[0]).toContain('Hanako Yamada');
    expect(texts[3]).toContain('Hanako Yamada');
    expect(JSON.parse(texts[2])).not.toHaveProperty('view_url');
    const found = await adminCall(w.app, 'GET', `/admin/bookings?q=${encodeURIComponent(b.ref)}`, w.staff);
    expect(found.json().items.map((r: { id: number }) => r.id)).toEqual([b.id]);
    // no prefix search: its answers would spell the reference out one character at a time
    const prefix = await adminCall(w.app, 'GET', `/admin/bookings?q=${encodeURIComponent(b.ref.slice(0, 8))}`, w.staff);
    expect(prefix.json().total).toBe(0);
  });

  test("resend the customer's link: emailed to the customer in their language, audited; never shown to staff", async () => {
    const w = await world();
    const ids = await firstSlotIds(w.app, 4);
    const id = (await staffBookCall(w, phoneBooking(ids, 'cash'))).json().booking_id as number;
    const [{ ref }] = await w.db.query<{ ref: string }>('select reference_id as ref from bookings where id = $1', [id]);
    await expectRoleChecks(w, 'POST', `/admin/bookings/${id}/resend-link`, {}, 'staff');
    const res = await adminCall(w.app, 'POST', `/admin/bookings/${id}/resend-link`, w.staff, {});
    expect([res.statusCode, res.json()]).toEqual([200, { detail: 'The booking link was emailed to kenji@example.com.', booking_id: id }]);
    expect(res.body).not.toContain(ref);
    const mail = (await mailsOf(w.db, id)).at(-1)!;
    expect(mail.to_address).toBe('kenji@example.com');
    expect(mail.subject).toEqual(withCode('【GTSS語学スクール】ご予約内容確認用のリンク（2026年11月24日(火)・予約コード GT-…）'));
    expect(mail.text_body).toContain(`http://localhost:3000/view-booking/${ref}/${id}`);
    expect((await bookingHistory(w.db, id)).at(-1)).toMatchObject({
      action: 'booking.link_resent',
      actor_email: STAFF.email,
      after: { to: 'kenji@example.com', language: 'ja' },
    });
    expect((await adminCall(w.app, 'POST', `/admin/bookings/${id + 99}/resend-link`, w.staff, {})).statusCode).toBe(404);
  });
});

describe('POST /api/admin/bookings', () => {
  test('cash: Confirmed and paid at once, the seats taken, confirmation in the customer language, audited', async () => {
    const w = await world();
    const ids = await firstSlotIds(w.app, 4);
    const res = await staffBookCall(w, phoneBooking(ids, 'cash'));
    expect(res.statusCode).toBe(201);
    const id = res.json().booking_id as number;
    expect(res.json()).toEqual({
      detail: 'Booking confirmed and paid at the desk (¥6,000). The confirmation was emailed to kenji@example.com.',
      booking_id: id,
    });
    const [row] = await w.db.query(
      `select status, provider, payment_ref, checkout_session_id, paid_at is not null as paid, source, phone, language, user_name,
         total_amount, time_range from bookings where id = $1`,
      [id],
    );
    expect(row).toEqual({
      status: 'Confirmed',
      provider: 'cash',
      payment_ref: null,
      checkout_session_id: null,
      paid: true,
      source: 'desk',
      phone: '090-1234-5678',
      language: 'ja',
      user_name: 'Kenji Sato',
      total_amount: 6000,
      time_range: '10:00-12:00',
    });
    expect(await seatsFree(w.db, ids)).toEqual([0, 0, 0, 0]);
    expect(await timeslots(w.app)).toHaveLength(12);
    const [confirmation] = await mailsOf(w.db, id);
    expect(confirmation).toMatchObject({
      to_address: 'kenji@example.com',
      subject: withCode('【GTSS語学スクール】体験レッスンのご予約が確定しました（2026年11月24日(火)・予約コード GT-…）'),
    });
    expect(await bookingHistory(w.db, id)).toEqual([
      expect.objectContaining({
        action: 'booking.created_by_staff',
        actor_email: STAFF.email,
        before: null,
        after: expect.objectContaining({ status: 'Confirmed', source: 'desk', payment: 'cash', phone: '090-1234-5678' }),
      }),
    ]);
  });

  test('a cash booking refunded is recorded as paid back at the desk: no provider call', async () => {
    const fake = fakeProvider();
    const w = await world(fake);
    const ids = await firstSlotIds(w.app, 4);
    const id = (await staffBookCall(w, phoneBooking(ids, 'cash'))).json().booking_id as number;
    const res = await staffCancelCall(w, id, { refund: 'partial', amount: 3000 });
    expect(res.json()).toEqual({ detail: 'Booking canceled. ¥3,000 is recorded as paid back in cash at the desk.', booking_id: id });
    expect(fake.refunds).toEqual([]);
    expect(await state(w, id)).toMatchObject({ status: 'Canceled', refund_amount: 3000, refunded: true });
    expect((await mailsOf(w.db, id)).filter((m) => m.to_address === 'kenji@example.com').at(-1)!.text_body).toContain(
      'お支払いいただいた料金のうち3,000円は、スクールの受付にて現金でご返金いたします。',
    );
  });

  test("the customer's own cancel of a cash booking leaves the cash refund owed until staff mark it paid back at the desk", async () => {
    const fake = fakeProvider();
    const w = await world(fake);
    const ids = await firstSlotIds(w.app, 4);
    const id = (await staffBookCall(w, { ...phoneBooking(ids, 'cash'), language: 'en' })).json().booking_id as number;
    const [{ ref }] = await w.db.query<{ ref: string }>('select reference_id as ref from bookings where id = $1', [id]);
    await cancelBooking(w.deps, id, { referenceId: ref, ip: '203.0.113.9' });
    expect(fake.refunds).toEqual([]);
    // No cash was handed back yet: owed, not refunded
    expect(await state(w, id)).toMatchObject({ status: 'Canceled', refund_amount: null, refund_requested: true, refunded: false });
    const shown = (await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff)).json();
    expect([shown.refund_amount, shown.refunded_at, shown.history.map((e: { action: string }) => e.action)]).toEqual([
      6000,
      null,
      ['booking.created_by_staff', 'booking.canceled'],
    ]);
    expect((await mailsOf(w.db, id)).filter((m) => m.to_address === 'kenji@example.com').at(-1)!.text_body).toContain(
      'The ¥6,000 you paid is refunded to you in cash at the school.',
    );
    await sweepPayments(w.deps); // the sweeper never pays a cash refund through the provider
    expect(fake.refunds).toEqual([]);
    expect(await state(w, id)).toMatchObject({ refunded: false });

    await expectRoleChecks(w, 'POST', `/admin/bookings/${id}/cash-refunded`, {}, 'staff');
    const paidBack = await adminCall(w.app, 'POST', `/admin/bookings/${id}/cash-refunded`, w.staff, {});
    expect([paidBack.statusCode, paidBack.json()]).toEqual([
      200,
      { detail: '¥6,000 is recorded as paid back in cash at the desk.', booking_id: id },
    ]);
    expect(await state(w, id)).toMatchObject({ refunded: true });
    expect((await bookingHistory(w.db, id)).at(-1)).toMatchObject({
      action: 'booking.cash_refunded',
      actor_email: STAFF.email,
      after: { refunded: true, refund_amount: 6000 },
    });
    const again = await adminCall(w.app, 'POST', `/admin/bookings/${id}/cash-refunded`, w.staff, {});
    expect([again.statusCode, again.json()]).toEqual([409, { detail: NO_CASH_REFUND_OWED }]);
  });

  test('link: a normal hold whose emailed checkout link pays it, and the sweeper does not send the link again', async () => {
    const w = await world();
    const ids = await firstSlotIds(w.app, 4);
    const res = await staffBookCall(w, { ...phoneBooking(ids, 'link'), language: 'en', source: 'desk', phone: '' });
    expect(res.statusCode).toBe(201);
    const id = res.json().booking_id as number;
    expect(res.json().detail).toBe('Seats held. The payment link was emailed to kenji@example.com; it works for 30 minutes.');
    const [row] = await w.db.query<Record<string, unknown>>(
      'select status, provider, source, phone, payment_link_queued_at is not null as link_mailed from bookings where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'Pending', provider: 'test', source: 'desk', phone: null, link_mailed: true });
    expect(await seatsFree(w.db, ids)).toEqual([0, 0, 0, 0]);
    const [link] = await mailsOf(w.db, id);
    expect(link.subject).toEqual(withCode('Complete your payment for the trial class on Tue, 24 Nov 2026 (GT-…)'));
    expect(link.text_body).toContain('As arranged with the school, please pay from the link below until 10:30 (Japan time).');
    const url = /http:\/\/localhost:3000\/api\/test-checkout\/tcs_[\w-]+/.exec(link.text_body)![0];
    w.clock.advanceMinutes(15);
    expect(await queuePaymentLinks(w.deps)).toBe(0);
    expect((await payWithCard(w.app, url)).statusCode).toBe(303);
    const [paid] = await w.db.query('select status from bookings where id = $1', [id]);
    expect(paid).toEqual({ status: 'Confirmed' });
    expect((await mailsOf(w.db, id)).map((m) => [m.to_address, m.subject])).toEqual([
      ['kenji@example.com', withCode('Complete your payment for the trial class on Tue, 24 Nov 2026 (GT-…)')],
      ['kenji@example.com', withCode('Your trial class on Tue, 24 Nov 2026 is booked (GT-…)')],
      [SCHOOL, withCode('New booking GT-…: Kenji Sato, Tue, 24 Nov 2026')],
    ]);
  });

  test('link with a remote provider: its checkout session is opened for the hold and its URL emailed', async () => {
    const fake = fakeProvider();
    const w = await world(fake);
    const ids = await firstSlotIds(w.app, 4);
    const id = (await staffBookCall(w, phoneBooking(ids, 'link'))).json().booking_id as number;
    expect(fake.created).toEqual([
      expect.objectContaining({ bookingId: id, amountYen: 6000, customerEmail: 'kenji@example.com', language: 'ja' }),
    ]);
    const [link] = await mailsOf(w.db, id);
    expect(link.text_body).toContain(`https://pay.example/fake_${id}`);
  });

  test('a taken seat is 409 SLOT_TAKEN and nothing is written', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    const res = await staffBookCall(w, phoneBooking(b.ids.slice(2).concat(await firstSlotIds(w.app, 2)), 'cash'));
    expect([res.statusCode, res.json()]).toEqual([409, { detail: SLOT_TAKEN }]);
    expect(await count(w.db, 'select 1 from bookings')).toBe(1);
    expect(await count(w.db, `select 1 from audit_log where action like 'booking.%'`)).toBe(0);
  });

  test('a closed slot is refused', async () => {
    const w = await world();
    const ids = await firstSlotIds(w.app, 4);
    await w.db.query('update slots set closed = true where id = $1', [ids[1]]);
    const res = await staffBookCall(w, phoneBooking(ids, 'cash'));
    expect([res.statusCode, res.json()]).toEqual([409, { detail: SLOT_CLOSED }]);
    expect(await count(w.db, 'select 1 from bookings')).toBe(0);
  });

  test('dates: from today (a walk-in) to the window last day; slots must be on that date', async () => {
    const w = await world();
    const ids = await firstSlotIds(w.app, 4);
    const yesterday = await staffBookCall(w, phoneBooking(ids, 'cash', '2026-11-22'));
    expect([yesterday.statusCode, yesterday.json()]).toEqual([400, { detail: DATE_OUTSIDE }]);
    const beyond = await staffBookCall(w, phoneBooking(ids, 'cash', '2027-01-23'));
    expect([beyond.statusCode, beyond.json()]).toEqual([400, { detail: DATE_OUTSIDE }]);
    const elsewhere = await staffBookCall(w, phoneBooking(ids, 'cash', LAST_DAY));
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([400, { detail: NOT_ON_DATE }]);
    expect(TODAY).toBe('2026-11-23');
    await laterLoggedInAgain(w, w.clock, 22 * 60); // now 8:00 on the 24th: its slots are today's, a walk-in
    expect((await staffBookCall(w, phoneBooking(ids, 'cash', FIRST_DAY))).statusCode).toBe(201);
  });

  test('a walk-in at the desk paying cash may give only a name: booked, no customer email, the school still told', async () => {
    const w = await world();
    const ids = await firstSlotIds(w.app, 4);
    const { user_email: _email, phone: _phone, ...rest } = phoneBooking(ids, 'cash');
    const res = await staffBookCall(w, { ...rest, user_name: 'Walk-in Mori', source: 'desk', user_email: '  ' });
    expect(res.statusCode).toBe(201);
    const id = res.json().booking_id as number;
    expect(res.json()).toEqual({
      detail: 'Booking confirmed and paid at the desk (¥6,000). No email was given, so none was sent.',
      booking_id: id,
    });
    const [row] = await w.db.query('select status, provider, source, user_email from bookings where id = $1', [id]);
    expect(row).toEqual({ status: 'Confirmed', provider: 'cash', source: 'desk', user_email: null });
    const mails = await mailsOf(w.db, id);
    expect(mails.map((m) => m.to_address)).toEqual([SCHOOL]);
    expect(mails[0].text_body).toContain('Walk-in Mori');
    expect(mails[0].text_body).not.toContain('null');
    const shown = (await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff)).json();
    expect(shown).toMatchObject({ user_name: 'Walk-in Mori', user_email: null, source: 'desk' });
    // found by name in the list, and in the CSV with an empty email
    const found = (await adminCall(w.app, 'GET', '/admin/bookings?q=walk-in', w.staff)).json();
    expect(found.items.map((r: { id: number; user_email: string | null }) => [r.id, r.user_email])).toEqual([[id, null]]);
    const csv = (await adminCall(w.app, 'GET', `/admin/bookings/export.csv?from=${FIRST_DAY}&to=${FIRST_DAY}`, w.staff)).body;
    expect(csv).toContain('Walk-in Mori');
    // no link to resend: said so, nothing queued
    const resend = await adminCall(w.app, 'POST', `/admin/bookings/${id}/resend-link`, w.staff, {});
    expect([resend.statusCode, resend.json()]).toEqual([409, { detail: NO_EMAIL }]);
    expect(await mailsOf(w.db, id)).toHaveLength(1);
    // canceled and paid back at the desk: still no customer email
    expect((await staffCancelCall(w, id, { refund: 'full' })).statusCode).toBe(200);
    expect((await mailsOf(w.db, id)).filter((m) => m.to_address !== SCHOOL)).toEqual([]);
  });

  test('an email is needed by phone, or for a payment link: 400 naming the field, nothing booked', async () => {
    const w = await world();
    const ids = await firstSlotIds(w.app, 4);
    const { user_email: _email, ...noEmail } = phoneBooking(ids, 'at_lesson');
    for (const body of [noEmail, { ...noEmail, user_email: '' }, { ...noEmail, source: 'desk', payment: 'link' }]) {
      const res = await staffBookCall(w, body);
      expect([res.statusCode, res.json().detail]).toEqual([400, `Invalid request: user_email: ${EMAIL_NEEDED}`]);
    }
    expect(await count(w.db, 'select 1 from bookings')).toBe(0);
  });

  test("today's slots that have already begun (Japan time) are refused: 400 SLOT_BEGUN; those still to come are booked", async () => {
    const w = await world();
    expect(TODAY).toBe('2026-11-23'); // 10:00 in Japan: the 10:00 slot has begun
    const day = (await adminCall(w.app, 'GET', `/admin/calendar?from=${TODAY}&days=1`, w.staff)).json();
    const slots = { ids: day.days[0].slots.map((s: { id: number }) => s.id) as number[] };
    const begun = await staffBookCall(w, { ...phoneBooking(slots.ids.slice(0, 4), 'cash', TODAY), source: 'desk' });
    expect([begun.statusCode, begun.json()]).toEqual([400, { detail: SLOT_BEGUN }]);
    expect(await count(w.db, 'select 1 from bookings')).toBe(0);
    const later = await staffBookCall(w, { ...phoneBooking(slots.ids.slice(1, 5), 'cash', TODAY), source: 'desk' });
    expect(later.statusCode).toBe(201);
  });

  test('the visitor hold caps do not block the front desk: three link bookings on one day in a row', async () => {
    const w = await world();
    const free = await firstSlotIds(w.app, 12);
    for (let i = 0; i < 3; i++) {
      const res = await staffBookCall(w, { ...phoneBooking(free.slice(i * 4, i * 4 + 4), 'link'), user_email: `c${i}@example.com` });
      expect(res.statusCode).toBe(201);
    }
    expect(await count(w.db, `select 1 from bookings where status = 'Pending'`)).toBe(3);
  });

  test('invalid bodies are 400 with a detail naming the field', async () => {
    const w = await world();
    const ids = await firstSlotIds(w.app, 4);
    for (const body of [
      { ...phoneBooking(ids, 'cash'), phone: 'call me' },
      { ...phoneBooking(ids, 'cash'), timeslot_ids: ids.slice(0, 1) },
      { ...phoneBooking(ids, 'cash'), source: 'web' },
      { ...phoneBooking(ids, 'cash'), user_email: 'nope' },
      { ...phoneBooking(ids, 'cash'), booking_date: '20261124' },
    ]) {
      const res = await staffBookCall(w, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^Invalid request: \w+/);
    }
    expect(await count(w.db, 'select 1 from bookings')).toBe(0);
  });
});

describe('PUT /api/admin/bookings/:id/attendance', () => {
  test('only once the class day has come, only for a Confirmed booking; audited with before and after', async () => {
    const w = await world();
    const b = await visitorPaid(w);
    const early = await attendanceCall(w, b.id, { attendance: 'attended' });
    expect([early.statusCode, early.json()]).toEqual([409, { detail: ATTENDANCE_TOO_EARLY }]);
    // the class day, 09:59: the student may still come, so no no-show yet (arrived is fine)
    await laterLoggedInAgain(w, w.clock, 24 * 60 - 1);
    const notYet = await attendanceCall(w, b.id, { attendance: 'no_show' });
    expect([notYet.statusCode, notYet.json()]).toEqual([409, { detail: NO_SHOW_TOO_EARLY }]);
    w.clock.advanceMinutes(1); // 10:00, the class begins
    const res = await attendanceCall(w, b.id, { attendance: 'no_show' });
    expect([res.statusCode, res.json()]).toEqual([200, { detail: 'Marked as no-show.', booking_id: b.id }]);
    expect((await attendanceCall(w, b.id, { attendance: null }, w.owner)).json().detail).toBe('Attendance cleared.');
    expect((await bookingHistory(w.db, b.id)).map((e) => [e.action, e.actor_email, e.before, e.after])).toEqual([
      ['booking.attendance', STAFF.email, { attendance: null }, { attendance: 'no_show' }],
      ['booking.attendance', OWNER.email, { attendance: 'no_show' }, { attendance: null }],
    ]);
    const [row] = await w.db.query('select attendance from bookings where id = $1', [b.id]);
    expect(row).toEqual({ attendance: null });
    expect((await staffCancelCall(w, b.id, { refund: 'none' })).statusCode).toBe(200);
    const canceled = await attendanceCall(w, b.id, { attendance: 'attended' });
    expect([canceled.statusCode, canceled.json()]).toEqual([409, { detail: ATTENDANCE_NOT_CONFIRMED }]);
    expect((await attendanceCall(w, b.id + 50, { attendance: 'attended' })).statusCode).toBe(404);
    expect((await attendanceCall(w, b.id, { attendance: 'late' })).statusCode).toBe(400);
  });
});

describe('notifications', () => {
  const notices = (w: WriteWorld, id: number) =>
    w.db.query<{ to_address: string; subject: string; text_body: string }>(
      `select to_address, subject, text_body from mail_outbox where booking_id = $1 and to_address <> 'guest@example.com' order by id`,
      [id],
    );

  test('SCHOOL_EMAIL and staff who switched them on are told of each paid booking and cancellation; staff in their language', async () => {
    const w = await world();
    await w.db.query(`update users set notify_bookings = true, language = 'ja' where email = $1`, [STAFF.email]);
    await w.db.query(`update users set notify_bookings = false where email = $1`, [OWNER.email]);
    const b = await visitorPaid(w);
    const paid = await notices(w, b.id);
    expect(paid.map((m) => [m.to_address, m.subject])).toEqual([
      [SCHOOL, withCode('New booking GT-…: Hanako Yamada, Tue, 24 Nov 2026')],
      [STAFF.email, withCode('【GTSS管理】新しい予約 GT-…：Hanako Yamada 様（2026年11月24日(火)）')],
    ]);
    expect(paid[0].text_body).toContain('Hanako Yamada (guest@example.com) booked a trial class on the website and paid by card.');
    expect(paid[0].text_body).toContain('Time: 10:00-12:00 Japan time');
    expect(paid[0].text_body).toContain('Total: ¥6,000');
    expect(paid[0].text_body).not.toContain(b.ref); // with the id, the customer's cancel link: never in staff mail
    expect(paid[0].text_body).toContain(consoleLink(b.id));
    expect(paid[1].text_body).toContain(consoleLink(b.id));

    // the visitor's own cancel
    await cancelBooking(w.deps, b.id, { referenceId: b.ref });
    const canceled = (await notices(w, b.id)).slice(2);
    expect(canceled.map((m) => m.to_address)).toEqual([SCHOOL, STAFF.email]);
    expect(canceled[0].subject).toEqual(withCode('Canceled GT-…: Hanako Yamada, Tue, 24 Nov 2026'));
    expect(canceled[0].text_body).toContain('was canceled by the customer.');
    expect(canceled[0].text_body).toContain('Refund: ¥6,000.');
  });

  test('SCHOOL_EMAIL_LANGUAGE sets the school’s notices’ language; a member’s console language sets theirs', async () => {
    const w = await writeWorld(startApp, staticDir, undefined, { schoolEmailLanguage: 'ja' });
    await w.db.query(`update users set notify_bookings = true, language = 'ja', console_language = 'zh-TW' where email = $1`, [
      STAFF.email,
    ]);
    await w.db.query(`update users set notify_bookings = false where email = $1`, [OWNER.email]);
    const b = await visitorPaid(w);
    const paid = await notices(w, b.id);
    expect(paid.map((m) => [m.to_address, m.subject])).toEqual([
      [SCHOOL, withCode('【GTSS管理】新しい予約 GT-…：Hanako Yamada 様（2026年11月24日(火)）')],
      [STAFF.email, withCode('【GTSS管理】新預約 GT-…：Hanako Yamada（2026年11月24日（星期二））')],
    ]);
    expect(paid[0].text_body).toContain('Hanako Yamada (guest@example.com) 様からウェブサイトで体験レッスンのご予約があり');
    expect(paid[1].text_body).toContain('透過網站預約了體驗課程');
    await cancelBooking(w.deps, b.id, { referenceId: b.ref });
    const canceled = (await notices(w, b.id)).slice(2);
    expect(canceled.map((m) => m.subject)).toEqual([
      withCode('【GTSS管理】予約キャンセル GT-…：Hanako Yamada 様（2026年11月24日(火)）'),
      withCode('【GTSS管理】預約已取消 GT-…：Hanako Yamada（2026年11月24日（星期二））'),
    ]);
  });

  test('a staff cancel and a cash booking notify too, saying who canceled; a switched-off member gets nothing', async () => {
    const w = await world();
    await w.db.query(`update users set notify_bookings = true where email = $1`, [OWNER.email]);
    const ids = await firstSlotIds(w.app, 4);
    const id = (await staffBookCall(w, { ...phoneBooking(ids, 'cash'), language: 'en' })).json().booking_id as number;
    expect((await staffCancelCall(w, id, { refund: 'none' })).statusCode).toBe(200);
    const all = await notices(w, id);
    const schoolAndOwner = all.filter((m) => m.to_address !== 'kenji@example.com');
    expect(schoolAndOwner.map((m) => [m.to_address, m.subject])).toEqual([
      [SCHOOL, withCode('New booking GT-…: Kenji Sato, Tue, 24 Nov 2026')],
      [OWNER.email, withCode('New booking GT-…: Kenji Sato, Tue, 24 Nov 2026')],
      [SCHOOL, withCode('Canceled GT-…: Kenji Sato, Tue, 24 Nov 2026')],
      [OWNER.email, withCode('Canceled GT-…: Kenji Sato, Tue, 24 Nov 2026')],
    ]);
    expect(schoolAndOwner[0].text_body).toContain(
      'Kenji Sato (kenji@example.com, 090-1234-5678) booked a trial class at the front desk and paid at the school.',
    );
    expect(schoolAndOwner[2].text_body).toContain(`was canceled by ${STAFF.name}.`); // named, not by address
    expect(schoolAndOwner[2].text_body).toContain('No refund.');
    expect(all.some((m) => m.to_address === STAFF.email)).toBe(false);
  });
});
