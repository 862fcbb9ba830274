import type { ConflictBooking } from '../../shared/admin/common.js';
import type { WeeklyHours } from '../../shared/admin/schedule.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import type { Queryable } from '../db/db.js';
import { lastSlotDay, lessonsOnShifts } from '../enrolment/lessonConflicts.js';
import { worksSlot, type SlotTimes, type TeacherHours } from './teacherHours.js';

// Shifts: which teacher works which slot (teacher_shifts), made from the teachers' hours and the slot rows,
// as the slot rows are made from the schedule. In a school with teachers a slot's seats are its shifts and its
// free seats the shifts without a class; with none, the schedule's seatsPerSlot as before.

/** Whether the school has teachers (any not retired): then every booking has one. */
export async function hasTeachers(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ yes: boolean }>('select exists (select 1 from teachers where retired_at is null) as yes');
  return row.yes;
}

/** The active teachers' hours, with their dated exceptions between first and last. */
async function activeHours(tx: Queryable, first: string, last: string): Promise<TeacherHours[]> {
  const [teachers, days] = await Promise.all([
    tx.query<{ id: number; weekly_hours: WeeklyHours | null }>(
      'select id, weekly_hours from teachers where retired_at is null order by id',
    ),
    tx.query<{ teacher_id: number; day: string; hours: Array<[string, string]> }>(
      'select teacher_id, day::text as day, hours from teacher_days where day between $1::date and $2::date',
      [first, last],
    ),
  ]);
  return teachers.map((t) => ({
    id: t.id,
    weekly_hours: t.weekly_hours,
    days: new Map(days.filter((d) => d.teacher_id === t.id).map((d) => [d.day, d.hours])),
  }));
}

/**
 * Brings the shifts of the days first..last in line with the teachers' hours, then recounts those slots'
 * seats. A shift that would go while a class holds it is not removed: the bookings holding such shifts are
 * answered instead (the caller refuses the change and rolls back: nothing is applied halfway). The shift's
 * foreign key from teacher_slots refuses it anyway.
 */
export async function syncShifts(tx: Queryable, first: string, until: string, seatsPerSlot: number): Promise<ConflictBooking[]> {
  const last = await lastSlotDay(tx, until); // and the days enrolled lessons are written for, past the window
  const [teachers, slots, existing] = await Promise.all([
    activeHours(tx, first, last),
    tx.query<SlotTimes>(
      `select id, day::text as day, start_time as start, end_time as "end" from slots
       where space_id = $1 and day between $2::date and $3::date`,
      [RENTAL_SPACE_ID, first, last],
    ),
    tx.query<{ teacher_id: number; slot_id: number }>(
      `select sh.teacher_id, sh.slot_id from teacher_shifts sh join slots s on s.id = sh.slot_id
       where s.space_id = $1 and s.day between $2::date and $3::date`,
      [RENTAL_SPACE_ID, first, last],
    ),
  ]);
  const key = (teacher: number, slot: number) => `${teacher}:${slot}`;
  const wanted = new Set<string>();
  for (const t of teachers) for (const s of slots) if (worksSlot(t, s)) wanted.add(key(t.id, s.id));
  const had = new Set(existing.map((e) => key(e.teacher_id, e.slot_id)));
  const gone = existing.filter((e) => !wanted.has(key(e.teacher_id, e.slot_id)));
  const added = [...wanted].filter((k) => !had.has(k)).map((k) => k.split(':').map(Number));
  if (gone.length) {
    const conflicts = [...(await bookingsOnShifts(tx, gone)), ...(await lessonsOnShifts(tx, gone))];
    if (conflicts.length) return conflicts;
    await tx.query('delete from teacher_shifts where (teacher_id, slot_id) in (select * from unnest($1::int[], $2::int[]))', [
      gone.map((g) => g.teacher_id),
      gone.map((g) => g.slot_id),
    ]);
  }
  if (added.length) {
    await tx.query('insert into teacher_shifts (teacher_id, slot_id) select * from unnest($1::int[], $2::int[]) on conflict do nothing', [
      added.map((a) => a[0]),
      added.map((a) => a[1]),
    ]);
  }
  await recountSeats(tx, first, last, teachers.length > 0 ? 'teachers' : seatsPerSlot);
  return [];
}

/** The Pending and Confirmed bookings whose class holds any of these shifts. */
async function bookingsOnShifts(tx: Queryable, shifts: Array<{ teacher_id: number; slot_id: number }>): Promise<ConflictBooking[]> {
  return tx.query<ConflictBooking>(
    `select b.id, b.code, b.booking_date::text as booking_date, b.time_range, b.user_name, b.status from bookings b
     where b.status in ('Pending', 'Confirmed') and exists (
       select 1 from teacher_slots ts where ts.booking_id = b.id
         and (ts.teacher_id, ts.slot_id) in (select * from unnest($1::int[], $2::int[])))
     order by b.booking_date, b.time_range, b.id`,
    [shifts.map((s) => s.teacher_id), shifts.map((s) => s.slot_id)],
  );
}

/**
 * The seats of the slots of first..last. With teachers: a slot's seats are its shifts and its free seats the
 * shifts without a class. Without: the schedule's seats per slot, less the bookings holding the slot. One
 * statement, so the capacity check sees both values together.
 */
export async function recountSeats(tx: Queryable, first: string, last: string, seats: 'teachers' | number): Promise<void> {
  if (seats === 'teachers') {
    await tx.query(
      `update slots s set seats = c.n, seats_free = c.n - c.busy
       from (select s2.id, (select count(*) from teacher_shifts sh where sh.slot_id = s2.id)::int as n,
               (select count(*) from teacher_slots ts where ts.slot_id = s2.id)::int as busy
             from slots s2 where s2.space_id = $1 and s2.day between $2::date and $3::date) c
       where s.id = c.id and (s.seats <> c.n or s.seats_free <> c.n - c.busy)`,
      [RENTAL_SPACE_ID, first, last],
    );
    return;
  }
  await tx.query(
    `update slots s set seats = $4, seats_free = $4 - c.held
     from (select s2.id, (select count(*) from booking_slots bs join bookings b on b.id = bs.booking_id
                          where bs.slot_id = s2.id and b.status in ('Pending', 'Confirmed'))::int as held
           from slots s2 where s2.space_id = $1 and s2.day between $2::date and $3::date) c
     where s.id = c.id and (s.seats <> $4 or s.seats_free <> $4 - c.held)`,
    [RENTAL_SPACE_ID, first, last, seats],
  );
}
