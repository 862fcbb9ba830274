import type { CustomerBooking, CustomerDetail, CustomerListPage, CustomerRow } from '../../shared/admin/customers.js';
import { CUSTOMERS_PAGE_SIZE } from '../../shared/admin/customers.js';
import { phoneSearchDigits } from '../../shared/phone.js';
import { kanaKey } from '../../shared/kana.js';
import { normalizeCodeQuery } from '../booking/bookingCode.js';
import { MONEY_OF_B } from '../booking/bookingMoney.js';
import type { Queryable } from '../db/db.js';

// The read side of customers (the list and search, a customer's page). Customers are made with their
// bookings (createHold); their notes change in customerNotes.ts.

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, '\\$&');

const ROW = `c.id, c.name, c.email, c.phone, c.user_id, c.reading,
  (select count(*)::int from bookings b where b.customer_id = c.id) as booking_count,
  (select max(b.booking_date)::text from bookings b where b.customer_id = c.id) as last_booking_date`;

/**
 * The condition on `customers c` for a search: name or email contains it; a phone number written any way
 * (src/shared/phone.ts) is in the customer's phone or one their bookings were taken with; a booking's code
 * (whole, with or without GT-) or whole reference (the secret half of the customer's link: never a prefix).
 */
function searchSql(q: string, p: (v: unknown) => string): string {
  const like = p(`%${likeLiteral(q.toLowerCase())}%`);
  const digits = phoneSearchDigits(q);
  const codes = normalizeCodeQuery(q);
  const byPhone = digits
    ? ` or c.phone_digits like ${p(`%${digits}%`)}
        or exists (select 1 from bookings b where b.customer_id = c.id and gtss_phone_digits(b.phone) like ${p(`%${digits}%`)})`
    : '';
  const byCode = codes.length ? ` or b.code = any(${p(codes)}::text[])` : '';
  // the reading (フリガナ) and a name written in kana, found in hiragana or katakana alike (src/shared/kana.ts)
  const kana = p(`%${likeLiteral(kanaKey(q))}%`);
  const byKana = ` or c.reading_key like ${kana} or gtss_kana_key(c.name) like ${kana}`;
  return `(lower(c.name) like ${like} or c.email like ${like}${byKana}${byPhone}
    or exists (select 1 from bookings b where b.customer_id = c.id and (b.reference_id = ${p(q)}${byCode})))`;
}

/** A page of customers, newest first (the search's matches, or everyone), and the total. */
export async function listCustomers(db: Queryable, q: string | undefined, page: number): Promise<CustomerListPage> {
  const params: unknown[] = [];
  const p = (v: unknown) => `$${params.push(v)}`;
  const where = q ? `where ${searchSql(q, p)}` : '';
  const rows = await db.query<CustomerRow & { total: number }>(
    `with matches as materialized (select c.id from customers c ${where}),
       page as (select ${ROW} from customers c where c.id in (select id from matches order by id desc
         limit ${p(CUSTOMERS_PAGE_SIZE)} offset ${p((page - 1) * CUSTOMERS_PAGE_SIZE)}))
     select (select count(*)::int from matches) as total, page.* from (select 1) as one left join page on true
     order by page.id desc`,
    params,
  );
  const items = rows.filter((r) => r.id != null).map(({ total: _, ...row }) => row);
  return { items, total: rows[0]?.total ?? 0, page, page_size: CUSTOMERS_PAGE_SIZE };
}

export async function customerExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('select 1 from customers where id = $1', [id])).length > 0;
}

/**
 * Where the customer first came from: the earliest source recorded on their account or on one of their
 * bookings (src/shared/referral.ts); null when none was (direct or unknown).
 */
const CAME_FROM = `(select json_build_object('utm_source', x.utm_source, 'utm_medium', x.utm_medium,
    'utm_campaign', x.utm_campaign, 'referrer_host', x.referrer_host)
  from (select u.utm_source, u.utm_medium, u.utm_campaign, u.referrer_host, u.created_at from users u where u.id = c.user_id
        union all
        select b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host, b.created_at from bookings b where b.customer_id = c.id) x
  where x.utm_source is not null or x.referrer_host is not null order by x.created_at limit 1)`;

type Head = Omit<CustomerDetail, 'bookings' | 'received_total' | 'refunded_total' | 'languages' | 'sources'>;

/** A customer's page: the person, every booking (newest class first) with what was paid and refunded. */
export async function customerDetail(db: Queryable, id: number): Promise<CustomerDetail | null> {
  const [head] = await db.query<Head>(
    `select ${ROW}, c.first_language, c.preferred_language, c.first_source, c.note, c.version, ${CAME_FROM} as came_from,
       to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
     from customers c where c.id = $1`,
    [id],
  );
  if (!head) return null;
  // Paid: the yen received (a booking paid, then canceled and refunded, was paid too; a move's difference still owed
  // is not); refunded: what went or goes back. Both from the booking's one account (the view booking_money).
  const bookings = await db.query<CustomerBooking>(
    `select b.id, b.code, b.booking_date::text as booking_date, b.time_range, b.status, b.attendance, b.total_amount,
       bm.received_card + bm.received_cash as received_yen, bm.refunded_card + bm.refunded_cash as refunded_yen,
       b.source, b.language
     from bookings b ${MONEY_OF_B} where b.customer_id = $1 order by b.booking_date desc, b.id desc`,
    [id],
  );
  const distinct = <T>(values: T[]) => [...new Set(values)];
  return {
    ...head,
    bookings,
    received_total: bookings.reduce((sum, b) => sum + b.received_yen, 0),
    refunded_total: bookings.reduce((sum, b) => sum + b.refunded_yen, 0),
    languages: distinct([head.first_language, ...bookings.map((b) => b.language)]),
    sources: distinct([head.first_source, ...bookings.map((b) => b.source)]),
  };
}
