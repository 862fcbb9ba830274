import fs from 'node:fs';
import { CSV_HEADINGS_BY_LANGUAGE } from '../../../src/server/admin/csvExport';
import { MONEY_RANGE_TOO_LONG } from '../../../src/shared/admin/till';
import { adminCall, laterLoggedInAgain, STAFF } from './adminKit';
import { phoneBooking, staffBookCall, staffCancelCall, visitorPaid, writeWorld, type WriteWorld } from './adminBookingsWriteKit';
import { FRIDAY, slotsAt } from '../booking/bookingMoveBehaviour';
import { FIRST_DAY, TODAY } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The accountant's CSV (issue 39, point 12): one row per movement of money (a first payment, each difference, each
// refund) with its way (card, cash, link), its date and the booking's code, by the day the money moved.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const exportMoney = (w: WriteWorld, query: string) => adminCall(w.app, 'GET', `/admin/money/export.csv?${query}`, w.staff);
const linesOf = (body: Buffer) =>
  body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

test('each movement a row: paid in cash at the desk, by card online, paid at the lesson and taken, refunded; refunds negative', async () => {
  const w = await writeWorld(startApp, staticDir);
  const cash = await staffBookCall(w, { ...phoneBooking(await slotsAt(w, 0, 4), 'cash', FRIDAY), source: 'desk' });
  const card = await visitorPaid(w, { date: FRIDAY, ids: await slotsAt(w, 4, 4) });
  const lesson = (await staffBookCall(w, phoneBooking(await slotsAt(w, 8, 4), 'at_lesson', FRIDAY))).json().booking_id as number;
  // the next day: the card booking is canceled with a full refund (paid out), the lesson's price is taken in cash
  await laterLoggedInAgain(w, w.clock, 24 * 60);
  expect((await staffCancelCall(w, card.id, { refund: 'full' })).statusCode).toBe(200);
  expect((await adminCall(w.app, 'POST', `/admin/bookings/${lesson}/difference/cash`, w.staff)).statusCode).toBe(200);
  const codes = Object.fromEntries(
    (await w.db.query<{ id: number; code: string }>('select id, code from bookings')).map((b) => [b.id, b.code]),
  );
  const res = await exportMoney(w, `from=${TODAY}&to=${FIRST_DAY}&headings=ja`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="gtss-money-${TODAY}-${FIRST_DAY}.csv"`);
  const rows = linesOf(res.rawPayload);
  expect(rows[0]).toBe('日付（日本時間）,時刻（日本時間）,予約番号,予約コード,受講者,入出金,内容,支払方法,金額（円）,担当者');
  const id = cash.json().booking_id as number;
  expect(rows.slice(1).map((r) => r.split(',').filter((_, i) => i !== 1))).toEqual([
    // the movement, its part and its way in Japanese too (issue 39, point 11)
    [TODAY, String(id), codes[id], 'Kenji Sato', '入金', '予約の代金', '現金', '6000', STAFF.name],
    [TODAY, String(card.id), codes[card.id], 'Hanako Yamada', '入金', '予約の代金', 'カード', '6000', ''],
    [FIRST_DAY, String(card.id), codes[card.id], 'Hanako Yamada', '返金', '予約の代金', 'カード', '-6000', ''],
    [FIRST_DAY, String(lesson), codes[lesson], 'Kenji Sato', '入金', '当日払いの受講料', '現金', '6000', STAFF.name],
  ]);
  // in English the codes, as before (scripts read them)
  const en = linesOf((await exportMoney(w, `from=${TODAY}&to=${FIRST_DAY}`)).rawPayload);
  expect(en.slice(1).map((r) => r.split(',').slice(5, 8))).toEqual([
    ['payment', 'first', 'cash'],
    ['payment', 'first', 'card'],
    ['refund', 'first', 'card'],
    ['payment', 'lesson', 'cash'],
  ]);
  const [audit] = await w.db.query<{ after: unknown }>(`select after from audit_log where action = 'money.exported' order by id`);
  expect(audit.after).toEqual({ from: TODAY, to: FIRST_DAY, rows: 4 });
  // without `headings`: the member's console language (the server knows it), for both files
  await w.db.query(`update users set console_language = 'ja' where email = $1`, [STAFF.email]);
  expect(linesOf((await exportMoney(w, `from=${TODAY}&to=${FIRST_DAY}`)).rawPayload)[1]).toContain(',入金,予約の代金,現金,');
  const bookings = await adminCall(w.app, 'GET', `/admin/bookings/export.csv?from=${TODAY}&to=${FRIDAY}`, w.staff);
  expect(linesOf(bookings.rawPayload)[0]).toBe(CSV_HEADINGS_BY_LANGUAGE.ja.join(','));
});

test('a range over a year, backwards or unknown headings is a 400 with its detail; staff only', async () => {
  const w = await writeWorld(startApp, staticDir);
  const long = await exportMoney(w, 'from=2026-01-01&to=2027-01-02');
  expect([long.statusCode, long.json().detail]).toEqual([400, expect.stringContaining(MONEY_RANGE_TOO_LONG)]);
  expect((await exportMoney(w, 'from=2026-11-25&to=2026-11-24')).statusCode).toBe(400);
  expect((await exportMoney(w, 'from=2026-11-24&to=2026-11-24&headings=fr')).statusCode).toBe(400);
  expect((await adminCall(w.app, 'GET', '/admin/money/export.csv?from=2026-11-24&to=2026-11-24', w.visitor)).statusCode).toBe(403);
  // nothing moved: the heading row alone
  expect(linesOf((await exportMoney(w, 'from=2026-11-24&to=2026-11-24')).rawPayload)).toHaveLength(1);
});
