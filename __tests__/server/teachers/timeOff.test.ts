import fs from 'node:fs';
import { TEACHER_CONFLICT, TEACHER_LESSONS_CHANGED } from '../../../src/shared/admin/teachers';
import { schoolCancelValidUntil } from '../../../src/shared/lessonRules';
import { lessonRules } from '../../../src/server/credits/lessonRulesStore';
import { adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { classesOf, trialWith } from '../enrolment/enrolmentKit';
import { calendarFor, editTeacher, SATO, SCHOOL_WITH_TEACHERS, startsFrom, teachers } from './teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { mikaInTheWay, noLessonLost, satoMorningsOnly, timeOffBehaviour } from './timeOffBehaviour';

// A teacher's time off or hours change that hits enrolled lessons (issue 40 point 4, issue 41 point 1): refused with
// them listed; with the owner's confirm, those lessons are canceled in the change's transaction, each student credited
// with the school-cancel validity and told in their language, audited with the reason. Trial bookings still refuse.
jest.setTimeout(90_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const DEC_8 = '2026-12-08';
const DEC_15 = '2026-12-15';

async function school(): Promise<AdminWorld> {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  return adminWorld(t);
}

describe('on the embedded database', () =>
  timeOffBehaviour(async () => {
    const w = await school();
    return { w, second: w.app };
  }));

test("confirmed, the hours are saved and the listed lessons canceled: credits of the school's validity, notices, one audit", async () => {
  const w = await school();
  const listed = await mikaInTheWay(w);
  expect(listed.length).toBeGreaterThan(1);
  const reason = '講師の体調不良のため';
  const done = await satoMorningsOnly(w, { lessons: listed, reason });
  expect([done.statusCode, done.json().weekly_hours.tue]).toEqual([200, [['10:00', '12:00']]]);
  expect((await teachers(w)).find((t) => t.id === SATO)!.weekly_hours!.tue).toEqual([['10:00', '12:00']]);
  expect(await count(w.db, "select 1 from lessons where id = any($1::int[]) and status = 'canceled'", [listed])).toBe(listed.length);
  expect(await classesOf(w.db, SATO, DEC_15)).toEqual([]);
  const credits = await w.db.query<{ day: string; valid_until: string; reason: string }>(
    `select l.day::text as day, c.valid_until::text as valid_until, c.reason from lesson_credits c join lessons l on l.id = c.lesson_id
     where c.kind = 'school_cancel' order by l.day`,
  );
  expect(credits).toHaveLength(listed.length);
  const rules = await lessonRules(w.db);
  for (const c of credits) expect([c.valid_until, c.reason]).toEqual([schoolCancelValidUntil(rules, c.day), reason]);
  const mails = await w.db.query<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where to_address = 'mika.mori@example.com' order by id",
  );
  expect(mails).toHaveLength(listed.length);
  expect(mails[0].subject).toContain('講師の都合により中止');
  expect(mails[0].text_body).toContain(`理由：${reason}`);
  const [audit] = await w.db.query<{ after: { lessons: number[]; reason: string } }>(
    "select after from audit_log where action = 'lessons.canceled_teacher_off'",
  );
  expect([audit.after.lessons.sort(), audit.after.reason]).toEqual([[...listed].sort(), reason]);
  expect(await count(w.db, "select 1 from audit_log where action = 'teacher.changed'")).toBe(1);
  await noLessonLost(w.db);
});

test('a trial booking in the way still refuses the confirmed change: nothing is saved or canceled', async () => {
  const w = await school();
  const listed = await mikaInTheWay(w);
  expect((await trialWith(w.app, w.db, DEC_8, startsFrom('10:00', 4), SATO, 'visitor')).statusCode).toBe(200);
  // her whole Tuesdays off: the trial at 10:00 and Mika's lessons at 12:00 are in the way
  const res = await editTeacher(w, SATO, (t) => ({ weekly_hours: { ...t.weekly_hours!, tue: [] } }), {
    cancel_lessons: { lessons: listed },
  });
  expect([res.statusCode, res.json().detail]).toEqual([409, TEACHER_CONFLICT]);
  expect(res.json().conflicts.filter((c: { kind?: string }) => c.kind !== 'lesson')).toHaveLength(1);
  expect(await count(w.db, "select 1 from lessons where status = 'canceled'")).toBe(0);
  expect(await count(w.db, 'select 1 from lesson_credits')).toBe(0);
  expect((await teachers(w)).find((t) => t.id === SATO)!.weekly_hours!.tue).toEqual([['10:00', '14:00']]);
});

test('a confirm naming another list is refused with the lessons as they are; nothing is canceled', async () => {
  const w = await school();
  const listed = await mikaInTheWay(w);
  const res = await satoMorningsOnly(w, { lessons: listed.slice(1) });
  expect([res.statusCode, res.json().detail]).toEqual([409, TEACHER_LESSONS_CHANGED]);
  expect(res.json().conflicts.map((c: { id: number }) => c.id)).toEqual(listed);
  expect(await count(w.db, "select 1 from lessons where status = 'canceled'")).toBe(0);
  expect(await count(w.db, "select 1 from mail_outbox where to_address = 'mika.mori@example.com'")).toBe(0);
});

test('a confirm when no lesson is in the way any more (withdrawn meanwhile) is refused as a changed list: nothing saved', async () => {
  const w = await school();
  const listed = await mikaInTheWay(w);
  await w.db.query("update lessons set status = 'canceled' where id = any($1::int[])", [listed]);
  await w.db.query('delete from teacher_slots where lesson_id = any($1::int[])', [listed]);
  const res = await satoMorningsOnly(w, { lessons: listed });
  expect([res.statusCode, res.json().detail, res.json().conflicts]).toEqual([409, TEACHER_LESSONS_CHANGED, []]);
  expect((await teachers(w)).find((t) => t.id === SATO)!.weekly_hours!.tue).toEqual([['10:00', '14:00']]);
  expect((await satoMorningsOnly(w)).statusCode).toBe(200);
});

test('bad confirms are 400 { detail }; staff (not owners) cannot confirm', async () => {
  const w = await school();
  const listed = await mikaInTheWay(w);
  for (const bad of [{ lessons: [] }, { lessons: ['x'] }, { lessons: listed, reason: 'a'.repeat(501) }, { lessons: listed, extra: 1 }]) {
    const res = await satoMorningsOnly(w, bad as never);
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  const t = (await teachers(w)).find((x) => x.id === SATO)!;
  const asStaff = await adminCall(w.app, 'PUT', `/admin/teachers/${SATO}`, w.staff, {
    cancel_lessons: { lessons: listed },
    version: t.version,
  });
  expect(asStaff.statusCode).toBe(403);
  expect(await count(w.db, "select 1 from lessons where status = 'canceled'")).toBe(0);
});
