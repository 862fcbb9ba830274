import type { CreditKind } from '../../shared/creditWords.js';
import { NO_CREDIT } from '../../shared/creditWords.js';
import { NO_PACK_CREDIT, PACK_COURSE_TEACHER } from '../../shared/packWords.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { teachesCourse } from '../teachers/courseTeachers.js';

// The one repository of the lesson-credit ledger (migration 0070): every grant is a lot; every use, expiry or staff
// correction takes units of lots, first those that expire first (FIFO by valid_until, then the oldest). The
// database refuses a unit taken twice, more units than a lot has, and a use after the lot's date, whatever the code.

export type CreditBy = { kind: 'customer' | 'system'; userId?: number | null } | { kind: 'staff'; userId: number | null };

export interface Grant {
  customerId: number;
  enrolmentId: number | null;
  kind: Exclude<CreditKind, 'use' | 'expiry' | 'correction'>;
  amount: number;
  validUntil: string;
  reason?: string | null;
  lessonId?: number | null;
  bookingId?: number | null;
  /** returned: the use it gives back. */
  returnedId?: number | null;
  /** pack: the purchase the lot came from (a returned pack credit names it too). */
  packPurchaseId?: number | null;
  by: CreditBy;
}

export interface Lot {
  id: number;
  kind: CreditKind;
  amount: number;
  used: number;
  valid_until: string;
  enrolment_id: number | null;
  pack_purchase_id: number | null;
}

/**
 * Writes a lot; its id and the date it is valid to. A make-up credit of an enrolment whose last day is set (a
 * withdrawal confirmed) is valid no later than that day: a make-up is booked only while the enrolment runs, and the
 * credit ends with it. A pack's lot keeps the pack's date.
 */
export async function grantLot(tx: Queryable, g: Grant, at: Date): Promise<{ id: number; valid_until: string }> {
  const [row] = await tx.query<{ id: number; valid_until: string }>(
    `insert into lesson_credits (customer_id, enrolment_id, kind, amount, valid_until, reason, lesson_id, booking_id,
       returned_id, by_kind, by_user, created_at, pack_purchase_id)
     values ($1, $2, $3, $4, least($5::date, (select e.ends_on from enrolments e where e.id = $2 and $13::int is null)),
       $6, $7, $8, $9, $10, $11, $12, $13)
     returning id, valid_until::text as valid_until`,
    [
      g.customerId,
      g.enrolmentId,
      g.kind,
      g.amount,
      g.validUntil,
      g.reason ?? null,
      g.lessonId ?? null,
      g.bookingId ?? null,
      g.returnedId ?? null,
      g.by.kind,
      g.by.userId ?? null,
      at.toISOString(),
      g.packPurchaseId ?? null,
    ],
  );
  return row;
}

/** Writes a lot (grantLot); its id. */
export const grantCredits = async (tx: Queryable, g: Grant, at: Date): Promise<number> => (await grantLot(tx, g, at)).id;

/** Which lots: a pack's of this many timeslots (a lesson booked with a pack), none of a pack's (false), or all. */
export type PackLots = number | false | undefined;

/**
 * The customer's lots with units left, valid on `day` or later, soonest to expire first; `lock` takes them FOR UPDATE
 * so two spenders of one customer's credits queue (the second then sees the first's use).
 */
export async function openLots(
  tx: Queryable,
  customerId: number,
  day: string,
  o: { lock?: boolean; enrolmentId?: number | null; pack?: PackLots; teacherId?: number | null } = {},
): Promise<Lot[]> {
  if (o.lock) {
    await tx.query('select id from lesson_credits where customer_id = $1 and lot_id is null order by id for update', [customerId]);
  }
  return tx.query<Lot>(
    `select l.id, l.kind, l.amount, l.valid_until::text as valid_until, l.enrolment_id, l.pack_purchase_id,
       coalesce((select sum(-d.amount) from lesson_credits d where d.lot_id = l.id), 0)::int as used
     from lesson_credits l
     where l.customer_id = $1 and l.lot_id is null and l.valid_until >= $2::date
       and ($3::int is null or l.enrolment_id is not distinct from $3::int or l.enrolment_id is null)
       and l.amount > coalesce((select sum(-d.amount) from lesson_credits d where d.lot_id = l.id), 0)
       -- a make-up's lots (0): no pack's, but a pack of the enrolment's course (its lessons are that course's)
       and case when $4::int is null then true when $4::int = 0 then l.pack_purchase_id is null or exists (
           select 1 from pack_purchases p join enrolments e on e.id = $3::int join classes c on c.id = e.class_id
           where p.id = l.pack_purchase_id and p.course_id = c.course_id)
         else exists (select 1 from pack_purchases p where p.id = l.pack_purchase_id and p.lesson_slots = $4::int
           -- a pack of a course: only with one of the course's teachers (the teacher not known yet: any); a course
           -- naming none is taught by every teacher of its language (courses.ts)
           and ($5::int is null or p.course_id is null or exists (
             select 1 from courses co join teachers t on t.id = $5::int where co.id = p.course_id and ${teachesCourse('co', 't')}))) end
     order by l.valid_until, l.id`,
    [customerId, day, o.enrolmentId ?? null, o.pack === false ? 0 : (o.pack ?? null), o.teacherId ?? null],
  );
}

interface Debit {
  customerId: number;
  kind: 'use' | 'expiry' | 'correction';
  reason?: string | null;
  bookingId?: number | null;
  enrolmentId?: number | null;
  by: CreditBy;
}

/** Takes `count` units of one lot, from its next free unit. */
export async function debitLot(tx: Queryable, lot: Lot, count: number, d: Debit, at: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into lesson_credits (customer_id, enrolment_id, kind, amount, lot_id, first_unit, reason, booking_id, by_kind,
       by_user, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      d.customerId,
      lot.enrolment_id,
      d.kind,
      -count,
      lot.id,
      lot.used + 1,
      d.reason ?? null,
      d.bookingId ?? null,
      d.by.kind,
      d.by.userId ?? null,
      at.toISOString(),
    ],
  );
  return row.id;
}

interface UseOf {
  customerId: number;
  enrolmentId: number | null;
  bookingId: number;
  day: string;
  today: string;
  by: CreditBy;
  /** A lesson booked with a pack: its timeslots. */
  pack?: number;
  /** …and its teacher (a pack of a course pays only with the course's teachers). */
  teacherId?: number | null;
}

/**
 * Uses one credit valid on `day` (the make-up's date) and today, for a booking: the use row's id. 409 NO_CREDIT when
 * none is left. A make-up spends no pack's credit but one of a pack of its enrolment's course; a lesson booked with a pack (`pack`: its timeslots) spends only
 * a pack's of that length, a course's pack only with its teachers (409 NO_PACK_CREDIT, PACK_COURSE_TEACHER). Call inside the booking's transaction: the booking exists exactly when its credit is used.
 */
export async function useCredit(tx: Queryable, u: UseOf, at: Date): Promise<number> {
  const day = u.day > u.today ? u.day : u.today;
  const which = { lock: true, enrolmentId: u.enrolmentId, pack: (u.pack ?? false) as PackLots, teacherId: u.teacherId };
  const lots = await openLots(tx, u.customerId, day, which);
  if (!lots.length && u.pack && u.teacherId && (await openLots(tx, u.customerId, day, { ...which, teacherId: null })).length) {
    throw new HttpError(409, PACK_COURSE_TEACHER); // only a course's pack is left, and this teacher does not teach it
  }
  if (!lots.length) throw new HttpError(409, u.pack ? NO_PACK_CREDIT : NO_CREDIT);
  return debitLot(tx, lots[0], 1, { customerId: u.customerId, kind: 'use', bookingId: u.bookingId, by: u.by }, at);
}

/** Takes back `count` credits (staff), lot by lot; false when fewer are left (nothing written then by the caller's rollback). */
export async function takeBack(
  tx: Queryable,
  t: { customerId: number; enrolmentId: number | null; count: number; reason: string; today: string; by: CreditBy },
  at: Date,
): Promise<boolean> {
  let left = t.count;
  for (const lot of await openLots(tx, t.customerId, t.today, { lock: true, enrolmentId: t.enrolmentId })) {
    const n = Math.min(left, lot.amount - lot.used);
    await debitLot(tx, lot, n, { customerId: t.customerId, kind: 'correction', reason: t.reason, by: t.by }, at);
    left -= n;
    if (!left) return true;
  }
  return false;
}

/** The credits usable today or later (what the student has). */
export async function creditBalance(db: Queryable, customerId: number, today: string, enrolmentId?: number | null): Promise<number> {
  return (await openLots(db, customerId, today, { enrolmentId })).reduce((sum, l) => sum + l.amount - l.used, 0);
}
