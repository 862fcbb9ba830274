import type { BookingStatus } from '../../shared/booking.js';
import type { LanguageCode } from '../../shared/constants.js';
import type { Referral } from '../../shared/referral.js';
import type { Db, Queryable } from '../db/db.js';
import { dayKey, lockKeys } from '../db/dayLocks.js';
import { insertTestSessionWithHold } from '../payments/testCheckoutRepository.js';
import { holdTeacherSql, takeTeacher } from '../teachers/bookingTeacher.js';
import { assignmentOf, pickTeacherSql, type TeacherWish } from '../teachers/teacherPick.js';
import { codeCandidates, retryOnCodeConflict } from './bookingCode.js';
import { FREE } from './bookingPayments.js';
import { COLUMNS, type BookingRow } from './bookingRows.js';

// The hold side of a booking: the Pending hold and its seats (createHold), its checkout session, the
// staff's marks on a hold, and the release of the seats. Payments and refunds: bookingPayments.ts;
// the booking row and its lookups: bookingRows.ts.

export interface NewBooking {
  referenceId: string;
  spaceId: string;
  bookingDate: string;
  userName: string;
  /** null: a walk-in at the desk who gave only a name. */
  userEmail: string | null;
  totalAmount: number;
  taxRate: number;
  salesTax: number;
  timeRange: string;
  slotIds: number[];
  userId: number | null;
  /** The address the payment call came from (the hold caps count by it). */
  clientIp: string;
  language: LanguageCode;
  timeZone: string | null;
  /** When the checkout session will expire; set with the hold so a crash before the session exists frees it too. */
  expiresAt: Date;
  /**
   * A session of the built-in test checkout (the one provider whose sessions live in this database), created
   * with the hold; null for a provider whose session is opened afterwards (attachCheckout).
   */
  testSession: { sessionId: string; url: string } | null;
  /** Which teacher may take it, in a school with teachers (ignored without). */
  teacher: TeacherWish;
  /** Who books, as the audit log names them (the visitor's email, or the staff member's). */
  actorEmail: string;
  /**
   * Where it came from (a desk's booking, or the visitor's form when the school asks for a phone), the phone given
   * (stored on the booking and, when it has none yet, on its customer) and the customer the clerk picked (if any).
   */
  origin?: { source: 'web' | 'phone' | 'desk'; phone: string | null; customerId: number | null };
  /** Where the visitor first came from (their browser's first-touch cookie); absent for the desk's bookings. */
  referral?: Referral | null;
}

/**
 * The condition on `bookings b` for a client's own unpaid hold (by email, or by account when logged in)
 * that has some of the slots: the client's open holds first (partial indexes), then their slots by the
 * booking_slots key. The hold's statement and the release of those holds ask the same question.
 */
const OWN_HOLD_OVERLAPS = (email: string, userId: string, slotIds: string) =>
  `b.status = 'Pending' and (b.user_email = ${email} or (${userId}::int is not null and b.user_id = ${userId}))
   and exists (select 1 from booking_slots bs where bs.booking_id = b.id and bs.slot_id = any(${slotIds}::int[]))`;

/**
 * What the caps per client count besides unpaid holds: free trials still to come (from the hold's Tokyo date; $10 is
 * the hold's end, half an hour on): a free trial is confirmed at once, so without this one visitor could take the
 * whole calendar for nothing, one free booking after another.
 */
const FREE_TO_COME = `provider = '${FREE}' and status = 'Confirmed' and booking_date >= ($10::timestamptz at time zone 'Asia/Tokyo')::date`;

/** SQLSTATE of a CHECK violation: slots_capacity refused a seat that is no longer free. */
export const CAPACITY_VIOLATION = '23514';

/**
 * What the hold's statement decided: held, or why not (holdCaps.ts turns a refusal into its answer).
 * 'teacher': the school has teachers and none the wish allows is free for every slot.
 */
export type HoldVerdict = 'ok' | 'replace' | 'client' | 'day' | 'closed' | 'teacher';

export interface HoldCaps {
  /** Open holds allowed per address, email and account. */
  perClient: number;
  /** Share of a day's seats that unpaid holds may take once another hold is waiting there. */
  dayShare: number;
}

/**
 * One statement, so one round trip and atomic without BEGIN/COMMIT on the embedded database: first the
 * hold caps (security review finding 1) are counted, each on its partial index; unless they allow it
 * ('ok'), nothing is written and the verdict says why ('replace': the client's own hold has some of these
 * slots). Then the booking as Pending plus one seat of each slot (and the test checkout's session, if
 * any). Slots are locked in id order first (no deadlock between two payers), and the slots_capacity
 * constraint refuses a taken seat, which undoes the whole statement. A slot staff closed, or one a
 * Schedule change removed, is read after its lock, so a closing that commits meanwhile counts:
 * nothing is written and the verdict is 'closed' (answered as a taken seat). On PostgreSQL, createHoldLocked takes the
 * client's and the day's advisory locks in a statement before this one, in the same transaction.
 * The booking's code is the first of the hold's random candidates (bookingCode.ts) no booking has; two
 * holds taking the same one at the same moment make the later a unique violation (retryOnCodeConflict).
 * In a school with teachers, the teacher is picked in the same statement (teacherPick.ts: one teacher free for
 * every slot), the class written to teacher_slots by bookingTeacher.ts's statement (whose key refuses a teacher taken meanwhile: a unique
 * violation undoes the statement) and the pick with its reason written to the audit log.
 * The booking's customer (migration 0020) is found or made in the same statement (no extra round trip).
 */
export async function createHold(db: Queryable, b: NewBooking, caps: HoldCaps): Promise<{ id: number | null; verdict: HoldVerdict }> {
  const [row] = await db.query<{ id: number | null; verdict: HoldVerdict }>(
    `with counts as materialized (
       select
         (select count(*) from bookings where status = 'Pending' and client_ip = $15)
           + (select count(*) from bookings where ${FREE_TO_COME} and client_ip = $15) as by_ip,
         (select count(*) from bookings where status = 'Pending' and user_email = $5)
           + (select count(*) from bookings where ${FREE_TO_COME} and user_email = $5) as by_email,
         (select count(*) from bookings where status = 'Pending' and $11::int is not null and user_id = $11)
           + (select count(*) from bookings where ${FREE_TO_COME} and $11::int is not null and user_id = $11) as by_user,
         (select coalesce(sum(slot_count), 0) from bookings where status = 'Pending' and booking_date = $3::date) as day_held,
         (select coalesce(sum(seats), 0) from slots where space_id = $2 and day = $3::date) as day_seats,
         exists (select 1 from bookings b where ${OWN_HOLD_OVERLAPS('$5', '$11', '$12')}) as own_overlap,
         exists (select 1 from teachers where retired_at is null) as teacher_mode
     ), verdict as materialized (
       select case
         when own_overlap then 'replace'
         when greatest(by_ip, by_email, by_user) >= $16 then 'client'
         when day_held > 0 and day_held + cardinality($12::int[]) > floor(day_seats * $17::numeric) then 'day'
         else 'ok' end as v
       from counts
     ), locked as materialized (
       select id, closed from slots where id = any($12::int[]) and space_id = $2 and day = $3::date and (select v from verdict) = 'ok'
       order by id for update
     ), held_verdict as materialized (
       select case
         when (select v from verdict) <> 'ok' then (select v from verdict)
         when (select count(*) from locked where not closed) < cardinality($12::int[]) then 'closed'
         else 'ok' end as v
     ), pick as materialized (
       select * from (${pickTeacherSql({ slots: '$12', day: '$3', teacher: '$21', language: '$22', onlineOnly: '$23', except: 'null', courses: '$33' })}) p
       where (select v from held_verdict) = 'ok' and (select teacher_mode from counts)
     ), final_verdict as materialized (
       select case
         when (select v from held_verdict) <> 'ok' then (select v from held_verdict)
         when (select teacher_mode from counts) and not exists (select 1 from pick) then 'teacher'
         else 'ok' end as v
     ), own_customer as materialized (
       select id from customers where $11::int is not null and user_id = $11 and $26::int is null
     ), customer as (
       -- The booking's customer, in the same statement: the clerk's pick, else the account's, else the one
       -- with this email (upserted, so two holds at once share it), else (a walk-in without email) a new one.
       insert into customers (name, email, phone, user_id, first_language, first_source)
       select $4, lower($5), $27, $11, $18, $28 from final_verdict
       where v = 'ok' and $26::int is null and not exists (select 1 from own_customer)
       on conflict (email) do update set user_id = coalesce(customers.user_id, excluded.user_id),
         phone = coalesce(customers.phone, excluded.phone)
       returning id
     ), own_phone as (
       -- the account's own customer keeps its phone; one without a phone gets the one given now
       update customers set phone = $27 where $27::text is not null and phone is null and id in (select id from own_customer)
         and (select v from final_verdict) = 'ok'
     ), taken as (
       update slots set seats_free = seats_free - 1 where id in (select id from locked) and (select v from final_verdict) = 'ok' returning id
     ), booking as (
       insert into bookings (reference_id, space_id, booking_date, user_name, user_email, total_amount, tax_rate,
         sales_tax, time_range, status, checkout_expires_at, user_id, provider, checkout_session_id, checkout_url, client_ip, slot_count,
         language, time_zone, code, teacher_id, assignment, customer_id, utm_source, utm_medium, utm_campaign, referrer_host,
         lesson_language, phone)
       select $1, $2, $3::date, $4, $5, $6, $7, $8, $9, 'Pending', $10, $11, case when $13::text is null then null else 'test' end, $13, $14, $15,
         cardinality($12::int[]), $18, $19,
         (select c from unnest($20::text[]) with ordinality as candidate(c, n)
          where not exists (select 1 from bookings taken_code where taken_code.code = candidate.c) order by n limit 1),
         (select id from pick), case when exists (select 1 from pick) then $24::text end,
         coalesce($26::int, (select id from own_customer), (select id from customer)), $29, $30, $31, $32, $22::text, $27::text
       from final_verdict where v = 'ok'
       returning id
     ), held as (
       insert into booking_slots (booking_id, slot_id) select booking.id, taken.id from booking, taken
     ), teacher_held as (
       ${holdTeacherSql({ teacher: 'pick.id', slot: 'taken.id', booking: 'booking.id', from: 'pick, taken, booking' })}
     ), assigned as (
       insert into audit_log (actor_id, actor_email, action, target_type, target_id, booking_id, before, after)
       select $11, $25, 'booking.teacher_assigned', 'booking', booking.id::text, booking.id, null,
         jsonb_build_object('teacher_id', pick.id, 'teacher_name', pick.name, 'assignment', $24::text,
           'booked_minutes', pick.booked_minutes, 'candidates', pick.candidates)
       from booking, pick
     ), test_session as (
       ${insertTestSessionWithHold({ id: '$13', amount: '$6', expiresAt: '$10' })}
     )
     select (select id from booking) as id, (select v from final_verdict) as verdict`,
    [
      b.referenceId,
      b.spaceId,
      b.bookingDate,
      b.userName,
      b.userEmail,
      b.totalAmount,
      b.taxRate,
      b.salesTax,
      b.timeRange,
      b.expiresAt.toISOString(),
      b.userId,
      b.slotIds,
      b.testSession?.sessionId ?? null,
      b.testSession?.url ?? null,
      b.clientIp,
      caps.perClient,
      caps.dayShare,
      b.language,
      b.timeZone,
      codeCandidates(),
      b.teacher.teacherId,
      b.teacher.language,
      b.teacher.onlineOnly,
      assignmentOf(b.teacher),
      b.actorEmail,
      b.origin?.customerId ?? null,
      b.origin?.phone ?? null,
      b.origin?.source ?? 'web',
      b.referral?.utm_source ?? null,
      b.referral?.utm_medium ?? null,
      b.referral?.utm_campaign ?? null,
      b.referral?.referrer_host ?? null,
      b.teacher.courses ?? null,
    ],
  );
  return row;
}

/** Who a hold is counted against by the caps: its address, email and account. */
export interface HoldClient {
  ip: string;
  email: string;
  userId: number | null;
}

/**
 * On PostgreSQL, in the hold's transaction and before its statement: the client's and the day's
 * advisory locks (dayLocks.ts), so that two processes cannot both count 1 and both add a hold. The hold's statement
 * (createHold, which counts) comes after it, so its snapshot sees holds committed while this waited.
 * The embedded database needs none: it runs one statement at a time, and the hold is one statement.
 */
export async function lockHoldKeys(tx: Queryable, client: HoldClient, day: string): Promise<void> {
  const keys = [`hold-ip:${client.ip}`, `hold-email:${client.email}`, dayKey(day)];
  if (client.userId !== null) keys.push(`hold-user:${client.userId}`);
  await lockKeys(tx, keys);
}

/**
 * createHold as the database needs it: on PostgreSQL in one transaction, after the client's and the
 * day's advisory locks (lockHoldKeys); on the embedded database alone, as one statement.
 */
export function createHoldLocked(db: Db, client: HoldClient, b: NewBooking, caps: HoldCaps): ReturnType<typeof createHold> {
  if (db.kind !== 'postgres') return retryOnCodeConflict(() => createHold(db, b, caps));
  return retryOnCodeConflict(() =>
    db.transaction(async (tx) => {
      await lockHoldKeys(tx, client, b.bookingDate);
      return createHold(tx, b, caps);
    }),
  );
}

/** The client's own unpaid holds (by email or account) that hold any of these slots: a new payment replaces them. */
export async function ownHoldsOverlapping(
  db: Queryable,
  email: string,
  userId: number | null,
  slotIds: number[],
): Promise<Array<{ id: number; checkout_session_id: string | null }>> {
  return db.query(`select b.id, b.checkout_session_id from bookings b where ${OWN_HOLD_OVERLAPS('$1', '$2', '$3')}`, [
    email,
    userId,
    slotIds,
  ]);
}

type CheckoutColumns = { provider: string; sessionId: string; url: string; expiresAt: Date };

/** Records a remote provider's checkout session (Stripe) on the held booking. */
export async function attachCheckout(db: Queryable, id: number, c: CheckoutColumns): Promise<void> {
  await db.query(
    `update bookings set provider = $2, checkout_session_id = $3, checkout_url = $4, checkout_expires_at = $5, updated_at = now()
     where id = $1`,
    [id, c.provider, c.sessionId, c.url, c.expiresAt.toISOString()],
  );
}

/**
 * Moves a booking from `from` to `to` and gives its seats back, exactly once: the status
 * guard makes a second call (a replayed event, a second sweeper, a second staff click) a no-op that
 * returns null. A move to Canceled records when (the console shows it).
 */
export async function releaseSeats(tx: Queryable, id: number, from: BookingStatus, to: BookingStatus): Promise<BookingRow | null> {
  const [row] = await tx.query<BookingRow>(
    `update bookings set status = $3, updated_at = now(), canceled_at = case when $3::text = 'Canceled' then now() else canceled_at end
     where id = $1 and status = $2 returning ${COLUMNS}`,
    [id, from, to],
  );
  if (!row) return null;
  await tx.query('update slots set seats_free = seats_free + 1 where id in (select slot_id from booking_slots where booking_id = $1)', [
    id,
  ]);
  // The teacher is free again at those times (the booking keeps teacher_id: who would have taught it).
  await takeTeacher(tx, id);
  return row;
}

/**
 * Where a booking made by staff came from (phone, desk) and the customer's phone, recorded on
 * the hold createHold just made, in its transaction.
 */
export async function recordStaffOrigin(tx: Queryable, id: number, source: string, phone: string | null): Promise<BookingRow> {
  const [row] = await tx.query<BookingRow>(
    `update bookings set source = $2, phone = $3, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [id, source, phone],
  );
  return row;
}

/** Records that a hold's payment-link email was queued, so the sweeper (reminders.ts) does not send it again. */
export async function markPaymentLinkQueued(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query('update bookings set payment_link_queued_at = $2 where id = $1', [id, at.toISOString()]);
}

/** Pending holds whose checkout session has passed its expiry time. */
export async function overdueHolds(db: Queryable, now: Date): Promise<BookingRow[]> {
  return db.query<BookingRow>(
    `select ${COLUMNS} from bookings where status = 'Pending' and checkout_expires_at < $1 order by id limit 100`,
    [now.toISOString()],
  );
}
