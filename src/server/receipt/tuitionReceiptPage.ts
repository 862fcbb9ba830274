// A month of tuition's receipt (領収書): the same page as a trial booking's (receiptDocument), with the month's lines.
import type { LanguageCode } from '../../shared/constants.js';
import { salesTaxOf } from '../../shared/booking.js';
import { esc, htmlPage } from '../html.js';
import { monthText } from '../mail/enrolmentTexts.js';
import type { ReceiptToIssue } from './receiptForm.js';
import { DEFAULT_ISSUER_NAME, paymentMethod, receiptDocument, type Issuer, type ReceiptDoc, type ReceiptWording } from './receiptPage.js';
import { RECEIPT_TEXTS } from './receiptTexts.js';
import type { TuitionReceiptRow } from './tuitionReceiptRepository.js';
import { TUITION_RECEIPT_TEXTS } from './tuitionReceiptTexts.js';

/** The lesson dates as the receipt's language writes them: 12月1日、12月8日 in Japanese, else yyyy-MM-dd. */
function datesText(lang: LanguageCode, days: string): string {
  const list = days ? days.split(',') : [];
  if (lang !== 'ja') return list.join(', ');
  return list.map((d) => `${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`).join('、');
}

const method = (r: TuitionReceiptRow, lang: LanguageCode) =>
  r.way === 'transfer'
    ? TUITION_RECEIPT_TEXTS[lang].transfer
    : paymentMethod(r.way === 'cash' ? 'cash' : r.test_card ? 'test' : 'card', RECEIPT_TEXTS[lang]);

/** The month's tuition (with its lessons), and the enrolment fee on the first month; tax included at the one rate. */
export function tuitionDoc(r: TuitionReceiptRow & { paid_at: string }, lang: LanguageCode, taxRate: number): ReceiptDoc {
  const tt = TUITION_RECEIPT_TEXTS[lang];
  const course = r.terms.course_name;
  const total = r.tuition_yen + r.fee_yen;
  const lines = [
    { item: tt.tuition(course, monthText(lang, r.month)), sub: tt.lessons(r.lessons, datesText(lang, r.days)), amount: r.tuition_yen },
  ];
  if (r.fee_yen > 0) lines.push({ item: tt.enrolmentFee(course), sub: '', amount: r.fee_yen });
  return {
    number: `${r.code}-${r.month.replace('-', '')}`,
    reference: [tt.enrolmentCode, r.code],
    paidAt: r.paid_at,
    method: method(r, lang),
    lines,
    total,
    taxRate,
    tax: salesTaxOf(total, taxRate),
  };
}

/** The default wording: the student's name, the month's tuition. */
export const tuitionWording = (r: TuitionReceiptRow, lang: LanguageCode) => ({
  addressee: RECEIPT_TEXTS[lang].recipientName(r.customer_name),
  purpose: TUITION_RECEIPT_TEXTS[lang].purpose(monthText(lang, r.month)),
});

/** The form before the first issue: the enrolment's code, what was paid, the default wording. */
export const tuitionToIssue = (r: TuitionReceiptRow, lang: LanguageCode): ReceiptToIssue => ({
  reference: [TUITION_RECEIPT_TEXTS[lang].enrolmentCode, r.code],
  total: r.tuition_yen + r.fee_yen,
  defaults: tuitionWording(r, lang),
});

export const tuitionReceiptPage = (
  r: TuitionReceiptRow & { paid_at: string },
  issuer: Issuer,
  lang: LanguageCode,
  taxRate: number,
  w: ReceiptWording,
) => receiptDocument(tuitionDoc(r, lang, taxRate), issuer, lang, w);

/** A month not paid: no receipt, said plainly (the link itself is right). */
export function tuitionNotPaidPage(lang: LanguageCode): string {
  const t = TUITION_RECEIPT_TEXTS[lang];
  return htmlPage(t.notPaidTitle, DEFAULT_ISSUER_NAME, `<h1>${esc(t.notPaidTitle)}</h1><p>${esc(t.notPaid)}</p>`, { lang });
}
