import type { FastifyInstance } from 'fastify';
import type { ScheduleSettings, ScheduleState } from '../../../src/shared/admin/schedule';
import type { Db } from '../../../src/server/db/db';
import { adminCall, type AdminWorld } from './adminKit';
import { compact, pay, payWithCard } from '../booking/bookingTestKit';

// Shared pieces of the schedule tests, on the embedded database and on PostgreSQL.

export const schedule = async (w: AdminWorld): Promise<ScheduleState> => {
  const res = await adminCall(w.app, 'GET', '/admin/schedule', w.owner);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** The owner's PUT of the current settings changed by `change`, at the version just read (or `version`). */
export async function changeSettings(w: AdminWorld, change: (s: ScheduleSettings) => ScheduleSettings, version?: number) {
  const current = await schedule(w);
  return adminCall(w.app, 'PUT', '/admin/schedule', w.owner, { settings: change(current.settings), version: version ?? current.version });
}

export const calendarOf = async (app: FastifyInstance): Promise<Map<string, string>> => {
  const res = await app.inject({ method: 'GET', url: '/api/public/rental-space/calendar/default' });
  expect(res.statusCode).toBe(200);
  return new Map((res.json() as Array<{ date: string; status: string }>).map((d) => [d.date, d.status]));
};

/** A visitor's paid booking of `ids` on `day`: its id. */
export async function paidBooking(app: FastifyInstance, db: Db, day: string, ids: number[], email: string, ip = '203.0.113.9') {
  const res = await pay(app, ids, { booking_date: compact(day), user_email: email, user_name: `Visitor ${email.split('@')[0]}` }, ip);
  expect([res.statusCode, res.json().detail]).toEqual([200, undefined]);
  expect((await payWithCard(app, res.json().session.url)).statusCode).toBe(303);
  const [b] = await db.query<{ id: number }>('select id from bookings where user_email = $1 order by id desc limit 1', [email]);
  return b.id;
}

/** Rows a refused schedule change must not have changed. */
export async function scheduleTables(db: Db) {
  return {
    slots: await db.query('select * from slots order by id'),
    schedule: await db.query('select * from schedule'),
    audit: await db.query('select * from audit_log order by id'),
    bookings: await db.query('select * from bookings order by id'),
  };
}
