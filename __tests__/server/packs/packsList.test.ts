import fs from 'node:fs';
import { expireCredits } from '../../../src/server/credits/creditExpiry';
import { adminCall, adminWorld, laterLoggedInAgain } from '../admin/adminKit';
import { firstSlotIds, pay, payWithCard, testClock } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { bookWithPack, buyPack, definePack, FIVE_HOURS } from './packKit';

// The console and lesson packs (follow-up to issue 41, point 3): the packs list shows per pack how many were sold, the
// lessons neither used nor expired today and their value at the price per lesson each was sold at (the credit
// ledger's balance); Today's block of a lesson booked with a pack's credit says so.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const listed = async (w: Awaited<ReturnType<typeof adminWorld>>) =>
  (await adminCall(w.app, 'GET', '/admin/packs', w.owner)).json().packs.map((p: Record<string, number>) => ({
    id: p.id,
    sold: p.sold,
    unused_lessons: p.unused_lessons,
    unused_yen: p.unused_yen,
  }));

async function school(clock = testClock()) {
  const t = await startApp(staticDir, { services: { now: clock.now, workers: false }, config: { ownerEmails: ['owner@school.example'] } });
  return { ...(await adminWorld(t)), clock };
}

test('each pack lists what was sold, the lessons unused today and their value; a used lesson and an expired pack count no more', async () => {
  const w = await school();
  const { clock } = w;
  const five = await definePack(w, { ...FIVE_HOURS, price_yen: 15001, valid_days: 7 });
  const other = await definePack(w, { ...FIVE_HOURS, names: { en: 'Ten one-hour lessons' }, lessons: 10, price_yen: 28000 });
  expect(await listed(w)).toEqual([
    { id: five, sold: 0, unused_lessons: 0, unused_yen: 0 },
    { id: other, sold: 0, unused_lessons: 0, unused_yen: 0 },
  ]);
  await buyPack(w.app, w.visitor, five);
  await buyPack(w.app, w.visitor, other);
  expect((await bookWithPack(w.app, w.visitor, '2026-11-24', await firstSlotIds(w.app, 2))).statusCode).toBe(201);
  // the first lot with lessons left spends first: one of the five, at 15001 / 5 each
  expect(await listed(w)).toEqual([
    { id: five, sold: 1, unused_lessons: 4, unused_yen: 12001 },
    { id: other, sold: 1, unused_lessons: 10, unused_yen: 28000 },
  ]);
  // eight days later the seven-day pack has expired: nothing of it is owed any more
  await laterLoggedInAgain(w, clock, 8 * 24 * 60);
  await expireCredits({ db: w.db, now: clock.now });
  expect(await listed(w)).toEqual([
    { id: five, sold: 1, unused_lessons: 0, unused_yen: 0 },
    { id: other, sold: 1, unused_lessons: 10, unused_yen: 28000 },
  ]);
});

test('Today marks the block of a lesson booked with a pack’s credit, and only that one', async () => {
  const w = await school();
  await buyPack(w.app, w.visitor, await definePack(w));
  const ids = await firstSlotIds(w.app, 6);
  // a trial paid by card first, then a lesson with the pack's credit right after it
  expect((await payWithCard(w.app, (await pay(w.app, ids.slice(0, 4))).json().session.url)).statusCode).toBeLessThan(400);
  expect((await bookWithPack(w.app, w.visitor, '2026-11-24', ids.slice(4))).statusCode).toBe(201);
  const day = (await adminCall(w.app, 'GET', '/admin/today?date=2026-11-24', w.staff)).json();
  expect(day.bookings.map((x: { pack?: true; payment: string }) => [x.payment, x.pack ?? null])).toEqual([
    ['paid', null],
    ['paid', true],
  ]);
});
