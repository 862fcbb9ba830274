import type { ConflictBooking } from '../../shared/admin/common.js';
import type { CalendarDay, Timeslot } from '../../shared/booking.js';
import { MIN_TIMESLOTS } from '../../shared/constants.js';
import type { Queryable } from '../db/db.js';
import { hasTeachers } from '../teachers/shifts.js';
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

/** Which teachers a visitor's view counts: one teacher, or any of a language, or any (bookable online, active). */
export interface TeacherFilter {
  teacher?: number;
  language?: string;
}

/** The teachers a filter allows (alias t): `teacher` and `language` are SQL parameters (null: any). */
const eligible = (teacher: string, language: string) => `t.retired_at is null and t.bookable_online
  and (${teacher}::int is null or t.id = ${teacher}::int) and (${language}::text is null or ${language}::text = any (t.languages))`;
/** A teacher's shift (alias sh) of slot s without a class. */
const SHIFT_FREE = 'not exists (select 1 from teacher_slots ts where ts.teacher_id = sh.teacher_id and ts.slot_id = s.id)';

/**
 * A day is available when at least MIN_TIMESLOTS slots are still free; full if it has slots; else
 * closed. Slots staff closed do not count: a day whose slots are all closed is closed. In a school with
 * teachers a booking has one teacher, so a day is available when one teacher the filter allows has
 * MIN_TIMESLOTS free slots; full when such teachers work that day; else closed.
 */
export async function calendar(db: Queryable, spaceId: string, days: string[], filter: TeacherFilter = {}): Promise<CalendarDay[]> {
  const rows = (await hasTeachers(db))
    ? await db.query<{ day: string; total: number; free: number }>(
        `select day::text as day, 1 as total, max(free)::int as free from (
           select s.day, sh.teacher_id, count(*) filter (where ${SHIFT_FREE}) as free
           from slots s join teacher_shifts sh on sh.slot_id = s.id join teachers t on t.id = sh.teacher_id
           where s.space_id = $1 and s.day between $2::date and $3::date and not s.closed and ${eligible('$4', '$5')}
           group by s.day, sh.teacher_id) per_teacher
         group by day`,
        [spaceId, days[0], days.at(-1), filter.teacher ?? null, filter.language ?? null],
      )
    : await db.query<{ day: string; total: number; free: number }>(
        `select day::text as day, count(*)::int as total, count(*) filter (where seats_free > 0)::int as free
         from slots where space_id = $1 and day between $2::date and $3::date and not closed group by day`,
        [spaceId, days[0], days.at(-1)],
      );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((date) => {
    const r = byDay.get(date);
    const status = !r ? 'closed' : r.free >= MIN_TIMESLOTS ? 'available' : 'full';
    return { date, status };
  });
}

/** A day's free slots: with teachers, those that a teacher the filter allows is free for. */
export async function freeSlots(db: Queryable, spaceId: string, day: string, filter: TeacherFilter = {}): Promise<Timeslot[]> {
  if (!(await hasTeachers(db))) {
    return db.query<Timeslot>(
      `select id, start_time as start, end_time as "end" from slots
       where space_id = $1 and day = $2::date and seats_free > 0 and not closed order by start_time`,
      [spaceId, day],
    );
  }
  return db.query<Timeslot>(
    `select s.id, s.start_time as start, s.end_time as "end" from slots s
     where s.space_id = $1 and s.day = $2::date and not s.closed and exists (
       select 1 from teacher_shifts sh join teachers t on t.id = sh.teacher_id
       where sh.slot_id = s.id and ${eligible('$3', '$4')} and ${SHIFT_FREE})
     order by s.start_time`,
    [spaceId, day, filter.teacher ?? null, filter.language ?? null],
  );
}

export interface SlotRow {
  id: number;
  day: string;
  start: string;
  end: string;
  seats_free: number;
}

/**
 * What changes about a slot row only with the schedule (an owner's change may re-time or
 * remove free slots; every process then drops what it kept): its day and times.
 */
export type SlotFacts = Omit<SlotRow, 'seats_free'>;

/** The slots among `ids`; a closed one shows no free seat (it is refused as a taken one is). */
export async function slotsByIds(db: Queryable, spaceId: string, ids: number[]): Promise<SlotRow[]> {
  return db.query<SlotRow>(
    `select id, day::text as day, start_time as start, end_time as "end", case when closed then 0 else seats_free end as seats_free
     from slots where space_id = $1 and id = any($2::int[]) order by start_time`,
    [spaceId, ids],
  );
}

/** A slot row as a schedule change sees it. */
export interface SlotForChange extends SlotRow {
  seats: number;
  closed: boolean;
  /** Some booking (of any status) names it: it is closed rather than deleted. */
  referenced: boolean;
}

/** The slot rows of the days first..last, locked for the schedule change's transaction (in id order, as holds lock them). */
export async function slotsForChange(tx: Queryable, spaceId: string, first: string, last: string): Promise<SlotForChange[]> {
  return tx.query<SlotForChange>(
    `select id, day::text as day, start_time as start, end_time as "end", seats, seats_free, closed,
       exists (select 1 from booking_slots bs where bs.slot_id = slots.id) as referenced
     from slots where space_id = $1 and day between $2::date and $3::date order by id for update`,
    [spaceId, first, last],
  );
}

/**
 * Removes the free rows no booking names after `last` (a shorter booking window; the days get new rows when they enter
 * it again), but for the days enrolled lessons hold: those keep all their slots (the lessons' days are made whole).
 */
export async function deleteFreeSlotsAfter(tx: Queryable, spaceId: string, last: string): Promise<void> {
  await tx.query(
    `delete from slots where space_id = $1 and day > $2::date and seats_free = seats
       and not exists (select 1 from booking_slots bs where bs.slot_id = slots.id)
       and not exists (select 1 from slots s2 join teacher_slots ts on ts.slot_id = s2.id
                       where s2.space_id = slots.space_id and s2.day = slots.day and ts.lesson_id is not null)`,
    [spaceId, last],
  );
}

/** The bookings that hold seats (Pending or Confirmed) on any of the slots: what a refused change lists. */
export async function bookingsOnSlots(db: Queryable, slotIds: number[]): Promise<ConflictBooking[]> {
  return db.query<ConflictBooking>(
    `select b.id, b.code, b.booking_date::text as booking_date, b.time_range, b.user_name, b.status from bookings b
     where b.status in ('Pending', 'Confirmed')
       and exists (select 1 from booking_slots bs where bs.booking_id = b.id and bs.slot_id = any($1::int[]))
     order by b.booking_date, b.time_range, b.id`,
    [slotIds],
  );
}

/** Closes or reopens one slot; null for an unknown slot. Answers the slot as it was and as it is. */
export async function setSlotClosed(
  tx: Queryable,
  spaceId: string,
  id: number,
  closed: boolean,
): Promise<{ before: SlotForChange; after: SlotForChange } | null> {
  const [before] = await tx.query<SlotForChange>(
    `select id, day::text as day, start_time as start, end_time as "end", seats, seats_free, closed, false as referenced
     from slots where space_id = $1 and id = $2 for update`,
    [spaceId, id],
  );
  if (!before) return null;
  if (before.closed === closed) return { before, after: before };
  await tx.query('update slots set closed = $2 where id = $1', [id, closed]);
  return { before, after: { ...before, closed } };
}

/** The bookings that hold seats (Pending or Confirmed) on any of the dates: what closing them would cancel. */
export async function bookingsOnDates(db: Queryable, spaceId: string, dates: string[]): Promise<ConflictBooking[]> {
  return db.query<ConflictBooking>(
    `select b.id, b.code, b.booking_date::text as booking_date, b.time_range, b.user_name, b.status from bookings b
     where b.space_id = $1 and b.status in ('Pending', 'Confirmed') and b.booking_date = any($2::date[])
     order by b.booking_date, b.time_range, b.id`,
    [spaceId, dates],
  );
}
