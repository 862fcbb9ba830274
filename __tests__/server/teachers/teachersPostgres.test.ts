import fs from 'node:fs';
import { SLOT_TAKEN } from '../../../src/server/booking/bookingService';
import { NO_TEACHER_FREE, REASSIGN_NOT_FREE } from '../../../src/shared/admin/teachers';
import { NO_SINGLE_TEACHER, TEACHER_NOT_FREE } from '../../../src/shared/teachers';
import { ADMIN_CONFIG, adminCall } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { calendarFor, CHEN, LEE, payFor, SCHOOL_WITH_TEACHERS, slotIdsAt, startsFrom, teacherClasses, TUESDAY } from './teachersKit';
import { makeStaticDir } from '../testApp';

// Teachers against a real PostgreSQL server, where transactions really run at the same time: two app
// instances with pools of their own (two server processes) race for the same teachers.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** No teacher has two classes in one slot, and every class is in a shift of theirs (the keys say so; this reads it back). */
async function neverTwoAtOnce(db: Parameters<typeof teacherClasses>[0]) {
  const classes = await teacherClasses(db);
  expect(new Set(classes.map((c) => `${c.teacher_id}:${c.slot_id}`)).size).toBe(classes.length);
  const [{ n }] = await db.query<{ n: number }>(
    'select count(*)::int as n from teacher_slots ts where not exists (select 1 from teacher_shifts sh where sh.teacher_id = ts.teacher_id and sh.slot_id = ts.slot_id)',
  );
  expect(n).toBe(0);
}

describeWithPostgres(`teachers ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);

  async function twoInstances() {
    const clock = testClock();
    const services = { now: clock.now, schedule: SCHOOL_WITH_TEACHERS };
    const first = await instance(services, ADMIN_CONFIG);
    const second = await instance(services, ADMIN_CONFIG);
    await calendarFor(first.app);
    return { first, second };
  }

  test('twelve payers for "any teacher" on a span two teachers are free for: exactly two win, each with a different teacher', async () => {
    const { first, second } = await twoInstances();
    // 10:00-12:00 on Tuesday: Sato and Lee are free (Chen is not booked online)
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        payFor(i % 2 ? first.app : second.app, first.db, startsFrom('10:00', 4), `payer${i}`, {}, `198.51.100.${i + 1}`),
      ),
    );
    const won = results.filter((r) => r.res.statusCode === 200);
    expect(won).toHaveLength(2);
    expect(new Set(won.map((r) => r.booking.teacher_id)).size).toBe(2);
    for (const lost of results.filter((r) => r.res.statusCode !== 200)) {
      expect([lost.res.statusCode, [SLOT_TAKEN, NO_SINGLE_TEACHER]]).toEqual([409, expect.arrayContaining([lost.res.json().detail])]);
    }
    const [{ n }] = await first.db.query<{ n: number }>("select count(*)::int as n from bookings where status = 'Pending'");
    expect(n).toBe(2);
    await neverTwoAtOnce(first.db);
  });

  test("a visitor's payment, a desk booking and a reassignment racing for one teacher: exactly one wins", async () => {
    const { first, second } = await twoInstances();
    const w = await writeWorldOn(first);
    const ids = await slotIdsAt(first.db, startsFrom('14:00', 4), TUESDAY);
    // a desk booking Chen teaches at 14:00-16:00, to be given to Lee
    const desk = { booking_date: TUESDAY, timeslot_ids: ids, user_name: 'Kenji', language: 'ja', source: 'desk', payment: 'cash' };
    const chens = await adminCall(first.app, 'POST', '/admin/bookings', w.staff, { ...desk, teacher_id: CHEN });
    expect(chens.statusCode).toBe(201);
    const results = await Promise.all([
      payFor(second.app, first.db, startsFrom('14:00', 4), 'visitor', { teacher_id: LEE }).then((r) => r.res),
      adminCall(first.app, 'POST', '/admin/bookings', w.staff, { ...desk, user_name: 'Mika', teacher_id: LEE }),
      adminCall(second.app, 'POST', `/admin/bookings/${chens.json().booking_id}/teacher`, w.owner, { teacher_id: LEE }),
    ]);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200 || c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
    const refusals = [SLOT_TAKEN, TEACHER_NOT_FREE, REASSIGN_NOT_FREE, NO_TEACHER_FREE];
    for (const r of results.filter((x) => x.statusCode === 409)) expect(refusals).toContain(r.json().detail);
    const lee = await first.db.query('select slot_id from teacher_slots where teacher_id = $1 and slot_id = any($2::int[])', [LEE, ids]);
    expect(lee).toHaveLength(4);
    await neverTwoAtOnce(first.db);
  });
});
