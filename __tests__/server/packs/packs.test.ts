import fs from 'node:fs';
import { PACK_BALANCE_THRESHOLD_YEN, PACK_TOO_LONG, NO_PACK_CREDIT, PACK_STALE } from '../../../src/shared/packWords';
import { expireCredits } from '../../../src/server/credits/creditExpiry';
import { adminCall, adminWorld, expectRoleChecks, laterLoggedInAgain, type AdminWorld } from '../admin/adminKit';
import { call, outbox } from '../accounts/accountsKit';
import { count, firstSlotIds, testClock, TODAY } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { bookWithPack, buyPack, definePack, FIVE_HOURS, myPacks } from './packKit';
import { packRaceBehaviour } from './packRaceBehaviour';
import { TEACHER_NOT_FREE } from '../../../src/shared/teachers';
import type { ScheduleSeed } from '../../../src/server/booking/schedule';
import { classesOf, trialWith } from '../enrolment/enrolmentKit';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS, slotIdsAt, startsFrom, TUESDAY } from '../teachers/teachersKit';

// Lesson packs (回数券, issue 41 point 3) on the embedded database: the owner defines them (validity ≤ 180 days), a
// visitor buys one on the test provider's page (one ledger lot, issue date and expiry), books lessons of its length
// with its credits, gets a credit back by canceling, and the numbers show the unused balance on the reference dates.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

async function school(clock = testClock(), schedule?: ScheduleSeed): Promise<AdminWorld & { clock: typeof clock }> {
  const t = await startApp(staticDir, {
    services: { now: clock.now, workers: false, ...(schedule ? { schedule } : {}) },
    config: { ownerEmails: ['owner@school.example'] },
  });
  return { ...(await adminWorld(t)), clock };
}

test('the owner defines a pack (audited); more than 180 days is refused with the law named; only owners; a stale version is 409', async () => {
  const w = await school();
  await expectRoleChecks(w, 'POST', '/admin/packs', FIVE_HOURS, 'owner');
  const id = await definePack(w);
  const listed = (await adminCall(w.app, 'GET', '/admin/packs', w.owner)).json().packs;
  expect(listed).toEqual([expect.objectContaining({ id, valid_days: 60, lesson_minutes: 60, version: 1, sold: 0, on_sale: true })]);
  const tooLong = await adminCall(w.app, 'POST', '/admin/packs', w.owner, { ...FIVE_HOURS, valid_days: 181 });
  expect([tooLong.statusCode, tooLong.json().detail]).toEqual([400, expect.stringContaining(PACK_TOO_LONG)]);
  const change = { ...FIVE_HOURS, valid_days: 180, on_sale: false, version: 1 };
  expect((await adminCall(w.app, 'PUT', `/admin/packs/${id}`, w.owner, change)).json()).toMatchObject({ valid_days: 180, version: 2 });
  const stale = await adminCall(w.app, 'PUT', `/admin/packs/${id}`, w.owner, change);
  expect([stale.statusCode, stale.json().detail]).toEqual([409, PACK_STALE]);
  const audit = await w.db.query<{ action: string }>("select action from audit_log where target_type = 'pack' order by id");
  expect(audit.map((a) => a.action)).toEqual(['pack.created', 'pack.changed']);
  // off sale: not offered, not sold
  expect((await call(w.app, 'GET', '/public/packs')).json().packs).toEqual([]);
  const buy = await call(w.app, 'POST', '/public/packs/buy', { pack_id: id }, { cookie: w.visitor.cookie });
  expect(buy.statusCode).toBe(404);
});

test('a visitor buys a pack on the test page: one ledger lot, issued today and valid 60 days, the mail in their language says so', async () => {
  const w = await school();
  const id = await definePack(w);
  expect((await call(w.app, 'POST', '/public/packs/buy', { pack_id: id })).statusCode).toBe(401);
  const declined = await buyPack(w.app, w.visitor, id, '4000 0000 0000 0002');
  expect(declined.paid.statusCode).toBe(402);
  expect(await myPacks(w.app, w.visitor)).toEqual([]);
  const { code, paid } = await buyPack(w.app, w.visitor, id, undefined, 'ja');
  expect([paid.statusCode, paid.headers.location]).toEqual([303, expect.stringMatching(/\/app\/my_page$/)]);
  expect(await myPacks(w.app, w.visitor)).toEqual([
    expect.objectContaining({ code, name: 'Five one-hour lessons', issued_on: TODAY, valid_until: '2027-01-22', left: 5 }),
  ]);
  const lots = await w.db.query('select kind, amount, valid_until::text from lesson_credits where pack_purchase_id is not null');
  expect(lots).toEqual([{ kind: 'pack', amount: 5, valid_until: '2027-01-22' }]);
  const mail = (await outbox(w.db)).find((m) => m.subject.includes(code))!;
  expect(mail.subject).toContain('回数券');
  expect(mail.text_body).toMatch(/発行日 2026年11月23日.*有効期限 2027年1月22日/s);
  // its receipt (領収書) shows the issue date and expiry, to the buyer only
  const [{ id: purchase }] = await w.db.query<{ id: number }>('select id from pack_purchases where code = $1', [code]);
  const receipt = await call(w.app, 'GET', `/public/mypage/packs/${purchase}/receipt`, undefined, {
    cookie: w.visitor.cookie,
    'accept-language': 'ja',
  });
  expect(receipt.statusCode).toBe(200);
  expect(receipt.body).toMatch(/領収書.*発行日.*2026年11月23日.*有効期限.*2027年1月22日/s);
  expect(receipt.body).toContain('¥15,000');
  expect((await call(w.app, 'GET', `/public/mypage/packs/${purchase}/receipt`, undefined, { cookie: w.staff.cookie })).statusCode).toBe(
    404,
  );
  // paying the page again changes nothing
  await buyPack(w.app, w.visitor, id);
  expect(await count(w.db, "select 1 from lesson_credits where kind = 'pack'")).toBe(2);
});

test('a lesson of the pack’s length is booked with a credit, never one of another length; canceling gives the credit back', async () => {
  const w = await school();
  await buyPack(w.app, w.visitor, await definePack(w));
  const [a, b, c] = await firstSlotIds(w.app, 3);
  const wrong = await bookWithPack(w.app, w.visitor, '2026-11-24', [a, b, c]);
  expect([wrong.statusCode, wrong.json().detail]).toEqual([409, NO_PACK_CREDIT]);
  const booked = await bookWithPack(w.app, w.visitor, '2026-11-24', [a, b]);
  expect(booked.statusCode).toBe(201);
  const [row] = await w.db.query<{ status: string; provider: string; total_amount: number }>(
    'select status, provider, total_amount from bookings where id = $1',
    [booked.json().booking_id],
  );
  expect(row).toEqual({ status: 'Confirmed', provider: 'pack', total_amount: 0 });
  expect((await myPacks(w.app, w.visitor))[0].left).toBe(4);
  // the slots are taken as any booking's: the same slots again is 409 and spends nothing
  expect((await bookWithPack(w.app, w.visitor, '2026-11-24', [a, b])).statusCode).toBe(409);
  expect((await myPacks(w.app, w.visitor))[0].left).toBe(4);
  const canceled = await call(w.app, 'POST', `/public/bookings/${booked.json().booking_id}/cancel`, undefined, {
    cookie: w.visitor.cookie,
  });
  expect(canceled.statusCode).toBe(200);
  expect((await myPacks(w.app, w.visitor))[0].left).toBe(5);
  expect(await count(w.db, "select 1 from lesson_credits where kind = 'returned'")).toBe(1);
});

test('with teachers, a pack lesson takes the teacher as a trial does: a teacher in a trial then is refused, another is free', async () => {
  const w = await school(testClock(), { ...SCHOOL_WITH_TEACHERS, seatsPerSlot: 2 });
  await calendarFor(w.app);
  await buyPack(w.app, w.visitor, await definePack(w));
  expect((await trialWith(w.app, w.db, TUESDAY, startsFrom('10:00', 4), SATO, 'tomo')).statusCode).toBe(200);
  const ids = await slotIdsAt(w.db, startsFrom('11:00', 2), TUESDAY);
  const withSato = await call(w.app, 'POST', '/public/packs/book', packBody(ids, SATO), { cookie: w.visitor.cookie });
  expect([withSato.statusCode, withSato.json().detail]).toEqual([409, TEACHER_NOT_FREE]);
  const withLee = await call(w.app, 'POST', '/public/packs/book', packBody(ids, LEE), { cookie: w.visitor.cookie });
  expect(withLee.statusCode).toBe(201);
  expect((await classesOf(w.db, LEE, TUESDAY)).map((c) => [c.start, c.booking_id])).toEqual([
    ['11:00', withLee.json().booking_id],
    ['11:30', withLee.json().booking_id],
  ]);
  expect((await myPacks(w.app, w.visitor))[0].left).toBe(4);
});

const packBody = (ids: number[], teacherId: number) => ({
  rental_space_id: 'default',
  booking_date: TUESDAY.replaceAll('-', ''),
  timeslot_ids: ids,
  seat_count: 1,
  teacher_id: teacherId,
});

test('a pack expires: no lesson after its date, and the sweep writes off what is left', async () => {
  const w = await school();
  await buyPack(w.app, w.visitor, await definePack(w, { ...FIVE_HOURS, valid_days: 7 }));
  const late = await bookWithPack(w.app, w.visitor, '2026-12-01', await firstSlotIds(w.app, 2, '2026-12-01'));
  expect([late.statusCode, late.json().detail]).toEqual([409, NO_PACK_CREDIT]);
  expect((await bookWithPack(w.app, w.visitor, '2026-11-30', await firstSlotIds(w.app, 2, '2026-11-30'))).statusCode).toBe(201);
  w.clock.advanceMinutes(8 * 24 * 60);
  expect(await expireCredits({ db: w.db, now: w.clock.now })).toBe(1);
  expect(await myPacks(w.app, w.visitor)).toEqual([expect.objectContaining({ left: 0, valid_until: '2026-11-30' })]);
});

test('the numbers: the unused balance of all packs on 31 March and 30 September, by the price per lesson, the threshold named', async () => {
  const clock = testClock(new Date('2027-03-20T01:00:00Z'));
  const w = await school(clock);
  await buyPack(w.app, w.visitor, await definePack(w, { ...FIVE_HOURS, price_yen: 15001 }));
  expect((await bookWithPack(w.app, w.visitor, '2027-03-23', await firstSlotIds(w.app, 2, '2027-03-23'))).statusCode).toBe(201);
  await laterLoggedInAgain(w, clock, 20 * 24 * 60); // 9 April
  const res = await adminCall(w.app, 'GET', '/admin/numbers/packs', w.staff);
  expect(res.json()).toEqual({
    threshold_yen: PACK_BALANCE_THRESHOLD_YEN,
    balances: [
      { on: '2027-03-31', lessons_left: 4, yen: 12001, over_threshold: false },
      { on: '2026-09-30', lessons_left: 0, yen: 0, over_threshold: false },
      { on: '2026-03-31', lessons_left: 0, yen: 0, over_threshold: false },
      { on: '2025-09-30', lessons_left: 0, yen: 0, over_threshold: false },
    ],
  });
});

// the embedded database runs one statement at a time: the same story, one app answering both
packRaceBehaviour(async () => {
  const w = await school();
  return { first: w.app, second: w.app, db: w.db, w };
});
