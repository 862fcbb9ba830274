// The receipt page (領収書): server-rendered, no script (the CSP allows none), printable on A4.
import type { LanguageCode } from '../../shared/constants.js';
import { salesTaxOf } from '../../shared/booking.js';
import { tokyoToday } from '../../shared/dates.js';
import { formatYen as yen } from '../../shared/format.js';
import { classTimeText, esc, htmlPage } from '../html.js';
import { CASH } from '../booking/bookingPayments.js';
import type { ReceiptRow } from './receiptRepository.js';
import { RECEIPT_TEXTS, type ReceiptTexts } from './receiptTexts.js';

/** Who issues the receipts: with a registration number they are qualified invoices (適格請求書). */
export interface Issuer {
  name: string;
  registrationNumber: string | null;
  /** The school's address and phone (its profile), shown when set. */
  address?: string | null;
  phone?: string | null;
}

export const DEFAULT_ISSUER_NAME = 'GTSS Language School';

export const RECEIPT_STYLE = `main{max-width:46rem}h2{font-size:1.1rem;margin:1.75rem 0 .5rem}.kind{font-weight:600}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1.25rem;margin:1.25rem 0}dt{font-weight:600}dd{margin:0}
table{width:100%;border-collapse:collapse}th,td{text-align:left;vertical-align:top;padding:.45rem .5rem;border-bottom:1px solid #d5d9e0}
thead th{border-bottom:2px solid #1d2330}.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.sub{display:block;font-weight:400;color:#4a5261;font-size:.9rem}
.head{border:2px solid #1d2330;padding:1rem 1.25rem;margin:1rem 0}.addressee{font-size:1.3rem;border-bottom:1px solid #1d2330;padding-bottom:.25rem}
.total{font-size:2rem;font-weight:700;margin:.5rem 0;font-variant-numeric:tabular-nums}.reissued{display:inline-block;border:2px solid #a1141b;color:#a1141b;font-weight:700;padding:.1rem .6rem;margin-left:1rem;vertical-align:middle;font-size:1rem}
@page{size:A4;margin:15mm}
@media print{body{background:#fff;color:#000;font-size:10pt}main{max-width:none;margin:0;padding:0;box-shadow:none;border-radius:0}
a{color:inherit;text-decoration:none}.no-print{display:none}table,dl,section{break-inside:avoid}.sub{color:#000}
h1{margin:0 0 .4rem}h2{margin:.9rem 0 .3rem}dl{margin:.6rem 0;gap:.2rem 1rem}th,td{padding:.25rem .4rem}
.head{padding:.6rem .9rem;margin:.5rem 0}.total{font-size:1.6rem;margin:.25rem 0}}`;

// (printed, the spacing tightens: with the addressee, the total at the top and the school's address it stays one A4 page)

/** The receipt's date as its language writes it: 2026年11月28日 on the Japanese receipt, else yyyy-MM-dd. */
export function receiptDate(lang: LanguageCode, isoDate: string): string {
  if (lang !== 'ja') return isoDate;
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** A Tokyo calendar date (the receipt's dates are Japan's) from an ISO instant, as `lang` writes it. */
const tokyoDate = (iso: string, lang: LanguageCode) => receiptDate(lang, tokyoToday(new Date(iso)));

/** What the receipt is made out as: its addressee and purpose (fixed at the first issue), and whether this print is a reissue. */
export interface ReceiptWording {
  addressee: string;
  purpose: string;
  reissued: boolean;
}

/** How it was really paid: cash at the school's desk, or a card (the test checkout's says so). */
const paymentMethod = (r: ReceiptRow, t: ReceiptTexts) =>
  r.provider === CASH ? t.cash : r.provider === 'test' ? `${t.card} (${t.testMode})` : t.card;

function facts(r: ReceiptRow, issuer: Issuer, t: ReceiptTexts, lang: LanguageCode): string {
  const rows: Array<[string, string]> = [
    [t.issuer, issuer.name],
    ...(issuer.address ? [[t.issuerAddress, issuer.address] as [string, string]] : []),
    ...(issuer.phone ? [[t.issuerPhone, issuer.phone] as [string, string]] : []),
    ...(issuer.registrationNumber ? [[t.registrationNumber, issuer.registrationNumber] as [string, string]] : []),
    // Not the whole reference: a printed receipt goes to others (an accountant), and the reference opens the booking's cancel.
    [t.receiptNumber, `${r.id}-${r.reference_id.slice(0, 8)}`],
    [t.bookingCode, r.code],
    [t.transactionDate, tokyoDate(r.paid_at, lang)],
    [t.paymentMethod, paymentMethod(r, t)],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;
}

const row = (head: string, cells: string[], sub = '') =>
  `<tr><th scope="row">${esc(head)}${sub ? `<span class="sub">${esc(sub)}</span>` : ''}</th>${cells
    .map((c) => `<td class="num">${esc(c)}</td>`)
    .join('')}</tr>`;

const table = (heads: string[], rows: string) =>
  `<table><thead><tr>${heads.map((h, i) => `<th scope="col"${i ? ' class="num"' : ''}>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;

/** What was sold, then the amount and the tax per rate (one rate: the standard 10%, or what the schedule says). */
function sale(r: ReceiptRow, t: ReceiptTexts, lang: LanguageCode): string {
  const rate = `${r.tax_rate}%`;
  const when = classTimeText(r.booking_date, r.time_range, r.time_zone, t, lang);
  return `<section aria-labelledby="details"><h2 id="details">${esc(t.details)}</h2>
${table([t.item, t.taxRate, t.amount], row(r.teacher_name ? t.trialClassWith(r.teacher_name) : t.trialClass, [rate, yen(r.total_amount)], when))}</section>
<section aria-labelledby="per-rate"><h2 id="per-rate">${esc(t.perRate)}</h2>
${table([t.taxRate, t.amount, t.taxAmount], row(t.rateTarget(rate), [yen(r.total_amount), yen(r.sales_tax)]))}
<p class="muted">${esc(t.amountsNote)}</p></section>`;
}

/** The cancel's refund (all of it, or a staff's partial amount) as negative lines with its tax, and what remains. */
function refund(r: ReceiptRow, issuer: Issuer, t: ReceiptTexts, lang: LanguageCode): string {
  if (!r.refund_requested_at || r.refund_yen === 0) return '';
  const rate = `${r.tax_rate}%`;
  const tax = salesTaxOf(r.refund_yen, r.tax_rate);
  const cash = r.provider === CASH;
  const status = r.refunded_at
    ? (cash ? t.refundedAtDesk : t.refundedOn)(tokyoDate(r.refunded_at, lang))
    : (cash ? t.refundOwedAtDesk : t.refundPending)(tokyoDate(r.refund_requested_at, lang));
  const rows =
    row(t.refundLine, [rate, yen(-r.refund_yen), yen(-tax)], t.rateTarget(rate)) +
    row(t.net, [rate, yen(r.total_amount - r.refund_yen), yen(r.sales_tax - tax)]);
  return `<section aria-labelledby="refund"><h2 id="refund">${esc(t.refund)}</h2><p>${esc(status)}</p>
${table([t.item, t.taxRate, t.amount, t.taxAmount], rows)}
${issuer.registrationNumber ? `<p class="muted">${esc(t.returnInvoice)}</p>` : ''}</section>`;
}

/** The top as a company's receipt has it: the addressee, the total large, the purpose (但し書き) and the receipt's words. */
function head(r: ReceiptRow, w: ReceiptWording, t: ReceiptTexts): string {
  return `<section class="head" aria-label="${esc(t.totalLabel)}"><p class="addressee">${esc(t.recipient)}: ${esc(w.addressee)}</p>
<p>${esc(t.totalLabel)}</p><p class="total">${esc(yen(r.total_amount))}</p><p>${esc(t.purposeLine(w.purpose))}</p><p>${esc(t.received)}</p></section>`;
}

/** The default wording of a receipt printed before anyone set it: the customer's name, the trial lesson's fee. */
export const defaultWording = (r: Pick<ReceiptRow, 'user_name'>, lang: LanguageCode) => ({
  addressee: RECEIPT_TEXTS[lang].recipientName(r.user_name),
  purpose: RECEIPT_TEXTS[lang].defaultPurpose,
});

export function receiptPage(r: ReceiptRow, issuer: Issuer, lang: LanguageCode, wording?: ReceiptWording): string {
  const t = RECEIPT_TEXTS[lang];
  const w = wording ?? { ...defaultWording(r, lang), reissued: false };
  const kind = issuer.registrationNumber ? t.qualifiedInvoice : t.notQualified;
  const mark = w.reissued ? `<span class="reissued">${esc(t.reissued)}</span>` : '';
  const body = `<h1>${esc(t.receipt)}${mark}</h1><p class="kind">${esc(kind)}</p>${head(r, w, t)}
${facts(r, issuer, t, lang)}${sale(r, t, lang)}${refund(r, issuer, t, lang)}
<p class="muted no-print">${esc(t.printHint)}</p>`;
  return htmlPage(t.receipt, issuer.name, body, { lang, style: RECEIPT_STYLE });
}

export function receiptNotFoundPage(lang: LanguageCode): string {
  const t = RECEIPT_TEXTS[lang];
  return htmlPage(t.notFoundTitle, DEFAULT_ISSUER_NAME, `<h1>${esc(t.notFoundTitle)}</h1><p>${esc(t.notFound)}</p>`, { lang });
}
