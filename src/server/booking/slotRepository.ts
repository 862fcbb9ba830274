import type { CalendarDay, Timeslot } from '../../shared/booking.js';
import { MIN_TIMESLOTS } from '../../shared/constants.js';
import type { Queryable } from '../db/db.js';
import type { SlotTemplate } from './schedule.js';

/** Inserts the slot rows that do not exist yet (idempotent: safe from several processes at once). */
export async function insertSlots(db: Queryable, spaceId: string, seats: number, slots: SlotTemplate[]): Promise<void> {
  if (slots.length === 0) return;
  await db.query(
    `insert into slots (space_id, day, start_time, end_time, seats, seats_free)
     select $1, d::date, s, e, $2, $2 from unnest($3::text[], $4::text[], $5::text[]) as t(d, s, e)
     on conflict (space_id, day, start_time) do nothing`,
    [spaceId, seats, slots.map((s) => s.day), slots.map((s) => s.start), slots.map((s) => s.end)],
  );
}

/** The days that already have slot rows between first and last. */
export async function daysWithSlots(db: Queryable, spaceId: string, first: string, last: string): Promise<Set<string>> {
  const rows = await db.query<{ day: string }>(
    'select distinct day::text as day from slots where space_id = $1 and day between $2::date and $3::date',
    [spaceId, first, last],
  );
  return new Set(rows.map((r) => r.day));
}

/** DESIGN: a day is available when at least MIN_TIMESLOTS slots are still free; full if it has slots; else closed. */
export async function calendar(db: Queryable, spaceId: string, days: string[]): Promise<CalendarDay[]> {
  const rows = await db.query<{ day: string; total: number; free: number }>(
    `select day::text as day, count(*)::int as total, count(*) filter (where seats_free > 0)::int as free
     from slots where space_id = $1 and day between $2::date and $3::date group by day`,
    [spaceId, days[0], days.at(-1)],
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((date) => {
    const r = byDay.get(date);
    const status = !r ? 'closed' : r.free >= MIN_TIMESLOTS ? 'available' : 'full';
    return { date, status };
  });
}

export async function freeSlots(db: Queryable, spaceId: string, day: string): Promise<Timeslot[]> {
  return db.query<Timeslot>(
    `select id, start_time as start, end_time as "end" from slots
     where space_id = $1 and day = $2::date and seats_free > 0 order by start_time`,
    [spaceId, day],
  );
}

export interface SlotRow {
  id: number;
  day: string;
  start: string;
  end: string;
  seats_free: number;
}

/** What never changes about a slot row: its day and times (only seats_free is ever written, and no row is deleted). */
export type SlotFacts = Omit<SlotRow, 'seats_free'>;

export async function slotsByIds(db: Queryable, spaceId: string, ids: number[]): Promise<SlotRow[]> {
  return db.query<SlotRow>(
    `select id, day::text as day, start_time as start, end_time as "end", seats_free
     from slots where space_id = $1 and id = any($2::int[]) order by start_time`,
    [spaceId, ids],
  );
}
