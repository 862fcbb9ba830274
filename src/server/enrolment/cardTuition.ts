import crypto from 'node:crypto';
import { API_BASE } from '../../shared/constants.js';
import { tokyoToday } from '../../shared/dates.js';
import { paths } from '../../shared/paths.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { enqueueMail } from '../mail/outbox.js';
import { tuitionMail, welcomeMail, type StudentFacts } from '../mail/enrolmentTexts.js';
import { testCardResult } from '../payments/testCheckout.js';
import { receiptLinkOf } from '../receipt/tuitionReceiptRepository.js';
import { releaseSeat } from './seats.js';

// Monthly tuition by card with the built-in test provider (no Stripe keys): it behaves as Stripe Billing does for the
// school. The first payment (the first month and the enrolment fee) on a checkout page that saves the card; each
// later month charged on its charge day by the renewal job, on the server's clock; a declined renewal marks the month
// failed, tells the student once with a link to pay it (any card), and is tried again once a day, a few times.

/** Stripe's test card that is saved fine but whose later charges are declined: a renewal that fails. */
export const RENEWAL_DECLINE_CARD = '4000000000000341';
/** How many times a month's charge is tried (a day apart) before the school follows it up by hand. */
export const MAX_ATTEMPTS = 4;
/** How long the first payment's page stays open (the seat and the lessons are held meanwhile). */
export const ENROL_CHECKOUT_MINUTES = 30;

/** A test session to subscribe (month null), to pay one month again, or (kind 'card') to change the saved card. */
export async function openTestTuitionSession(
  tx: Queryable,
  s: { enrolmentId: number; month: string | null; amount: number; expiresAt: Date; publicUrl: string; kind?: 'pay' | 'card' },
): Promise<string> {
  const id = `tts_${crypto.randomBytes(18).toString('base64url')}`;
  await tx.query(
    `insert into test_tuition_sessions (id, enrolment_id, month, amount, expires_at, kind)
     values ($1, $2, case when $3::text is null then null else ($3 || '-01')::date end, $4, $5, $6)`,
    [id, s.enrolmentId, s.month, s.amount, s.expiresAt.toISOString(), s.kind ?? 'pay'],
  );
  return `${s.publicUrl}${API_BASE}/test-tuition/${id}`;
}

/** What a mail to the student needs, read in the transaction that changes the money. */
export async function studentFacts(tx: Queryable, enrolmentId: number): Promise<StudentFacts> {
  const [row] = await tx.query<StudentFacts>(
    `select c.email, coalesce(e.user_id, c.user_id) as user_id, c.name, e.language, e.code, e.terms
     from enrolments e join customers c on c.id = e.customer_id where e.id = $1`,
    [enrolmentId],
  );
  return row;
}

const myPage = (publicUrl: string) => `${publicUrl}${paths.myPage}`;

/**
 * The first payment came: the enrolment is active, its first month paid by card, the card saved for the renewals (the
 * test provider's; Stripe keeps its own, the subscription is recorded), the student welcomed. Idempotent: a second delivery finds it active and changes nothing (false).
 */
export async function firstPaymentCame(
  tx: Queryable,
  deps: Pick<ServerDeps, 'publicUrl'>,
  enrolmentId: number,
  at: Date,
  by: { card: string } | { subscriptionRef: string | null },
) {
  const rows = await tx.query(
    `update enrolments set status = 'active', expires_at = null, subscription_ref = $2 where id = $1 and status = 'pending' returning id`,
    [enrolmentId, 'subscriptionRef' in by ? by.subscriptionRef : null],
  );
  if (!rows.length) return false;
  await tx.query(
    `update tuition_months set status = 'paid', way = 'card', paid_at = $2, attempts = attempts + 1, last_attempt_on = $3::date
     where enrolment_id = $1 and month = (select min(month) from tuition_months where enrolment_id = $1)`,
    [enrolmentId, at.toISOString(), tokyoToday(at)],
  );
  if ('card' in by) {
    await tx.query(
      'insert into test_subscriptions (enrolment_id, card) values ($1, $2) on conflict (enrolment_id) do update set card = excluded.card',
      [enrolmentId, by.card],
    );
  }
  const student = await studentFacts(tx, enrolmentId);
  await enqueueMail(tx, welcomeMail(student, myPage(deps.publicUrl)));
  const [first] = await tx.query<{ month: string; yen: number }>(
    `select to_char(month, 'YYYY-MM') as month, tuition_yen + fee_yen as yen from tuition_months where enrolment_id = $1 order by month limit 1`,
    [enrolmentId],
  );
  await enqueueMail(tx, tuitionMail(student, { ...first, paid: true }, await receiptLinkOf(tx, deps.publicUrl, enrolmentId, first.month)));
  return true;
}

/** A month paid again from its link (another card may be used: it becomes the saved one). False when it was not owed. */
export async function monthPaidAgain(
  tx: Queryable,
  deps: Pick<ServerDeps, 'publicUrl'>,
  enrolmentId: number,
  month: string,
  card: string,
  at: Date,
) {
  const rows = await tx.query<{ yen: number }>(
    `update tuition_months set status = 'paid', way = 'card', paid_at = $3, attempts = attempts + 1, last_attempt_on = $4::date
     where enrolment_id = $1 and month = ($2 || '-01')::date and status in ('due', 'failed') returning tuition_yen + fee_yen as yen`,
    [enrolmentId, month, at.toISOString(), tokyoToday(at)],
  );
  if (!rows.length) return false;
  await tx.query('update test_subscriptions set card = $2 where enrolment_id = $1', [enrolmentId, card]);
  const receipt = await receiptLinkOf(tx, deps.publicUrl, enrolmentId, month);
  await enqueueMail(tx, tuitionMail(await studentFacts(tx, enrolmentId), { month, yen: rows[0].yen, paid: true }, receipt));
  return true;
}

interface DueMonth {
  enrolment_id: number;
  month: string;
  yen: number;
  card: string;
  failure_told: boolean;
}

/**
 * The renewal job: every card month due by today (its charge day come), not tried today, tried fewer than
 * MAX_ATTEMPTS times, of an enrolment still running, charged on its saved test card. Each month in a transaction of
 * its own, under a row lock that skips a month another process is charging (once, however many processes run it).
 */
export async function renewDueMonths(deps: Pick<ServerDeps, 'db' | 'now' | 'publicUrl' | 'mailQueued'>): Promise<number> {
  const today = tokyoToday(deps.now());
  let charged = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const [m] = await tx.query<DueMonth>(
        `select t.enrolment_id, to_char(t.month, 'YYYY-MM') as month, t.tuition_yen + t.fee_yen as yen, s.card, t.failure_told
         from tuition_months t join enrolments e on e.id = t.enrolment_id join test_subscriptions s on s.enrolment_id = e.id
         where e.billing = 'card' and e.status in ('active', 'ending') and s.canceled_at is null
           and t.status in ('due', 'failed') and t.charge_on <= $1::date and (t.last_attempt_on is null or t.last_attempt_on < $1::date)
           and t.attempts < $2
         order by t.charge_on, t.enrolment_id limit 1 for update of t skip locked`,
        [today, MAX_ATTEMPTS],
      );
      if (!m) return false;
      await chargeMonth(tx, deps, m, today);
      return true;
    });
    if (!done) break;
    charged++;
  }
  if (charged) deps.mailQueued();
  return charged;
}

async function chargeMonth(tx: Queryable, deps: Pick<ServerDeps, 'now' | 'publicUrl'>, m: DueMonth, today: string) {
  const declined = m.card === RENEWAL_DECLINE_CARD || !testCardResult(m.card).ok;
  await tx.query(
    `update tuition_months set attempts = attempts + 1, last_attempt_on = $3::date, status = $4, way = $5, paid_at = $6,
       failure_told = failure_told or $7
     where enrolment_id = $1 and month = ($2 || '-01')::date`,
    [
      m.enrolment_id,
      m.month,
      today,
      declined ? 'failed' : 'paid',
      declined ? null : 'card',
      declined ? null : deps.now().toISOString(),
      declined,
    ],
  );
  if (declined && m.failure_told) return; // told once; tried again quietly
  const url = declined
    ? `${deps.publicUrl}${paths.myPage}?pay=${m.enrolment_id}:${m.month}`
    : await receiptLinkOf(tx, deps.publicUrl, m.enrolment_id, m.month);
  await enqueueMail(tx, tuitionMail(await studentFacts(tx, m.enrolment_id), { month: m.month, yen: m.yen, paid: !declined }, url));
}

/** Pending enrolments whose first payment never came: canceled, their seat (and, left empty, their class's lessons) given back. */
export async function expirePendingEnrolments(deps: Pick<ServerDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  // (a Stripe session's enrolment waits for Stripe's word: checkout.session.expired, stripeTuition.ts)
  const rows = await deps.db.query<{ id: number }>(
    `select id from enrolments where status = 'pending' and expires_at < $1 and checkout_session_id is null`,
    [now.toISOString()],
  );
  for (const { id } of rows) await deps.db.transaction((tx) => cancelPendingEnrolment(tx, id, tokyoToday(now)));
  return rows.length;
}

/**
 * A pending enrolment whose first payment never came (its test session expired, or Stripe's Checkout): canceled, its
 * open test sessions closed, its months dropped, its seat given back. Nothing when it is no longer pending.
 */
export async function cancelPendingEnrolment(tx: Queryable, id: number, today: string): Promise<void> {
  const gone = await tx.query(`update enrolments set status = 'canceled' where id = $1 and status = 'pending' returning id`, [id]);
  if (!gone.length) return;
  await tx.query(`update test_tuition_sessions set status = 'expired' where enrolment_id = $1 and status = 'open'`, [id]);
  await tx.query(`delete from tuition_months where enrolment_id = $1`, [id]);
  await releaseSeat(tx, id, today);
}
