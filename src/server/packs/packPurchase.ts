import crypto from 'node:crypto';
import { API_BASE, type LanguageCode } from '../../shared/constants.js';
import { tokyoToday } from '../../shared/dates.js';
import { paths } from '../../shared/paths.js';
import { PACK_NOT_FOUND, packName } from '../../shared/packWords.js';
import type { UserRow } from '../accounts/userRepository.js';
import { CODE_ALPHABET } from '../booking/bookingCode.js';
import { grantCredits } from '../credits/ledger.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { customerOfUser } from '../enrolment/customerOf.js';
import { HttpError } from '../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { packBoughtMail } from '../mail/packTexts.js';

// Buying a lesson pack (issue 41, point 3): one card payment (Stripe Checkout in payment mode, or the built-in test
// provider's page without keys). The purchase is pending with its session; once paid, exactly once, it is issued
// (today in Tokyo) with its expiry (issue date + the pack's validity) and its lessons become ONE ledger lot.

/** How long the payment page stays open. */
export const PACK_CHECKOUT_MINUTES = 30;

export interface Purchase {
  id: number;
  code: string;
  price_yen: number;
  lessons: number;
  lesson_slots: number;
  names: Record<string, string>;
  language: LanguageCode;
  expires_at: Date;
}

const packCode = () => `PK-${Array.from({ length: 8 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]).join('')}`;

/** A pending purchase of a pack on sale, with the terms it is sold at; 404 when the pack is not on sale. */
export async function startPurchase(
  tx: Queryable,
  deps: Pick<ServerDeps, 'now' | 'payments'>,
  u: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>,
  packId: number,
  language: LanguageCode,
): Promise<Purchase> {
  const customerId = await customerOfUser(tx, u);
  const expiresAt = new Date(deps.now().getTime() + PACK_CHECKOUT_MINUTES * 60_000);
  const testSession = deps.payments.kind === 'in-database' ? `tps_${crypto.randomBytes(18).toString('base64url')}` : null;
  const [row] = await tx.query<Omit<Purchase, 'language' | 'expires_at'>>(
    `insert into pack_purchases (code, pack_id, customer_id, user_id, language, names, lessons, lesson_slots, price_yen,
       valid_days, provider, session_id, expires_at, course_id)
     select $1, p.id, $3, $4, $5, p.names, p.lessons, p.lesson_slots, p.price_yen, p.valid_days, $6, $7, $8, p.course_id
     from lesson_packs p where p.id = $2 and p.on_sale
     returning id, code, price_yen, lessons, lesson_slots, names`,
    [packCode(), packId, customerId, u.id, language, deps.payments.name, testSession, expiresAt.toISOString()],
  );
  if (!row) throw new HttpError(404, PACK_NOT_FOUND);
  return { ...row, language, expires_at: expiresAt };
}

/** The built-in test provider's page of a purchase. */
export const testPackUrl = (publicUrl: string, sessionId: string) => `${publicUrl}${API_BASE}/test-pack/${sessionId}`;

interface Issued {
  id: number;
  customer_id: number;
  user_id: number;
  code: string;
  names: Record<string, string>;
  language: LanguageCode;
  lessons: number;
  lesson_slots: number;
  price_yen: number;
  issued_on: string;
  valid_until: string;
}

/**
 * The payment came: the purchase is issued today (Tokyo) and valid through today + its validity, its lessons ONE lot
 * of the ledger, and the purchase mail queued, all in the caller's transaction. Exactly once: a second delivery (or a
 * purchase no longer pending) changes nothing (null).
 */
export async function packPaid(
  tx: Queryable,
  deps: Pick<ServerDeps, 'publicUrl' | 'schedule'>,
  sessionId: string,
  paymentRef: string | null,
  at: Date,
): Promise<Issued | null> {
  const today = tokyoToday(at);
  const [p] = await tx.query<Issued>(
    `update pack_purchases set status = 'paid', paid_at = $2, payment_ref = $3, issued_on = $4::date,
       valid_until = $4::date + valid_days
     where session_id = $1 and status = 'pending'
     returning id, customer_id, user_id, code, names, language, lessons, lesson_slots, price_yen, issued_on::text, valid_until::text`,
    [sessionId, at.toISOString(), paymentRef, today],
  );
  if (!p) return null;
  const by = { kind: 'customer' as const, userId: p.user_id };
  const lot = { customerId: p.customer_id, enrolmentId: null, kind: 'pack' as const, amount: p.lessons, by };
  await grantCredits(tx, { ...lot, validUntil: p.valid_until, packPurchaseId: p.id, reason: p.code }, at);
  const [who] = await tx.query<{ email: string; name: string }>('select email, name from users where id = $1', [p.user_id]);
  const facts = { ...who, ...p, pack: packName(p.names, p.language), minutes: p.lesson_slots * deps.schedule.slotMinutes };
  await enqueueMail(tx, packBoughtMail(facts, `${deps.publicUrl}${paths.myPage}`));
  return p;
}

/** Pending purchases whose payment page closed unpaid: expired (nothing was granted). */
export async function expirePendingPurchases(db: Queryable, now: Date, sessionId: string | null = null): Promise<number> {
  const rows = await db.query(
    `update pack_purchases set status = 'expired' where status = 'pending' and ($2::text is null and expires_at < $1 or session_id = $2)
     returning id`,
    [now.toISOString(), sessionId],
  );
  return rows.length;
}
