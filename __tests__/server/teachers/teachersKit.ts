import type { FastifyInstance } from 'fastify';
import type { ScheduleSeed } from '../../../src/server/booking/schedule';
import type { Queryable } from '../../../src/server/db/db';
import type { Timeslot } from '../../../src/shared/booking';
import type { Teacher } from '../../../src/shared/admin/teachers';
import { adminCall, type AdminWorld } from '../admin/adminKit';
import { compact, FIRST_DAY, pay, payWithCard, TEST_SCHEDULE } from '../booking/bookingTestKit';

// Shared pieces of the teachers' tests: a school with three teachers, and the calls that read and book them.

/** Tuesday 2026-11-24 (the window's first day): the school is open 10:00-18:00, 16 slots of 30 minutes. */
export const TUESDAY = FIRST_DAY;

/**
 * Sato (id 1) teaches Japanese and English on Tuesdays 10:00-14:00; Lee (2) Korean and English whenever the
 * school is open; Chen (3) Chinese whenever the school is open, booked by staff only (not online).
 */
export const SCHOOL_WITH_TEACHERS: ScheduleSeed = {
  ...TEST_SCHEDULE,
  teachers: [
    {
      name: 'Sato Yuki',
      languages: ['ja', 'en'],
      weeklyHours: { ...TEST_SCHEDULE.weeklyHours, mon: [], tue: [['10:00', '14:00']], wed: [], thu: [], fri: [], sat: [] },
    },
    { name: 'Lee Min', languages: ['ko', 'en'], profile: { en: 'Loves grammar.', ja: '文法が好きです。' } },
    { name: 'Chen Wei', languages: ['zh'], bookableOnline: false },
  ],
};
export const SATO = 1;
export const LEE = 2;
export const CHEN = 3;

const query = (q: Record<string, string | number | undefined>) => {
  const entries = Object.entries(q).filter(([, v]) => v !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
};

/** A day's free start times for a visitor who chose a teacher or a language (or neither). */
export async function startsFor(app: FastifyInstance, q: { teacher?: number; language?: string } = {}, day = TUESDAY) {
  const res = await app.inject({ method: 'GET', url: `/api/public/rental-space/calendar/default/${compact(day)}${query(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as Timeslot[]).map((s) => s.start);
}

/** The calendar's status of each day for such a visitor. */
export async function calendarFor(app: FastifyInstance, q: { teacher?: number; language?: string } = {}) {
  const res = await app.inject({ method: 'GET', url: `/api/public/rental-space/calendar/default${query(q)}` });
  expect(res.statusCode).toBe(200);
  return new Map((res.json() as Array<{ date: string; status: string }>).map((d) => [d.date, d.status]));
}

/** The ids of a day's slots starting at each of `starts` (free or not). */
export async function slotIdsAt(db: Queryable, starts: string[], day = TUESDAY): Promise<number[]> {
  const rows = await db.query<{ id: number; start: string }>(
    'select id, start_time as start from slots where day = $1::date and start_time = any($2::text[]) order by start_time',
    [day, starts],
  );
  expect(rows.map((r) => r.start)).toEqual([...starts].sort());
  return rows.map((r) => r.id);
}

/** Half-hour start times from `from` for n slots ('10:00', 4 → 10:00 … 11:30). */
export function startsFrom(from: string, n: number): string[] {
  const m0 = Number(from.slice(0, 2)) * 60 + Number(from.slice(3));
  return Array.from({ length: n }, (_, i) => {
    const m = m0 + 30 * i;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });
}

/** A guest's payment for `starts` on Tuesday with a teacher wish; answers the response and, when held, the booking. */
export async function payFor(
  app: FastifyInstance,
  db: Queryable,
  starts: string[],
  who: string,
  wish: { teacher_id?: number; teaching_language?: string } = {},
  ip = '203.0.113.20',
) {
  const ids = await slotIdsAt(db, starts);
  const res = await pay(app, ids, { user_email: `${who}@example.com`, user_name: who, ...wish } as object, ip);
  const [booking] =
    res.statusCode === 200
      ? await db.query<{ id: number; teacher_id: number | null; assignment: string | null; status: string }>(
          'select id, teacher_id, assignment, status from bookings where user_email = $1 order by id desc limit 1',
          [`${who}@example.com`],
        )
      : [];
  return { res, booking, ids };
}

/** The same, paid on the test checkout: a Confirmed booking. */
export async function paidFor(app: FastifyInstance, db: Queryable, starts: string[], who: string, wish = {}, ip?: string) {
  const made = await payFor(app, db, starts, who, wish, ip);
  expect([made.res.statusCode, made.res.json().detail]).toEqual([200, undefined]);
  expect((await payWithCard(app, made.res.json().session.url)).statusCode).toBe(303);
  return made.booking;
}

export async function teachers(w: AdminWorld): Promise<Teacher[]> {
  const res = await adminCall(w.app, 'GET', '/admin/teachers', w.staff);
  expect(res.statusCode).toBe(200);
  return res.json().teachers;
}

/** An owner's edit of a teacher: the teacher as listed, changed by `change`, at its version. */
export async function editTeacher(w: AdminWorld, id: number, change: (t: Teacher) => Partial<Teacher>, extra: object = {}, app = w.app) {
  const t = (await teachers(w)).find((x) => x.id === id)!;
  const next = { ...t, ...change(t) };
  const body = {
    name: next.name,
    name_latin: next.name_latin ?? null,
    profile: next.profile,
    languages: next.languages,
    photo_url: next.photo_url,
    bookable_online: next.bookable_online,
    user_id: next.user_id,
    weekly_hours: next.weekly_hours,
    exceptions: next.exceptions,
    version: next.version,
    ...extra,
  };
  return adminCall(app, 'PUT', `/admin/teachers/${id}`, w.owner, body);
}

/** Classes per teacher and slot: the teacher_slots rows, for "never two at once" checks. */
export const teacherClasses = (db: Queryable) =>
  db.query<{ teacher_id: number; slot_id: number; booking_id: number }>('select * from teacher_slots order by teacher_id, slot_id');
