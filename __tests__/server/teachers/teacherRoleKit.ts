import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/db';
import { adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { logIn, loggedIn, type LoggedIn, type Person } from '../accounts/accountsKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, paidFor, SATO, SCHOOL_WITH_TEACHERS, startsFrom } from './teachersKit';
import type { StartOptions, TestApp } from '../testApp';

// Shared pieces of the teacher role's tests: a school with teachers, a member made teacher and linked to Sato on
// the staff page, and two paid classes on Tuesday: Kenji's with Sato (with the staff's notes) and Mika's with Lee.

export const TEACHER: Person = { name: 'Tomo Teacher', email: 'tomo@school.example', password: 'teaches japanese' };
export const LESSON_NOTE = 'Wants business Japanese.';
export const CUSTOMER_NOTE = 'Pays in cash, calls before coming.';

export interface TeacherWorld extends AdminWorld {
  teacher: LoggedIn;
  teacherId: number;
  clock: ReturnType<typeof testClock>;
  kenji: number;
  mika: number;
}

/** Makes the member `userId` a teacher linked to `teacherId` (null: to none), as an owner does on the staff page. */
export const makeTeacher = (w: AdminWorld, userId: number, teacherId: number | null) =>
  adminCall(w.app, 'PUT', `/admin/staff/${userId}/role`, w.owner, { role: 'teacher', teacher_id: teacherId });

async function noted(w: AdminWorld, bookingId: number) {
  const [b] = await w.db.query<{ v: number; c: number }>('select note_version as v, customer_id as c from bookings where id = $1', [
    bookingId,
  ]);
  expect(
    (await adminCall(w.app, 'PUT', `/admin/bookings/${bookingId}/note`, w.staff, { note: LESSON_NOTE, version: b.v })).statusCode,
  ).toBe(200);
  const [c] = await w.db.query<{ v: number }>('select version as v from customers where id = $1', [b.c]);
  const customer = await adminCall(w.app, 'PUT', `/admin/customers/${b.c}/note`, w.staff, { note: CUSTOMER_NOTE, version: c.v });
  expect(customer.statusCode).toBe(200);
}

/** Starts the app on PGlite (a test app) or on PostgreSQL (pgInstances.ts) with these services and configuration. */
export type StartWith = (services: StartOptions['services'], config: Partial<Config>) => Promise<{ app: FastifyInstance; db: Db }>;

/** On PGlite: the file's test apps. */
export const onPglite =
  (startApp: (dir: string, options: StartOptions) => Promise<TestApp>, staticDir: string): StartWith =>
  (services, config) =>
    startApp(staticDir, { services, config });

export async function teacherWorld(start: StartWith): Promise<TeacherWorld> {
  const clock = testClock();
  const t = await start({ now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false }, WRITE_CONFIG);
  await calendarFor(t.app); // the window's slots and shifts
  const w = await adminWorld({ ...t, config: { publicUrl: 'http://localhost:3000' } as Config });
  const kenji = (await paidFor(w.app, w.db, startsFrom('10:00', 4), 'kenji', { teacher_id: SATO })).id;
  const mika = (await paidFor(w.app, w.db, startsFrom('12:00', 4), 'mika', { teacher_id: LEE })).id;
  await noted(w, kenji);
  const teacher = await memberAs(w, TEACHER, SATO);
  return { ...w, teacher, teacherId: SATO, clock, kenji, mika };
}

/** `who` signs up, an owner makes them a teacher linked to `teacherId`, and they log in. */
export async function memberAs(w: AdminWorld, who: Person, teacherId: number | null): Promise<LoggedIn> {
  await loggedIn({ app: w.app, db: w.db, config: { publicUrl: 'http://localhost:3000' } } as TestApp, who);
  const [{ id }] = await w.db.query<{ id: number }>('select id from users where email = $1', [who.email]);
  await w.db.query(`update users set role = 'staff' where id = $1`, [id]);
  const made = await makeTeacher(w, id, teacherId);
  expect(made.statusCode).toBe(200);
  return logIn(w.app, who);
}

/** A teacher's classes from Tuesday, `days` long. */
export const myClasses = (app: FastifyInstance, who: LoggedIn, from: string, days = 1) =>
  adminCall(app, 'GET', `/admin/my/classes?from=${from}&days=${days}`, who);
