import type { CsvHeadings } from '../../shared/admin/bookingWords.js';
import { csvLine } from '../admin/csvExport.js';
import type { Queryable } from '../db/db.js';
import { tuitionRows } from './enrolmentList.js';

// The tuition CSV of one month (issue 40, point 6), for the accountant: one row per enrolment's month, UTF-8 with a
// BOM (Excel), the headings and the course's name in the member's language; statuses and ways stay codes, as in
// the bookings' and money CSVs, so a sheet's formulas work whatever the language.

export const TUITION_CSV_HEADINGS: Record<CsvHeadings, readonly string[]> = {
  en: [
    'month',
    'enrolment',
    'customer',
    'course',
    'teacher',
    'billing',
    'lessons',
    'tuition (JPY)',
    'enrolment fee (JPY)',
    'total (JPY)',
    'charge date',
    'status',
    'way',
  ],
  ja: [
    '月',
    '受講番号',
    '受講者',
    'コース',
    '講師',
    '支払先',
    'レッスン数',
    '月謝（円）',
    '入会金（円）',
    '合計（円）',
    '請求日',
    '状態',
    '支払方法',
  ],
  'zh-CN': [
    '月份',
    '报名编号',
    '学员',
    '课程',
    '教师',
    '付款方式',
    '课时数',
    '学费（日元）',
    '报名费（日元）',
    '合计（日元）',
    '扣款日',
    '状态',
    '方式',
  ],
  'zh-TW': [
    '月份',
    '報名編號',
    '學員',
    '課程',
    '教師',
    '付款方式',
    '課堂數',
    '學費（日圓）',
    '報名費（日圓）',
    '合計（日圓）',
    '扣款日',
    '狀態',
    '方式',
  ],
};

export async function tuitionCsv(db: Queryable, month: string, headings: CsvHeadings): Promise<{ csv: string; rows: number }> {
  const rows = await tuitionRows(db, month);
  const lines = rows.map((r) =>
    csvLine([
      r.month,
      r.code,
      r.customer_name,
      r.course_names[headings] ?? r.course_names.en,
      r.teacher_name,
      r.billing,
      r.lessons,
      r.tuition_yen,
      r.fee_yen,
      r.tuition_yen + r.fee_yen,
      r.charge_on,
      r.status,
      r.way ?? '',
    ]),
  );
  return { csv: '\uFEFF' + csvLine([...TUITION_CSV_HEADINGS[headings]]) + lines.join(''), rows: rows.length };
}
