import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../src/server/db/db';
import type { Enrolment, WeeklyTime } from '../../../src/shared/enrolment';
import { adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { compact, pay, payWithCard, testClock } from '../booking/bookingTestKit';
import { calendarFor, SCHOOL_WITH_TEACHERS, slotIdsAt } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Shared pieces of the enrolment tests (issue 40), on SCHOOL_WITH_TEACHERS: Sato teaches Japanese and English on
// Tuesdays 10:00-14:00, Lee Korean and English whenever the school is open. The default courses are the spec's four.

export const BEGINNER_JAPANESE = 1;
export const ELEMENTARY_ENGLISH = 2;
/** Tuesdays of December 2026 (the 29th is a fifth Tuesday: a course of four a month has no lesson then). */
export const DEC_1 = '2026-12-01';
export const DEC_8 = '2026-12-08';
export const TUE = 2;

/**
 * A test file's schools (call at its top level): each call starts the app on SCHOOL_WITH_TEACHERS with the test's
 * clock, workers off and staff writes allowed, makes its calendar, and answers the desk's world on it.
 */
export function useSchoolsWithTeachers(): () => Promise<AdminWorld> {
  const startApp = useTestApps();
  const staticDir = makeStaticDir();
  afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
  return async () => {
    const t = await startApp(staticDir, {
      services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
      config: WRITE_CONFIG,
    });
    await calendarFor(t.app);
    return adminWorld(t);
  };
}

/** A customer of the school (as the desk's search finds them). */
export async function customer(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    "insert into customers (name, email, first_language, first_source) values ($1, $2, 'ja', 'desk') returning id",
    [name, `${name.toLowerCase().replaceAll(' ', '.')}@example.com`],
  );
  return row.id;
}

export const deskEnrol = (w: Pick<AdminWorld, 'app' | 'staff'>, body: object, app: FastifyInstance = w.app) =>
  adminCall(app, 'POST', '/admin/enrolments', w.staff, body);

/** The desk's enrolment in a weekly Tuesday lesson paid at the school. */
export const tuesday = (customerId: number, teacherId: number, start: string, startsOn = DEC_1, course = ELEMENTARY_ENGLISH) => ({
  course_id: course,
  teacher_id: teacherId,
  weekday: TUE,
  start,
  starts_on: startsOn,
  customer_id: customerId,
  language: 'ja',
});

export async function enrolment(w: Pick<AdminWorld, 'app' | 'staff'>, id: number): Promise<Enrolment> {
  const res = await adminCall(w.app, 'GET', `/admin/enrolments/${id}`, w.staff);
  expect(res.statusCode).toBe(200);
  return res.json();
}

export async function weeklyTimes(w: Pick<AdminWorld, 'app' | 'staff'>, course: number, from: string): Promise<WeeklyTime[]> {
  const res = await adminCall(w.app, 'GET', `/admin/enrolments/weekly-times?course_id=${course}&from=${from}`, w.staff);
  expect([res.statusCode, res.json().detail]).toEqual([200, undefined]);
  return res.json().times;
}

/** A visitor's trial with a teacher on a day at `starts`: the payment call's answer (paid on the test checkout when held). */
export async function trialWith(app: FastifyInstance, db: Queryable, day: string, starts: string[], teacherId: number, who: string) {
  const ids = await slotIdsAt(db, starts, day);
  const res = await pay(app, ids, {
    booking_date: compact(day),
    user_email: `${who}@example.com`,
    user_name: who,
    teacher_id: teacherId,
  } as object);
  if (res.statusCode === 200) expect((await payWithCard(app, res.json().session.url)).statusCode).toBe(303);
  return res;
}

/** Each teacher's classes at once: never two (the key says so; this reads it back), with who holds them. */
export const classesOf = (db: Queryable, teacherId: number, day: string) =>
  db.query<{ start: string; booking_id: number | null; lesson_id: number | null }>(
    `select s.start_time as start, ts.booking_id, ts.lesson_id from teacher_slots ts join slots s on s.id = ts.slot_id
     where ts.teacher_id = $1 and s.day = $2::date order by s.start_time`,
    [teacherId, day],
  );
