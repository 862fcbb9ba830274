import fs from 'node:fs';
import { SLOT_TAKEN } from '../../../src/server/booking/bookingService';
import { CLASS_FULL, WEEKLY_TIME_TAKEN } from '../../../src/shared/enrolment';
import { ADMIN_CONFIG, adminCall } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS, startsFrom } from '../teachers/teachersKit';
import { makeStaticDir } from '../testApp';
import { classesOf, customer, DEC_8, deskEnrol, ELEMENTARY_ENGLISH, trialWith, TUE, tuesday } from './enrolmentKit';

// Enrolment's races on a real PostgreSQL server: two app instances with pools of their own (two server processes).
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`enrolment ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);

  async function twoInstances() {
    const services = { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS };
    const first = await instance(services, ADMIN_CONFIG);
    const second = await instance(services, ADMIN_CONFIG);
    await calendarFor(first.app);
    return { first, second, w: await writeWorldOn(first) };
  }

  test('20 students enrolling at once in a group class of 3: exactly 3 win, the rest are told it is full', async () => {
    const { first, second, w } = await twoInstances();
    await first.db.query('update courses set capacity = 3 where id = $1', [ELEMENTARY_ENGLISH]);
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await customer(first.db, `Student ${i}`));
    const results = await Promise.all(ids.map((id, i) => deskEnrol(w, tuesday(id, LEE, '16:00'), i % 2 ? first.app : second.app)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const lost of results.filter((r) => r.statusCode !== 201)) {
      expect([lost.statusCode, [CLASS_FULL, WEEKLY_TIME_TAKEN]]).toEqual([409, expect.arrayContaining([lost.json().detail])]);
    }
    expect(await count(first.db, 'select 1 from classes')).toBe(1);
    const [seats] = await first.db.query<{ seats_taken: number }>('select seats_taken from classes');
    expect(seats.seats_taken).toBe(3);
    expect(await count(first.db, "select 1 from enrolments where status = 'active'")).toBe(3);
  });

  test("a visitor's trial and an enrolment racing for one teacher's Tuesday: exactly one wins", async () => {
    const { first, second, w } = await twoInstances();
    const kenji = await customer(first.db, 'Kenji Kudo');
    const [trial, enrolled] = await Promise.all([
      trialWith(second.app, first.db, DEC_8, startsFrom('16:00', 4), LEE, 'visitor'),
      deskEnrol(w, tuesday(kenji, LEE, '16:00', '2026-12-01'), first.app),
    ]);
    expect([trial.statusCode, enrolled.statusCode].sort()).toEqual([200, 409].sort((a, b) => a - b) as number[]);
    expect([SLOT_TAKEN, WEEKLY_TIME_TAKEN, undefined]).toContain(trial.statusCode === 200 ? enrolled.json().detail : trial.json().detail);
    const held = await classesOf(first.db, LEE, DEC_8);
    expect(new Set(held.map((c) => c.start)).size).toBe(held.length);
    expect(held.filter((c) => c.start < '17:00').every((c) => (trial.statusCode === 200 ? c.booking_id : c.lesson_id) !== null)).toBe(true);
  });

  test('two students racing for the last weekly time with one teacher (private lessons): exactly one wins', async () => {
    const { first, second, w } = await twoInstances();
    const [a, b] = [await customer(first.db, 'Aki Aoki'), await customer(first.db, 'Ben Baba')];
    const results = await Promise.all([
      deskEnrol(w, tuesday(a, LEE, '16:00'), first.app),
      deskEnrol(w, tuesday(b, LEE, '16:30'), second.app),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().detail).toBe(WEEKLY_TIME_TAKEN);
    expect(await count(first.db, 'select 1 from classes')).toBe(1);
  });

  test('two students changing to the same weekly time at once (issue 41 point 7): exactly one wins, the other keeps their time', async () => {
    const { first, second, w } = await twoInstances();
    const [a, b] = [await customer(first.db, 'Aki Aoki'), await customer(first.db, 'Ben Baba')];
    const ids = [(await deskEnrol(w, tuesday(a, SATO, '10:00'))).json().id, (await deskEnrol(w, tuesday(b, SATO, '12:00'))).json().id];
    const change = { course_id: ELEMENTARY_ENGLISH, teacher_id: LEE, weekday: TUE, start: '16:00', confirmed: true };
    const results = await Promise.all(
      ids.map((id, i) => adminCall(i ? second.app : first.app, 'POST', `/admin/enrolments/${id}/change`, w.staff, change)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().detail).toBe(WEEKLY_TIME_TAKEN);
    expect(await count(first.db, 'select 1 from classes where teacher_id = $1', [LEE])).toBe(1);
    expect(await count(first.db, "select 1 from audit_log where action = 'enrolment.changed'")).toBe(1);
  });
});
