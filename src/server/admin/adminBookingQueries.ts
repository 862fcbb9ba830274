import { holidayOn } from '../holidays/holidays.js';
import { bookingReceipt, findIssue } from '../receipt/receiptIssues.js';
import type {
  AdminBookingDetail,
  BookingDifference,
  AdminBookingRow,
  BookingListPage,
  CalendarView,
  SentEmail,
  SlotView,
} from '../../shared/admin/bookings.js';
import type { BookingStatus } from '../../shared/booking.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { addDays } from '../../shared/dates.js';
import { normalizeCodeQuery } from '../booking/bookingCode.js';
import { differencesOf, type DifferenceRow } from '../booking/bookingDifferences.js';
import { REFUNDED_YEN, type BookingMoneyRow } from '../booking/bookingMoney.js';
import { phoneSearchDigits } from '../../shared/phone.js';
import type { Queryable } from '../db/db.js';
import { ORIGIN_DIRECT, ORIGIN_OTHER_SITE, type OriginFilter } from '../../shared/referral.js';
import { bookingHistory } from '../audit/auditLog.js';

// The read side of the staff's bookings (the list, the day and week views, a booking's page).
// Read-only queries; every change goes through the booking repositories.

const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** What was refunded or is on its way back (bookingMoney's refunded, every way); null when none. */
export const REFUND_AMOUNT = REFUNDED_YEN;

/** The booking's teacher and how they were chosen, as one JSON value (null without one). */
const BOOKING_TEACHER = `(select json_build_object('id', t.id, 'name', t.name, 'assignment', b.assignment)
  from teachers t where t.id = b.teacher_id)`;

/** The list row's columns (the Today screen reads the same row, so what one gains the other shows). */
export const ROW_COLUMNS = `b.id, b.code, b.booking_date::text as booking_date, b.time_range, b.user_name, b.user_email, b.phone,
  b.status, b.total_amount, ${REFUND_AMOUNT} as refund_amount, ${utc('b.refunded_at')} as refunded_at, b.attendance, b.source,
  ${BOOKING_TEACHER} as teacher, ${utc('b.created_at')} as created_at, b.customer_id, b.note,
  (select c.note from customers c where c.id = b.customer_id) as customer_note,
  b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host, b.lesson_language`;

export interface BookingFilter {
  q?: string;
  from?: string;
  to?: string;
  status?: BookingStatus;
  teacher?: number;
  origin?: OriginFilter;
}

/** `%`, `_` and `\` match themselves in the contains-search. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** The where clause of a filter, with its parameters numbered from 1. */
function filterSql(f: BookingFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conds: string[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  if (f.q) {
    // search_text is lower(name) \n lower(email) (migration 0013). A reference (case-sensitive base64url) only
    // whole: it is the secret half of the customer's cancel link, and a prefix search would spell it out.
    // The booking's code (GT-4821) whole too, in any case and with or without GT-.
    const codes = normalizeCodeQuery(f.q);
    const byCode = codes.length ? ` or b.code = any(${p(codes)}::text[])` : '';
    // A phone number however it is written (src/shared/phone.ts): the booking's, or its customer's.
    const digits = phoneSearchDigits(f.q);
    const byPhone = digits
      ? ` or gtss_phone_digits(b.phone) like ${p(`%${digits}%`)}
          or b.customer_id in (select c.id from customers c where c.phone_digits like ${p(`%${digits}%`)})`
      : '';
    conds.push(`(b.search_text like lower(${p(`%${likeLiteral(f.q)}%`)}) or b.reference_id = ${p(f.q)}${byCode}${byPhone})`);
  }
  if (f.from) conds.push(`b.booking_date >= ${p(f.from)}::date`);
  if (f.to) conds.push(`b.booking_date <= ${p(f.to)}::date`);
  if (f.status) conds.push(`b.status = ${p(f.status)}`);
  if (f.teacher) conds.push(`b.teacher_id = ${p(f.teacher)}`);
  if (f.origin === ORIGIN_DIRECT) conds.push('b.utm_source is null and b.referrer_host is null');
  else if (f.origin === ORIGIN_OTHER_SITE) conds.push('b.utm_source is null and b.referrer_host is not null');
  else if (f.origin) conds.push(`coalesce(b.utm_source, b.referrer_host) = ${p(f.origin)}`);
  return { where: conds.length ? `where ${conds.join(' and ')}` : '', params };
}

/** The list: newest class date first, then the newest booking; one page and the filter's total. */
export async function listBookings(db: Queryable, f: BookingFilter & { page: number; page_size: number }): Promise<BookingListPage> {
  const { where, params } = filterSql(f);
  const n = params.length;
  const order = 'order by b.booking_date desc, b.id desc';
  // The first page without a search (what the console opens) is a prepared statement, one per page size: its limit is
  // written in (a whole number the schema held to 1-100), as a generic plan for a limit given as a parameter costs a
  // tenth of the table and PostgreSQL would plan every call anew. Later pages and searches are planned each time.
  const prepare = !f.q && f.page === 1;
  const limit = prepare ? `limit ${Math.trunc(f.page_size)}` : `limit $${n + 1} offset $${n + 2}`;
  // One statement: the total and the page see the same snapshot (and one round trip). A search finds its
  // matches once (through the trigram index bookings_search_trgm, migration 0092), keeps, counts and pages
  // them. Otherwise the page walks the bookings_date index and only the count reads every row of the filter.
  const sql = f.q
    ? `with matches as materialized (select b.id, b.booking_date from bookings b ${where}),
         page as (select ${ROW_COLUMNS} from bookings b where b.id in (select b.id from matches b ${order} ${limit}))
       select (select count(*)::int from matches) as total, page.* from (select 1) as one left join page on true
       order by page.booking_date desc, page.id desc`
    : `with page as (select ${ROW_COLUMNS} from bookings b ${where} ${order} ${limit})
       select (select count(*)::int from bookings b ${where}) as total, page.* from (select 1) as one left join page on true`;
  const rows = prepare
    ? await db.prepared<AdminBookingRow & { total: number }>(sql, params)
    : await db.query<AdminBookingRow & { total: number }>(sql, [...params, f.page_size, (f.page - 1) * f.page_size]);
  const total = rows[0]?.total ?? 0;
  const items = rows.filter((r) => r.id != null).map(({ total: _, ...row }) => row);
  return { items, total, page: f.page, page_size: f.page_size };
}

type SlotFacts = Omit<SlotView, 'bookings'>;
type HeldBy = SlotView['bookings'][number] & { slot_ids: number[] };

/**
 * The day (days = 1) or week (7) view: every slot row of each day, with the bookings holding a seat of it.
 * One statement answers two JSON values (node-postgres and PGlite parse them natively): the days' slots,
 * and the days' Pending and Confirmed bookings with their slot ids (a booking's slots are on its date),
 * found through bookings_date. On the embedded database this costs about 60% of a row per slot and
 * booking joined through booking_slots (measured with 20,000 bookings: 1.2 ms against 1.9-2.3 ms).
 */
export async function calendarView(db: Queryable, from: string, days: number, teacher?: number): Promise<CalendarView> {
  const to = addDays(from, days - 1);
  // One teacher's view: the slots they work, each a seat of theirs (free unless they teach then), and their classes.
  // Two texts, not one with "$4 is null or …": a prepared statement's generic plan cannot drop the branch not taken,
  // so PostgreSQL kept planning every call of the school's view anew (hotReads.test.ts). The status is compared as an
  // expression so that the planner does not AND the date index with bookings_teacher_recent (nearly every booking).
  const one = teacher !== undefined;
  const [{ slots, held }] = await db.prepared<{ slots: SlotFacts[]; held: HeldBy[] }>(
    `select
       (select coalesce(json_agg(json_build_object('id', s.id, 'day', s.day, 'start', s.start_time, 'end', s.end_time,
           'seats', ${one ? '1' : 's.seats'},
           'seats_free', ${one ? '(not exists (select 1 from teacher_slots ts where ts.slot_id = s.id and ts.teacher_id = $4::int))::int' : 's.seats_free'},
           'closed', s.closed) order by s.day, s.start_time), '[]'::json)
        from slots s where s.space_id = $1 and s.day between $2::date and $3::date
          ${one ? 'and exists (select 1 from teacher_shifts sh where sh.slot_id = s.id and sh.teacher_id = $4::int)' : ''}) as slots,
       (select coalesce(json_agg(json_build_object('id', b.id, 'user_name', b.user_name,
           'status', b.status, 'attendance', b.attendance,
           'teacher', (select json_build_object('id', t.id, 'name', t.name) from teachers t where t.id = b.teacher_id),
           'slot_ids', (select coalesce(json_agg(bs.slot_id), '[]'::json) from booking_slots bs where bs.booking_id = b.id))
           order by b.id), '[]'::json)
        from bookings b
        where b.space_id = $1 and b.booking_date between $2::date and $3::date and (b.status || '') in ('Pending', 'Confirmed')
          ${one ? 'and b.teacher_id = $4::int' : ''}) as held`,
    one ? [RENTAL_SPACE_ID, from, to, teacher] : [RENTAL_SPACE_ID, from, to],
  );
  const byDay = new Map<string, SlotView[]>();
  for (let d = from; d <= to; d = addDays(d, 1)) byDay.set(d, []);
  const byId = new Map<number, SlotView>();
  for (const facts of slots) {
    const slot = { ...facts, bookings: [] };
    byId.set(slot.id, slot);
    byDay.get(slot.day)?.push(slot);
  }
  for (const { slot_ids, ...booking } of held) for (const id of slot_ids) byId.get(id)?.bookings.push(booking);
  return { days: [...byDay].map(([date, daySlots]) => ({ date, slots: daySlots, holiday: holidayOn(date) })) };
}

type DetailRow = Omit<AdminBookingDetail, 'slots' | 'emails' | 'history' | 'paid_yen' | 'differences' | 'cash_owed_yen'>;

/** A difference as its booking's page shows it: what it is and where it stands, never its payment ids. */
const differenceView = (d: DifferenceRow): BookingDifference => ({
  id: d.id,
  kind: d.kind,
  method: d.method,
  amount: d.amount,
  reason: d.reason,
  state: d.voided_at ? 'void' : d.settled_at ? 'paid' : 'owed',
  link_expires_at: d.settled_at === null && d.voided_at === null ? d.expires_at : null,
  created_at: d.created_at,
});

const TEST_CHECKOUT = 'test';

/**
 * A booking's page: every column but the reference and the checkout session's id (never the customer's link), its slots, the emails
 * queued for it, its history, and its money as bookingMoney decides it (the view booking_money).
 */
export async function bookingDetail(db: Queryable, id: number): Promise<AdminBookingDetail | null> {
  const [b] = await db.query<DetailRow>(
    `select ${ROW_COLUMNS}, b.user_id, b.language, b.time_zone, b.tax_rate::float8 as tax_rate, b.sales_tax, b.provider,
       b.payment_ref,
       -- the provider's own receipt only: the test checkout's is the school's receipt page, behind the reference
       case when b.receipt_url like '%/public/receipts/%' then null else b.receipt_url end as receipt_url,
       ${utc('b.paid_at')} as paid_at,
       ${utc('b.refund_requested_at')} as refund_requested_at, ${utc('b.canceled_at')} as canceled_at,
       b.note_version, (select c.name from customers c where c.id = b.customer_id) as customer_name
     from bookings b where b.id = $1`,
    [id],
  );
  if (!b) return null;
  const [slots, emails, history, differences, [money], receipt] = await Promise.all([
    db.query<AdminBookingDetail['slots'][number]>(
      `select s.id, s.start_time as start, s.end_time as "end" from booking_slots bs join slots s on s.id = bs.slot_id
       where bs.booking_id = $1 order by s.start_time`,
      [id],
    ),
    db.query<SentEmail>(
      `select id, to_address as "to", subject, status, ${utc('created_at')} as created_at, ${utc('sent_at')} as sent_at, channel
       from mail_outbox where booking_id = $1 order by id`,
      [id],
    ),
    bookingHistory(db, id),
    differencesOf(db, id),
    db.query<BookingMoneyRow>('select * from booking_money where booking_id = $1', [id]),
    findIssue(db, bookingReceipt(id)),
  ]);
  // a LINE push says so; an email stays as it always was (no channel)
  const sent = emails.map(({ channel, ...e }) => (channel === 'line' ? { ...e, channel } : e));
  return {
    ...b,
    // The built-in test checkout's payment reference is its session id, which opens the customer's receipt page
    // (/test-checkout/<id>/receipt), and so their guest link: shown as none, as the session id is never shown.
    payment_ref: b.provider === TEST_CHECKOUT ? null : b.payment_ref,
    // what was paid, decided as a cancel decides it (the console sends it back as the cancel's decided_on)
    paid_yen: money.refundable_yen,
    cash_owed_yen: money.pending_cash,
    slots,
    differences: differences.map(differenceView),
    emails: sent,
    history,
    receipt_issue: receipt,
  };
}
