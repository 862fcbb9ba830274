import fs from 'node:fs';
import { CLOSED_DATE_REASON } from '../../../src/server/admin/closeDates';
import { CLOSE_DATES_CHANGED } from '../../../src/shared/admin/schedule';
import { adminCall, OWNER } from './adminKit';
import { mailsOf, phoneBooking, staffBookCall, visitorPaid, writeWorld, type WriteWorld } from './adminBookingsWriteKit';
import { scheduleTables } from './adminScheduleKit';
import { closeDatesBehaviour, closeDatesCall, refusedClosing, visitorCancel } from './closeDatesBehaviour';
import { TOO_LATE } from '../../../src/server/booking/cancelService';
import { count, fakeProvider, FIRST_DAY, firstSlotIds } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// "Cancel these N bookings and close the date": the owner's refused closing offers it; in one transaction
// every booking on the date is canceled through the cancel path (card refunded, cash owed at the desk) and
// the date is closed. The race with a visitor's own cancel runs on PostgreSQL too (closeDatesPostgres.test.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('on the embedded database', () => closeDatesBehaviour(() => writeWorld(startApp, staticDir)));

/** A card booking (the Stripe stand-in), a cash one taken by phone in Japanese and an unpaid payment link, all on FIRST_DAY. */
async function busyDay() {
  const payments = fakeProvider();
  const w: WriteWorld = await writeWorld(startApp, staticDir, payments);
  const card = await visitorPaid(w, { email: 'card@example.com', fake: true });
  const cash = (await staffBookCall(w, phoneBooking(await firstSlotIds(w.app), 'cash'))).json().booking_id as number;
  const link = (await staffBookCall(w, { ...phoneBooking(await firstSlotIds(w.app), 'link'), user_email: 'link@example.com' })).json()
    .booking_id as number;
  return { w, payments, card: card.id, cardRef: card.ref, cash, link };
}

test('cancels every booking on the date through the cancel path and closes it, in one transaction', async () => {
  const { w, payments, card, cardRef, cash, link } = await busyDay();
  payments.outcome = { status: 'expired' };
  const seen = await refusedClosing(w, [FIRST_DAY]);
  expect(seen.bookings).toEqual(
    expect.arrayContaining([
      { id: card, status: 'Confirmed' },
      { id: cash, status: 'Confirmed' },
      { id: link, status: 'Pending' },
    ]),
  );
  const res = await closeDatesCall(w, { version: seen.version, dates: [FIRST_DAY], bookings: seen.bookings });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ canceled: 3, schedule: { version: seen.version + 1 } });
  expect(res.json().schedule.settings.closedDates).toContain(FIRST_DAY);
  // The payment link was ended at the provider first; the card paid is refunded in full to the card.
  expect(payments.expireCalls).toEqual([`fake_${link}`]);
  expect(payments.refunds).toEqual([{ paymentRef: `pi_${card}`, amountYen: 6000 }]);
  const rows = await w.db.query<{ id: number; status: string; refund_requested: boolean; refunded: boolean }>(
    `select id, status, refund_requested_at is not null as refund_requested, refunded_at is not null as refunded
     from bookings order by id`,
  );
  expect(rows).toEqual([
    { id: card, status: 'Canceled', refund_requested: true, refunded: true },
    // the cash customer is not at the desk: the cash is owed until staff mark it paid back
    { id: cash, status: 'Canceled', refund_requested: true, refunded: false },
    { id: link, status: 'Canceled', refund_requested: false, refunded: false },
  ]);
  // Each customer told in their language (Kenji's phone booking is in Japanese), each cancel audited.
  const toCustomer = async (id: number, to: string) => (await mailsOf(w.db, id)).filter((m) => m.to_address === to).map((m) => m.subject);
  // the school's closure notice (closureTexts.ts), not the visitor-cancellation mail
  expect(await toCustomer(cash, 'kenji@example.com')).toContainEqual(expect.stringMatching(/休校のため/));
  expect(await toCustomer(card, 'card@example.com')).toEqual(
    expect.arrayContaining([expect.stringMatching(/The school is closed on/), expect.stringMatching(/refund .* has been issued/)]),
  );
  expect(await toCustomer(link, 'link@example.com')).toContainEqual(expect.stringMatching(/休校のため/));
  // the system's reason as a code (each member reads it in their language), no typed reason: none
  const audit = await w.db.query<{ action: string; reason: string | null; code: string | null }>(
    `select action, after->>'reason' as reason, after->>'reason_code' as code from audit_log where actor_email = $1 order by id`,
    [OWNER.email],
  );
  expect(audit).toEqual([
    ...[1, 2, 3].map(() => ({ action: 'booking.canceled', reason: null, code: CLOSED_DATE_REASON })),
    { action: 'schedule.changed', reason: null, code: null },
  ]);
  expect(await count(w.db, 'select 1 from booking_slots bs join slots s on s.id = bs.slot_id where s.seats_free < s.seats')).toBe(0);
  // The visitor's own cancel arriving after it finds the booking canceled (the race's other order).
  const late = await visitorCancel(w, { id: card, ref: cardRef });
  expect([late.statusCode, late.json()]).toEqual([409, { detail: TOO_LATE }]);
  expect(payments.refunds).toHaveLength(1);
});

test('a booking made on the date after the owner looked: nothing is canceled, the owner sees all of them', async () => {
  const { w, card, cash, link } = await busyDay();
  const seen = await refusedClosing(w, [FIRST_DAY]);
  const without = seen.bookings.filter((b) => b.id !== link);
  const before = await scheduleTables(w.db);
  const res = await closeDatesCall(w, { version: seen.version, dates: [FIRST_DAY], bookings: without });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ detail: CLOSE_DATES_CHANGED, conflicts: seen.conflicts });
  expect(
    res
      .json()
      .conflicts.map((c: { id: number }) => c.id)
      .sort(),
  ).toEqual([card, cash, link].sort());
  expect(await scheduleTables(w.db)).toEqual(before);
});

test('only owners; a stale version, a date already closed or a bad body change nothing', async () => {
  const { w } = await busyDay();
  const seen = await refusedClosing(w, [FIRST_DAY]);
  const body = { version: seen.version, dates: [FIRST_DAY], bookings: seen.bookings };
  const before = await scheduleTables(w.db);
  expect((await adminCall(w.app, 'POST', '/admin/schedule/close-dates', w.staff, body)).statusCode).toBe(403);
  const stale = await closeDatesCall(w, { ...body, version: seen.version - 1 });
  expect(stale.statusCode).toBe(409);
  for (const bad of [
    { ...body, dates: [] },
    { ...body, dates: ['24/11/2026'] },
    { ...body, bookings: [{ id: 1, status: 'Canceled' }] },
  ]) {
    const res = await closeDatesCall(w, bad);
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  expect(await scheduleTables(w.db)).toEqual(before);
  // A date closed meanwhile with nothing on it: nothing to do.
  const { settings, version } = (await adminCall(w.app, 'GET', '/admin/schedule', w.owner)).json();
  const dayOff = '2026-11-25';
  expect(
    (await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, { settings: { ...settings, closedDates: [dayOff] }, version })).statusCode,
  ).toBe(200);
  const again = await closeDatesCall(w, { version: version + 1, dates: [dayOff], bookings: [{ id: 1, status: 'Confirmed' }] });
  expect(again.statusCode).toBe(409);
  expect(again.json().detail).toBe(CLOSE_DATES_CHANGED);
});
