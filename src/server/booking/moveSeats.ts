import type { Queryable } from '../db/db.js';
import { takeTeacher } from '../teachers/bookingTeacher.js';
import { COLUMNS, type BookingRow } from './bookingRows.js';

// The seats side of moving a booking, inside the move's transaction (moveBooking.ts): the old seats and
// classes given back, the new ones taken under the same constraints a hold's are (slots_capacity refuses a
// taken seat, teacher_slots' key a teacher taken meanwhile: either undoes the whole transaction).

/** The booking's seats back to their slots, its classes and its slot rows gone (the new ones replace them). */
export async function releaseForMove(tx: Queryable, id: number): Promise<void> {
  await tx.query('update slots set seats_free = seats_free + 1 where id in (select slot_id from booking_slots where booking_id = $1)', [
    id,
  ]);
  await takeTeacher(tx, id);
  await tx.query('delete from booking_slots where booking_id = $1', [id]);
}

/**
 * One seat of each slot for the booking, as createHold takes them: the slots locked in id order (no deadlock
 * between two takers), a slot closed (or removed) meanwhile read after its lock ('closed': nothing written),
 * and a seat no longer free refused by slots_capacity (a CHECK violation the caller answers as a taken seat).
 */
export async function takeSeats(tx: Queryable, id: number, spaceId: string, day: string, slotIds: number[]): Promise<'ok' | 'closed'> {
  const [row] = await tx.query<{ v: 'ok' | 'closed' }>(
    `with locked as materialized (
       select id, closed from slots where id = any($2::int[]) and space_id = $3 and day = $4::date order by id for update
     ), verdict as materialized (
       select case when (select count(*) from locked where not closed) < cardinality($2::int[]) then 'closed' else 'ok' end as v
     ), taken as (
       update slots set seats_free = seats_free - 1 where id in (select id from locked) and (select v from verdict) = 'ok' returning id
     ), held as (
       insert into booking_slots (booking_id, slot_id) select $1, taken.id from taken
     )
     select v from verdict`,
    [id, slotIds, spaceId, day],
  );
  return row.v;
}

export interface MovedTo {
  date: string;
  timeRange: string;
  /** The price of the new time (the same unless its number of timeslots changed) and its slots. */
  total: number;
  salesTax: number;
  slotCount: number;
}

/**
 * The booking at its new time: its calendar event's SEQUENCE raised (the same UID replaces the old event),
 * and its reminder due again for the new day (its teacher there is bookingTeacher.ts's giveTeacher's).
 */
export async function recordMove(tx: Queryable, id: number, to: MovedTo): Promise<BookingRow> {
  const [row] = await tx.query<BookingRow>(
    `update bookings set booking_date = $2::date, time_range = $3, ics_sequence = ics_sequence + 1, reminder_queued_at = null,
       total_amount = $4, sales_tax = $5, slot_count = $6, updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [id, to.date, to.timeRange, to.total, to.salesTax, to.slotCount],
  );
  return row;
}

/** The booking's slots (to check whether its class has begun, and to say "the same slots"). */
export async function slotsOfBooking(tx: Queryable, id: number): Promise<Array<{ id: number; day: string; start: string }>> {
  return tx.query(
    'select s.id, s.day::text as day, s.start_time as start from booking_slots bs join slots s on s.id = bs.slot_id where bs.booking_id = $1 order by s.start_time',
    [id],
  );
}
