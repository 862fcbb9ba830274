import type { FastifyInstance } from 'fastify';
import { TEACHER_LESSONS_CHANGED } from '../../../src/shared/admin/teachers';
import type { Queryable } from '../../../src/server/db/db';
import type { AdminWorld } from '../admin/adminKit';
import { customer, deskEnrol, tuesday } from '../enrolment/enrolmentKit';
import { editTeacher, SATO } from './teachersKit';

// A teacher's time off that hits enrolled lessons, where it races (issue 40, point 4), written once and run on PGlite
// (timeOff.test.ts) and on a real PostgreSQL server with two app instances (timeOffPostgres.test.ts): a lesson enrolled
// while the owner confirms the cancel of the listed ones is never lost (neither canceled unseen nor left without its
// teacher).

export interface TimeOffWorld {
  w: AdminWorld;
  /** The second app on the same database (PGlite: the same app). */
  second: FastifyInstance;
}

/** Sato's Tuesdays cut to 10:00-12:00 (her 12:00-14:00 goes), optionally confirming the lessons in the way. */
export const satoMorningsOnly = (w: AdminWorld, confirm?: { lessons: number[]; reason?: string }, app = w.app) =>
  editTeacher(
    w,
    SATO,
    (t) => ({ weekly_hours: { ...t.weekly_hours!, tue: [['10:00', '12:00']] } }),
    confirm && { cancel_lessons: confirm },
    app,
  );

/** Mika enrolled with Sato on Tuesdays at 12:00: the refusal's lesson ids (the lessons in the way). */
export async function mikaInTheWay(w: AdminWorld): Promise<number[]> {
  expect((await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), SATO, '12:00'))).statusCode).toBe(201);
  const refused = await satoMorningsOnly(w);
  expect(refused.statusCode).toBe(409);
  return refused.json().conflicts.map((c: { id: number }) => c.id);
}

/** Every scheduled lesson of Sato's holds her time (two slots, each in a shift of hers). */
export async function noLessonLost(db: Queryable): Promise<void> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from lessons l join classes c on c.id = l.class_id
     where c.teacher_id = $1 and l.status = 'scheduled'
       and (select count(*) from teacher_slots ts join teacher_shifts sh on sh.teacher_id = ts.teacher_id and sh.slot_id = ts.slot_id
            where ts.lesson_id = l.id) <> 2`,
    [SATO],
  );
  expect(row.n).toBe(0);
}

export function timeOffBehaviour(start: () => Promise<TimeOffWorld>) {
  test('the owner confirming the listed lessons while a student enrols at 13:00: one wins, no lesson is lost', async () => {
    const { w, second } = await start();
    const listed = await mikaInTheWay(w);
    const ken = await customer(w.db, 'Ken Kato');
    const [confirmed, enrolled] = await Promise.all([
      satoMorningsOnly(w, { lessons: listed, reason: 'Sato is on leave' }),
      deskEnrol(w, tuesday(ken, SATO, '13:00'), second),
    ]);
    const codes = [confirmed.statusCode, enrolled.statusCode];
    expect([codes.filter((c) => c === 200 || c === 201).length, codes.filter((c) => c === 409).length]).toEqual([1, 1]);
    const scheduled = (id: number[]) =>
      w.db.query<{ n: number }>("select count(*)::int as n from lessons where id = any($1::int[]) and status = 'scheduled'", [id]);
    if (confirmed.statusCode === 200) {
      expect((await scheduled(listed))[0].n).toBe(0);
      expect(await w.db.query("select 1 from enrolments where customer_id = $1 and status = 'active'", [ken])).toEqual([]);
    } else {
      // the enrolment came first: the confirm is refused with its lessons listed too, and nothing was canceled
      expect(confirmed.json().detail).toBe(TEACHER_LESSONS_CHANGED);
      expect(confirmed.json().conflicts.length).toBeGreaterThan(listed.length);
      expect((await scheduled(listed))[0].n).toBe(listed.length);
    }
    await noLessonLost(w.db);
  });
}
