import type { CsvHeadings } from '../../shared/admin/bookings.js';
import { addDays, tokyoInstant } from '../../shared/dates.js';
import type { Queryable } from '../db/db.js';
import { csvLine } from './csvExport.js';
import { CSV_WORDS, csvWord, type CsvWords } from './csvWords.js';

// The accountant's CSV (issue 39, point 12): one row per movement of money (a first payment, each difference, each
// refund, each month of tuition paid), from the view money_movements (migration 0036, the same facts as each booking's one account), by the day
// the money moved (Japan time), whatever the lessons' dates. Refunds are negative, so a column sum is the net.

export const MONEY_CSV_HEADER = [
  'date (JST)',
  'time (JST)',
  'booking no.',
  'code',
  'customer',
  'movement',
  'what',
  'way',
  'amount (JPY)',
  'clerk',
] as const;

/** The heading row in each language the export offers; the values follow it (csvWords.ts), English keeping the codes. */
export const MONEY_CSV_HEADINGS: Record<CsvHeadings, readonly string[] & { length: typeof MONEY_CSV_HEADER.length }> = {
  en: MONEY_CSV_HEADER,
  ja: ['日付（日本時間）', '時刻（日本時間）', '予約番号', '予約コード', '受講者', '入出金', '内容', '支払方法', '金額（円）', '担当者'],
  'zh-CN': ['日期（日本时间）', '时间（日本时间）', '预约编号', '预约代码', '学员', '收支', '内容', '方式', '金额（日元）', '经办人'],
  'zh-TW': ['日期（日本時間）', '時間（日本時間）', '預約編號', '預約代碼', '學員', '收支', '內容', '方式', '金額（日圓）', '經辦人'],
};

interface MovementRow {
  date: string;
  time: string;
  /** null: a month of tuition (its code is the enrolment's). */
  booking_id: number | null;
  code: string;
  customer: string;
  kind: 'payment' | 'refund';
  part: string;
  way: string;
  yen: number;
  clerk: string | null;
}

const tokyo = (column: string, format: string) => `to_char(${column} at time zone 'Asia/Tokyo', '${format}')`;

/** One day's movements, every way, in time order: the bookings', then tuition's (no booking no.; its enrolment's code). */
const DAY_SQL = `
  select date, time, booking_id, code, customer, kind, part, way, yen, clerk from (
    select ${tokyo('m.at', 'YYYY-MM-DD')} as date, ${tokyo('m.at', 'HH24:MI')} as time, b.id as booking_id, b.code,
      b.user_name as customer, m.kind, m.part, m.way, m.yen, coalesce(nullif(u.name, ''), u.email) as clerk, m.at
    from money_movements m
    join bookings b on b.id = m.booking_id
    left join users u on u.id = m.clerk_id
    where m.at >= $1 and m.at < $2
    union all
    select ${tokyo('tm.at', 'YYYY-MM-DD')}, ${tokyo('tm.at', 'HH24:MI')}, null, e.code, c.name, tm.kind, tm.part, tm.way, tm.yen,
      coalesce(nullif(u.name, ''), u.email), tm.at
    from tuition_movements tm
    join enrolments e on e.id = tm.enrolment_id
    join customers c on c.id = e.customer_id
    left join users u on u.id = tm.clerk_id
    where tm.at >= $1 and tm.at < $2
  ) moved
  order by at, booking_id nulls last, code, kind`;

const line = (words: CsvWords) => (r: MovementRow) =>
  csvLine([
    r.date,
    r.time,
    r.booking_id,
    r.code,
    r.customer,
    csvWord(words.kind, r.kind),
    csvWord(words.part, r.part),
    csvWord(words.way, r.way),
    r.kind === 'refund' ? -r.yen : r.yen,
    r.clerk,
  ]);

/**
 * The CSV, one chunk per day of the range (memory stays flat for any range): the BOM and the heading row first, in
 * `headings`' language, its values too (csvWords.ts). `done` gets the row count at the end.
 */
export async function* moneyCsv(
  db: Queryable,
  range: { from: string; to: string; headings?: CsvHeadings },
  done: (rows: number) => Promise<void> = async () => undefined,
): AsyncGenerator<string> {
  yield '\uFEFF' + csvLine([...MONEY_CSV_HEADINGS[range.headings ?? 'en']]);
  let rows = 0;
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const page = await db.query<MovementRow>(DAY_SQL, [
      tokyoInstant(day, '00:00').toISOString(),
      tokyoInstant(addDays(day, 1), '00:00').toISOString(),
    ]);
    rows += page.length;
    if (page.length > 0) yield page.map(line(CSV_WORDS[range.headings ?? 'en'])).join('');
  }
  await done(rows);
}
