import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { RENTAL_SPACE_ID } from '../../../src/shared/constants';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS } from './teachersKit';
import { makeStaticDir } from '../testApp';
import { mikaInTheWay, noLessonLost, satoMorningsOnly, timeOffBehaviour } from './timeOffBehaviour';

// A teacher's time off that cancels enrolled lessons, on a real PostgreSQL server with two app instances (two server
// processes): a lesson enrolled while the owner confirms is never lost.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`teacher time off ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  const start = async () => {
    const services = { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS };
    const first = await instance(services, ADMIN_CONFIG);
    const second = await instance(services, ADMIN_CONFIG);
    await calendarFor(first.app);
    return { w: await writeWorldOn(first), second: second.app };
  };
  timeOffBehaviour(start);

  test("a lesson's time taken in a shift the change removes, committed while the change waits on it: the change runs again", async () => {
    const { w, second } = await start();
    const listed = await mikaInTheWay(w);
    // another process holds (uncommitted) one more of Sato's slots for a listed lesson, at 13:00 that day: the change's
    // delete of that shift waits on it, and fails on teacher_slots' foreign key once it commits
    let release!: () => void;
    let taken!: () => void;
    const [gate, ready] = [new Promise<void>((r) => (release = r)), new Promise<void>((r) => (taken = r))];
    const held = w.db.transaction(async (tx) => {
      await tx.query(
        `insert into teacher_slots (teacher_id, slot_id, lesson_id)
         select $1, s.id, l.id from lessons l join slots s on s.day = l.day and s.start_time = '13:00' and s.space_id = $3
         where l.id = $2`,
        [SATO, listed[0], RENTAL_SPACE_ID],
      );
      await tx.query(
        `update slots set seats_free = seats_free - 1 where id = (select slot_id from teacher_slots where lesson_id = $1
           order by slot_id desc limit 1)`,
        [listed[0]],
      );
      taken();
      await gate;
    });
    await ready;
    const confirm = satoMorningsOnly(w, { lessons: listed }, second);
    await new Promise((r) => setTimeout(r, 1500));
    release();
    await held;
    const res = await confirm;
    expect([res.statusCode, res.json().detail]).toEqual([200, undefined]);
    expect(await count(w.db, "select 1 from lessons where id = any($1::int[]) and status = 'canceled'", [listed])).toBe(listed.length);
    expect(await count(w.db, 'select 1 from teacher_slots where lesson_id = any($1::int[])', [listed])).toBe(0);
    await noLessonLost(w.db);
  });
});
