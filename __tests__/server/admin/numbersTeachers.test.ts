import fs from 'node:fs';
import type { NumbersReport } from '../../../src/shared/admin/numbers';
import { ADMIN_CONFIG, adminCall, adminWorld, laterLoggedInAgain } from './adminKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, paidFor, SATO, SCHOOL_WITH_TEACHERS, startsFrom, TUESDAY } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Numbers the owner can pay teachers by (issue 39, point 6): per teacher, lessons held, no-shows and cancellations
// apart, the hours held, and the money received for their lessons from the till's source (money_movements).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test('per teacher: held, no-shows, cancellations, hours taught and revenue received', async () => {
  const clock = testClock();
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: ADMIN_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  // Tuesday: Sato teaches Aoki (10:00-12:00, attended) and Baba (12:00-14:00, a no-show); Lee teaches Chiba (10:00-12:00
  // then canceled and refunded in full) and Doi (14:00-16:00, not marked)
  const aoki = await paidFor(w.app, w.db, startsFrom('10:00', 4), 'aoki', { teacher_id: SATO });
  const baba = await paidFor(w.app, w.db, startsFrom('12:00', 4), 'baba', { teacher_id: SATO });
  const chiba = await paidFor(w.app, w.db, startsFrom('10:00', 4), 'chiba', { teacher_id: LEE });
  await paidFor(w.app, w.db, startsFrom('14:00', 4), 'doi', { teacher_id: LEE });
  await w.db.query(`update bookings set attendance = 'attended' where id = $1`, [aoki.id]);
  await w.db.query(`update bookings set attendance = 'no_show' where id = $1`, [baba.id]);
  await w.db.query(
    `update bookings set status = 'Canceled', canceled_at = now(), refund_amount = total_amount, refund_requested_at = now(),
       refunded_at = now() where id = $1`,
    [chiba.id],
  );
  const report = async () => {
    const res = await adminCall(w.app, 'GET', `/admin/numbers?from=${TUESDAY}&to=${TUESDAY}&period=week`, w.staff);
    expect(res.statusCode).toBe(200);
    return res.json<NumbersReport>();
  };
  // on Monday, Doi's lesson is ahead: not held yet; Aoki's is held (marked attended)
  expect((await report()).by_teacher).toEqual([
    { teacher_id: SATO, name: 'Sato Yuki', held: 1, no_shows: 1, cancellations: 0, hours_taught: 2, received: 12_000 },
    { teacher_id: LEE, name: 'Lee Min', held: 0, no_shows: 0, cancellations: 1, hours_taught: 0, received: 6_000 },
  ]);
  // on Thursday, Doi's lesson (not marked) is over: held
  await laterLoggedInAgain(w, clock, 3 * 24 * 60);
  const thursday = await report();
  // (most lessons held first, then by name)
  expect(thursday.by_teacher).toEqual([
    { teacher_id: LEE, name: 'Lee Min', held: 1, no_shows: 0, cancellations: 1, hours_taught: 2, received: 6_000 },
    { teacher_id: SATO, name: 'Sato Yuki', held: 1, no_shows: 1, cancellations: 0, hours_taught: 2, received: 12_000 },
  ]);
  // capacity in hours: Sato's four hours and Lee's and Chen's eight that Tuesday; three lessons of two hours confirmed
  expect(thursday.rows[0]).toMatchObject({ hours_filled: 6 });
});
