import type { z } from 'zod';
import {
  CUSTOMER_NOT_FOUND,
  EMAIL_TAKEN,
  MERGE_NOTES_TOO_LONG,
  MERGE_SAME_CLASS,
  MERGE_SELF,
  MERGE_TWO_ACCOUNTS,
  NOTE_MAX,
  RECORD_STALE,
  type UpdateCustomerBody,
} from '../../shared/admin/customers.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

// A customer's record as the desk edits it, and the merge of two records of one person (issue 39, point 4). Each is
// one transaction with its audit entry, on the record's row locked and its version compared (a change meanwhile: 409).
// A booking's money is the booking's (booking_money): moving the bookings moves their money with them.

interface Record {
  id: number;
  name: string;
  reading: string | null;
  phone: string | null;
  email: string | null;
  preferred_language: string | null;
  user_id: number | null;
  note: string | null;
  version: number;
}
const FIELDS = 'id, name, reading, phone, email, preferred_language, user_id, note, version';

async function locked(tx: Queryable, id: number): Promise<Record> {
  const [row] = await tx.query<Record>(`select ${FIELDS} from customers where id = $1 for update`, [id]);
  if (!row) throw new HttpError(404, CUSTOMER_NOT_FOUND);
  return row;
}

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** PUT /api/admin/customers/:id: name, reading, phone, email and preferred language, audited (before and after). */
export async function updateCustomer(db: Db, actor: Actor, id: number, body: z.output<typeof UpdateCustomerBody>): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.version !== body.version) throw new HttpError(409, RECORD_STALE);
    const { name, reading, phone, email, preferred_language } = body;
    if (email && (await tx.query('select 1 from customers where email = $1 and id <> $2', [email, id])).length > 0)
      throw new HttpError(409, EMAIL_TAKEN);
    await tx.query(
      `update customers set name = $2, reading = $3, phone = $4, email = $5, preferred_language = $6, version = version + 1 where id = $1`,
      [id, name, reading, phone, email, preferred_language],
    );
    const pick = (r: Omit<Record, 'id' | 'user_id' | 'note' | 'version'>) => ({
      name: r.name,
      reading: r.reading,
      phone: r.phone,
      email: r.email,
      preferred_language: r.preferred_language,
    });
    await writeAudit(tx, actor, {
      action: 'customer.changed',
      targetType: 'customer',
      targetId: id,
      before: pick(before),
      after: pick(body),
    });
  });
}

/**
 * POST /api/admin/customers/:id/merge: `other` is the same person. This record keeps its own details, takes what it
 * lacks from the other (email, phone, reading, account), both notes, and every booking of the other (their money with
 * them); the other record goes. Refused when both have an account (each keeps its bookings) or the notes do not fit.
 */
export async function mergeCustomers(db: Db, actor: Actor, id: number, otherId: number, version: number): Promise<void> {
  if (id === otherId) throw new HttpError(400, MERGE_SELF);
  await db.transaction(async (tx) => {
    // both rows locked in id order, so two merges of the same pair cannot deadlock
    const [first, second] = [Math.min(id, otherId), Math.max(id, otherId)];
    const rows = [await locked(tx, first), await locked(tx, second)];
    const kept = rows.find((r) => r.id === id)!;
    const other = rows.find((r) => r.id === otherId)!;
    if (kept.version !== version) throw new HttpError(409, RECORD_STALE);
    if (kept.user_id !== null && other.user_id !== null) throw new HttpError(409, MERGE_TWO_ACCOUNTS);
    const note = [kept.note, other.note].filter((n): n is string => !!n).join('\n\n') || null;
    if (note && note.length > NOTE_MAX) throw new HttpError(409, MERGE_NOTES_TOO_LONG);
    const moved = await tx.query<{ code: string }>('update bookings set customer_id = $1 where customer_id = $2 returning code', [
      id,
      otherId,
    ]);
    await moveEnrolmentsAndCredits(tx, id, otherId);
    // the other goes first: its email and account are unique, and become this record's
    await tx.query('delete from customers where id = $1', [otherId]);
    try {
      await tx.query(
        `update customers set email = coalesce(email, $2), phone = coalesce(phone, $3), reading = coalesce(reading, $4),
           user_id = coalesce(user_id, $5), note = $6, version = version + 1 where id = $1`,
        [id, other.email, other.phone, other.reading, other.user_id, note],
      );
    } catch (e) {
      throw isUniqueViolation(e) ? new HttpError(409, EMAIL_TAKEN) : e;
    }
    // in words the activity log shows as they are: who the other record was, and the bookings that moved (by code)
    const merged = [other.name, other.email, other.phone].filter(Boolean).join(' · ');
    const after = { into: id, moved_bookings: moved.map((b) => b.code) };
    await writeAudit(tx, actor, {
      action: 'customer.merged',
      targetType: 'customer',
      targetId: id,
      before: { merged, merged_id: otherId },
      after,
    });
  });
}

/**
 * The other record's enrolments, absences, packs and whole credit ledger follow the merge (issue 41): the ledger's rows
 * change their customer only, all in one statement. Both enrolled in one class: refused (one seat a person).
 */
async function moveEnrolmentsAndCredits(tx: Queryable, id: number, otherId: number): Promise<void> {
  try {
    await tx.query('update enrolments set customer_id = $1 where customer_id = $2', [id, otherId]);
  } catch (e) {
    throw isUniqueViolation(e) ? new HttpError(409, MERGE_SAME_CLASS) : e;
  }
  for (const table of ['absences', 'pack_purchases', 'lesson_credits'])
    await tx.query(`update ${table} set customer_id = $1 where customer_id = $2`, [id, otherId]);
}
