import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

/**
 * Security review finding 1: one client could hold the whole calendar with unpaid payments (a hold
 * lasts 30 minutes). Unpaid holds are capped per client, counted by each of its address, email and
 * account, and on each day in total, in the database so that the caps hold across processes.
 */
export const MAX_OPEN_HOLDS_PER_CLIENT = 2;
/**
 * Unpaid holds may take at most this share of a day's seats (each slot's seats added up), once another
 * hold is waiting on that day: the first hold of a day may be as long as the schedule allows, or a
 * visitor could never pay for a long class on a short day (5 slots of a 4-hour Saturday).
 */
export const MAX_UNPAID_DAY_SHARE = 0.5;

export const TOO_MANY_HOLDS =
  'You already have bookings waiting for payment. Please finish paying for them, or try again once they expire (30 minutes).';
export const DAY_MOSTLY_HELD =
  'Many timeslots on this day are waiting for other visitors to pay. Please try again in a few minutes or choose another day.';

export interface HoldClient {
  ip: string;
  email: string;
  userId: number | null;
}

/**
 * Call inside the hold's transaction, before the hold: takes the client's and the day's advisory locks
 * (so two processes cannot both count 1 and both add a hold), then refuses with 429 when one more hold
 * would pass a cap. The count is a statement of its own so that it sees holds committed while it waited.
 */
export async function checkHoldCaps(tx: Queryable, client: HoldClient, day: string, slotCount: number): Promise<void> {
  const keys = [`hold-ip:${client.ip}`, `hold-email:${client.email}`, `hold-day:${day}`];
  if (client.userId !== null) keys.push(`hold-user:${client.userId}`);
  await tx.query('select pg_advisory_xact_lock(hashtext(k)) from (select unnest($1::text[]) as k order by 1) keys', [keys]);
  const [c] = await tx.query<{ by_client: number; day_held: number; day_seats: number }>(
    `select
       (select count(*) from bookings where status = 'Pending'
          and (client_ip = $1 or user_email = $2 or ($3::int is not null and user_id = $3)))::int as by_client,
       (select count(*) from booking_slots bs join bookings b on b.id = bs.booking_id
          where b.status = 'Pending' and b.booking_date = $4::date)::int as day_held,
       (select coalesce(sum(seats), 0) from slots where day = $4::date)::int as day_seats`,
    [client.ip, client.email, client.userId, day],
  );
  if (c.by_client >= MAX_OPEN_HOLDS_PER_CLIENT) throw new HttpError(429, TOO_MANY_HOLDS);
  if (c.day_held > 0 && c.day_held + slotCount > Math.floor(c.day_seats * MAX_UNPAID_DAY_SHARE)) throw new HttpError(429, DAY_MOSTLY_HELD);
}
