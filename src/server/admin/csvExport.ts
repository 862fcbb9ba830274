import type { CsvHeadings } from '../../shared/admin/bookings.js';
import type { Db } from '../db/db.js';
import { referralLabel, type Referral } from '../../shared/referral.js';
import { REFUND_AMOUNT } from './adminBookingQueries.js';
import { CSV_WORDS, csvWord } from './csvWords.js';

// Export: the bookings of a range of class dates as CSV that Excel in Japan opens correctly.
// Excel reads a file without a BOM as Shift_JIS (names turn to mojibake); RFC 4180 wants CRLF and quoting.

export const EXPORT_BATCH = 500;

// The booking's number and code, never its reference (the secret half of the customer's cancel link: a file
// that leaves the system, kept by whoever exported it, would keep working links to every booking in it).
export const CSV_HEADER = [
  'booking no.',
  'code',
  'class date',
  'time',
  'name',
  'email',
  'phone',
  'status',
  'source',
  'amount (JPY)',
  'tax (JPY)',
  'refunded (JPY)',
  'attendance',
  'booked at (JST)',
  'paid at (JST)',
  'language',
  'teacher',
  'came from',
] as const;

/**
 * The heading row in each language the export offers (the member's console language, or the choice beside Export);
 * the values follow it too (csvWords.ts: 確定, ウェブサイト, 出席), English keeping the codes (Confirmed, web, attended).
 */
type HeadingsLike<Row extends readonly string[]> = { readonly [K in keyof Row]: string };
export const CSV_HEADINGS_BY_LANGUAGE: Record<CsvHeadings, HeadingsLike<typeof CSV_HEADER>> = {
  en: CSV_HEADER,
  ja: [
    '予約番号',
    '予約コード',
    'レッスン日',
    '時間',
    '氏名',
    'メールアドレス',
    '電話番号',
    'ステータス',
    '受付経路',
    '金額（円）',
    '消費税（円）',
    '返金額（円）',
    '出欠',
    '予約日時（日本時間）',
    '支払日時（日本時間）',
    '言語',
    '講師',
    '流入元',
  ],
  'zh-CN': [
    '预约编号',
    '预约代码',
    '上课日期',
    '时间',
    '姓名',
    '电子邮箱',
    '电话',
    '状态',
    '来源',
    '金额（日元）',
    '税额（日元）',
    '退款金额（日元）',
    '出勤',
    '预约时间（日本时间）',
    '付款时间（日本时间）',
    '语言',
    '教师',
    '访问来源',
  ],
  'zh-TW': [
    '預約編號',
    '預約代碼',
    '上課日期',
    '時間',
    '姓名',
    '電子郵件',
    '電話',
    '狀態',
    '來源',
    '金額（日圓）',
    '稅額（日圓）',
    '退款金額（日圓）',
    '出席',
    '預約時間（日本時間）',
    '付款時間（日本時間）',
    '語言',
    '教師',
    '造訪來源',
  ],
};

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * One field: text that starts like a formula (= + - @, or a tab or CR that Excel skips before one) gets
 * a leading ' so Excel shows it instead of running it (CSV injection); then RFC 4180 quoting.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'object') return value.raw;
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A field as it goes into the file, already encoded (csvPhone's formula, which csvField would defuse). */
export type CsvRaw = { raw: string };
export type CsvValue = string | number | null | CsvRaw;

/** What a phone number may be to be written as Excel's text formula: digits, spaces, + - ( ), nothing that could run. */
const PLAIN_PHONE = /^[+(0-9][0-9 ()+-]*$/;

/**
 * A phone number as Excel shows it as written (issue 39, point 12). Excel reads an unquoted or quoted 08011112222 as
 * the number 8011112222 (RFC 4180 quotes are not types), and shows a leading ' as part of the text when it opens a
 * CSV (the ' only marks text when typed into a cell). The field `="08011112222"` is the one form Excel opens as the
 * text 08011112222 with nothing visible around it: a formula whose value is that text. It is a formula, so only a
 * number of digits, spaces, + - ( ) is written this way (nothing else can be in it: no quote to end the string);
 * anything else goes through csvField, defused as any other text.
 */
export const csvPhone = (phone: string | null): CsvValue =>
  phone === null ? null : PLAIN_PHONE.test(phone) ? { raw: `"=""${phone}"""` } : phone;

export const csvLine = (fields: CsvValue[]) => fields.map(csvField).join(',') + CRLF;

type ExportRow = {
  id: number;
  code: string;
  booking_date: string;
  time_range: string;
  user_name: string;
  user_email: string | null;
  phone: string | null;
  status: string;
  source: string;
  total_amount: number;
  sales_tax: number;
  refund_amount: number | null;
  attendance: string | null;
  created_at: string;
  paid_at: string | null;
  language: string;
  teacher: string | null;
} & Partial<Referral>;

// Times as the school reads them: Tokyo, to the minute, in a form Excel recognises as a date and time.
const tokyo = (column: string) => `to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD HH24:MI')`;

/**
 * The CSV, chunk by chunk: one chunk per keyset batch of `batch` rows in class-date order (bookings_date
 * index), so memory stays the same for 100 rows or 100,000; the BOM and header come with the first batch,
 * so the first chunk exists only once the first query has answered (the route reads it before it sends a
 * byte). `range.headings` is the heading row's language (English unless told). A query that fails later throws: the stream ends with an error, never as a short file. `done` is called with the row count once the last row is out (not if the reader stops early).
 */
export async function* bookingsCsv(
  db: Pick<Db, 'transaction'>,
  range: { from: string; to: string; headings?: CsvHeadings },
  done: (rows: number) => Promise<void> = async () => undefined,
  batch = EXPORT_BATCH,
): AsyncGenerator<string> {
  let head = BOM + csvLine([...CSV_HEADINGS_BY_LANGUAGE[range.headings ?? 'en']]);
  const words = CSV_WORDS[range.headings ?? 'en'];
  let after: { date: string; id: number } | null = null;
  let rows = 0;
  for (;;) {
    const page: ExportRow[] = await db.transaction(async (tx) => {
      // The embedded database never gathers statistics (no autovacuum), so its planner thinks a range holds
      // a few rows and would sort the whole rest of the range for every batch; the index is already in order.
      await tx.query('set local enable_sort = off');
      return tx.query<ExportRow>(
        `select b.id, b.code, b.booking_date::text as booking_date, b.time_range, b.user_name, b.user_email, b.phone,
         b.status, b.source, b.total_amount, b.sales_tax, ${REFUND_AMOUNT} as refund_amount, b.attendance,
         ${tokyo('b.created_at')} as created_at, ${tokyo('b.paid_at')} as paid_at, b.language,
         (select t.name from teachers t where t.id = b.teacher_id) as teacher,
         b.utm_source, b.utm_medium, b.utm_campaign, b.referrer_host
       from bookings b
       where b.booking_date between $1::date and $2::date
         ${after ? 'and (b.booking_date, b.id) > ($4::date, $5::int)' : ''}
       order by b.booking_date, b.id
       limit $3`,
        after ? [range.from, range.to, batch, after.date, after.id] : [range.from, range.to, batch],
      );
    });
    if (page.length === 0) break;
    rows += page.length;
    yield (
      head +
      page
        .map((r) =>
          csvLine([
            r.id,
            r.code,
            r.booking_date,
            r.time_range,
            r.user_name,
            r.user_email,
            csvPhone(r.phone),
            csvWord(words.status, r.status),
            csvWord(words.source, r.source),
            r.total_amount,
            r.sales_tax,
            r.refund_amount,
            csvWord(words.attendance, r.attendance),
            r.created_at,
            r.paid_at,
            csvWord(words.language, r.language),
            r.teacher,
            // "line / qr / flyer", or the other site's host; empty when direct or unknown
            referralLabel(r),
          ]),
        )
        .join('')
    );
    head = '';
    if (page.length < batch) break;
    const lastRow = page[page.length - 1];
    after = { date: lastRow.booking_date, id: lastRow.id };
  }
  if (head) yield head; // no rows: the header alone
  await done(rows);
}

/**
 * The generator with its first chunk read already (the header and the first batch): a failing first query
 * throws here, before the answer's status and headers are sent, and becomes a 500 { detail }.
 */
export async function startedCsv(chunks: AsyncGenerator<string>): Promise<AsyncGenerator<string>> {
  const first = await chunks.next();
  return (async function* () {
    if (!first.done) yield first.value;
    yield* chunks;
  })();
}
