import fs from 'node:fs';
import fc from 'fast-check';
import type { Db } from '../../../src/server/db/db';
import { expireCredits } from '../../../src/server/credits/creditExpiry';
import { creditBalance, grantCredits, openLots, takeBack, useCredit } from '../../../src/server/credits/ledger';
import { addDays } from '../../../src/shared/dates';
import { NO_CREDIT } from '../../../src/shared/creditWords';
import { customer } from '../enrolment/enrolmentKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The ledger of lesson credits (issue 41, point 4): the repository spends credits first-to-expire first, and the
// database itself refuses a credit used twice, more than a lot holds, and a use after its date.
jest.setTimeout(120_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const DAY = '2026-12-01';
/** Noon in Tokyo on a date. */
const at = (day: string) => new Date(`${day}T03:00:00Z`);
const SYSTEM = { kind: 'system' } as const;

async function ledgerDb(): Promise<{ db: Db; kim: number }> {
  const { db } = await startApp(staticDir, { services: { workers: false } });
  return { db, kim: await customer(db, 'Kim Kang') };
}

async function bookingId(db: Db, n: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into bookings (code, reference_id, space_id, booking_date, user_name, user_email, total_amount, tax_rate, sales_tax,
       time_range, status)
     values ($1, $1, 'default', '2026-12-10', 'Kim', 'kim@example.com', 0, 10, 0, '10:00-10:30', 'Confirmed') returning id`,
    [`GT-T${String(n).padStart(6, '0')}`],
  );
  return row.id;
}

const grant = (db: Db, customerId: number, amount: number, validUntil: string, day = DAY) =>
  grantCredits(db, { customerId, enrolmentId: null, kind: 'staff', amount, validUntil, reason: 'test', by: SYSTEM }, at(day));
const use = (db: Db, customerId: number, booking: number, day = DAY) =>
  db.transaction((tx) => useCredit(tx, { customerId, enrolmentId: null, bookingId: booking, day, today: day, by: SYSTEM }, at(day)));

test('a use takes the credit that expires first, and none is left after the last', async () => {
  const { db, kim } = await ledgerDb();
  const late = await grant(db, kim, 1, '2027-02-28');
  const soon = await grant(db, kim, 1, '2026-12-31');
  expect(await creditBalance(db, kim, DAY)).toBe(2);
  await use(db, kim, await bookingId(db, 1));
  expect((await openLots(db, kim, DAY)).map((l) => l.id)).toEqual([late]);
  await use(db, kim, await bookingId(db, 2));
  await expect(use(db, kim, await bookingId(db, 3))).rejects.toMatchObject({ status: 409, detail: NO_CREDIT });
  expect(await creditBalance(db, kim, DAY)).toBe(0);
  const rows = await db.query<{ lot_id: number }>("select lot_id from lesson_credits where kind = 'use' order by id");
  expect(rows.map((r) => r.lot_id)).toEqual([soon, late]);
});

test('the database refuses a unit used twice, more units than a lot has, an expired use, and an early expiry', async () => {
  const { db, kim } = await ledgerDb();
  const lot = await grant(db, kim, 2, '2026-12-31');
  const debit = (kind: string, first: number, amount: number, day = DAY) =>
    db.query(
      `insert into lesson_credits (customer_id, kind, amount, lot_id, first_unit, by_kind, created_at) values ($1, $2, $3, $4, $5, 'system', $6)`,
      [kim, kind, amount, lot, first, at(day).toISOString()],
    );
  await debit('correction', 1, -1);
  await expect(debit('correction', 1, -1)).rejects.toMatchObject({ code: '23P01' }); // the same unit again
  await expect(debit('correction', 2, -2)).rejects.toMatchObject({ code: '23514' }); // units 2-3 of a lot of 2
  await expect(debit('use', 2, -1, '2027-01-01')).rejects.toMatchObject({ code: '23514' }); // after its date
  await expect(debit('expiry', 2, -1)).rejects.toMatchObject({ code: '23514' }); // still valid
  const other = await customer(db, 'Ola Other');
  await expect(
    db.query(
      `insert into lesson_credits (customer_id, kind, amount, lot_id, first_unit, by_kind) values ($1, 'use', -1, $2, 2, 'system')`,
      [other, lot],
    ),
  ).rejects.toMatchObject({ code: '23514' }); // another customer's lot
  await expect(db.query('delete from lesson_credits')).rejects.toMatchObject({ code: '23514' });
  await expect(db.query('update lesson_credits set amount = 5')).rejects.toMatchObject({ code: '23514' });
});

test('the sweep writes each lot past its date one expiry row for what is left, once, however late it runs', async () => {
  const { db, kim } = await ledgerDb();
  const lot = await grant(db, kim, 3, '2026-12-31');
  await use(db, kim, await bookingId(db, 1));
  await grant(db, kim, 1, '2027-01-31');
  expect(await expireCredits({ db, now: () => at('2026-12-31') })).toBe(0);
  expect(await expireCredits({ db, now: () => at('2027-01-20') })).toBe(1);
  expect(await expireCredits({ db, now: () => at('2027-01-21') })).toBe(0);
  const rows = await db.query("select kind, amount, lot_id, first_unit from lesson_credits where kind = 'expiry'");
  expect(rows).toEqual([{ kind: 'expiry', amount: -2, lot_id: lot, first_unit: 2 }]);
  expect(await creditBalance(db, kim, '2027-01-20')).toBe(1);
});

test('staff take back credits across lots, or nothing when fewer are left', async () => {
  const { db, kim } = await ledgerDb();
  await grant(db, kim, 1, '2026-12-31');
  await grant(db, kim, 2, '2027-01-31');
  const back = (count: number) =>
    db.transaction((tx) => takeBack(tx, { customerId: kim, enrolmentId: null, count, reason: 'typo', today: DAY, by: SYSTEM }, at(DAY)));
  expect(await back(2)).toBe(true);
  expect(await creditBalance(db, kim, DAY)).toBe(1);
  expect(await back(1)).toBe(true);
  expect(await back(1)).toBe(false);
});

type Step = { op: 'grant'; amount: number; days: number } | { op: 'use' } | { op: 'back'; count: number } | { op: 'wait'; days: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 3 }), days: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ op: fc.constant('use' as const) }),
  fc.record({ op: fc.constant('back' as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 20 }) }),
);

test('property: random grants, uses, take-backs and expiries never give a negative balance, a unit used twice or an expired use', async () => {
  const { db } = await ledgerDb();
  let n = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
      const who = await customer(db, `Prop ${++n}`);
      let day = DAY;
      let expected = 0; // the model: what the student can still use, lot by lot
      let lots: { left: number; until: string }[] = [];
      const live = () => lots.filter((l) => l.until >= day && l.left > 0).sort((a, b) => (a.until < b.until ? -1 : 1));
      for (const s of steps) {
        if (s.op === 'grant') {
          await grant(db, who, s.amount, addDays(day, s.days), day);
          lots.push({ left: s.amount, until: addDays(day, s.days) });
        } else if (s.op === 'use') {
          const ok = await use(db, who, await bookingId(db, 10_000 + n * 100 + steps.indexOf(s)), day).then(
            () => true,
            () => false,
          );
          expect(ok).toBe(live().length > 0);
          if (ok) live()[0].left -= 1;
        } else if (s.op === 'back') {
          const ok = await db
            .transaction((tx) =>
              takeBack(tx, { customerId: who, enrolmentId: null, count: s.count, reason: 'p', today: day, by: SYSTEM }, at(day)).then(
                (done) => {
                  if (!done) throw new Error('rollback');
                  return done;
                },
              ),
            )
            .catch(() => false);
          const have = live().reduce((sum, l) => sum + l.left, 0);
          expect(ok).toBe(have >= s.count);
          for (let left = ok ? s.count : 0; left > 0;) {
            const l = live()[0];
            const k = Math.min(left, l.left);
            l.left -= k;
            left -= k;
          }
        } else {
          day = addDays(day, s.days);
          await expireCredits({ db, now: () => at(day) });
        }
        expected = live().reduce((sum, l) => sum + l.left, 0);
        expect(await creditBalance(db, who, day)).toBe(expected);
      }
      lots = [];
      const [bad] = await db.query<{ n: number }>(
        `select count(*)::int as n from lesson_credits l where l.customer_id = $1 and l.lot_id is null
           and l.amount < coalesce((select sum(-d.amount) from lesson_credits d where d.lot_id = l.id), 0)`,
        [who],
      );
      expect(bad.n).toBe(0);
    }),
    { numRuns: 40 },
  );
});
