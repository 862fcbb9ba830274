// The receipt page (領収書) of anything paid: server-rendered, no script (the CSP allows none), printable on A4. A
// booking's (bookingReceipt.ts) and a month of tuition's (tuitionReceiptPage.ts) only build its ReceiptDoc.
import type { LanguageCode } from '../../shared/constants.js';
import { tokyoToday } from '../../shared/dates.js';
import { formatYen as yen } from '../../shared/format.js';
import { esc, htmlPage } from '../html.js';
import { CASH } from '../booking/bookingPayments.js';
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
@media (max-width:40rem){thead th.num{white-space:normal}}
@page{size:A4;margin:15mm}
@media print{body{background:#fff;color:#000;font-size:10pt}main{max-width:none;margin:0;padding:0;box-shadow:none;border-radius:0}
a{color:inherit;text-decoration:none}.no-print{display:none}table,dl,section{break-inside:avoid}.sub{color:#000}
h1{margin:0 0 .4rem}h2{margin:.9rem 0 .3rem}dl{margin:.6rem 0;gap:.2rem 1rem}th,td{padding:.25rem .4rem}
.head{padding:.6rem .9rem;margin:.5rem 0}.total{font-size:1.6rem;margin:.25rem 0}}`;

// (printed, the spacing tightens: with the addressee, the total at the top and the school's address it stays one A4 page;
// on a phone the amount columns' headings wrap, so the English tables fit 390 px)

/** The receipt's date as its language writes it: 2026年11月28日 on the Japanese receipt, else yyyy-MM-dd. */
export function receiptDate(lang: LanguageCode, isoDate: string): string {
  if (lang !== 'ja') return isoDate;
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** A Tokyo calendar date (the receipt's dates are Japan's) from an ISO instant, as `lang` writes it. */
export const tokyoDate = (iso: string, lang: LanguageCode) => receiptDate(lang, tokyoToday(new Date(iso)));

/** What the receipt is made out as: its addressee and purpose (fixed at the first issue), and whether this print is a reissue. */
export interface ReceiptWording {
  addressee: string;
  purpose: string;
  reissued: boolean;
}

/** How it was really paid: cash at the school's desk, or a card (the test checkout's says so). */
export const paymentMethod = (provider: string | null, t: ReceiptTexts) =>
  provider === CASH ? t.cash : provider === 'test' ? `${t.card} (${t.testMode})` : t.card;

/**
 * What one receipt shows, whatever was paid (a trial booking, a month of tuition): one renderer for both, so both
 * are the same qualified invoice on one A4 page.
 */
export interface ReceiptDoc {
  /** The receipt's number (not a secret: a printed receipt goes to others). */
  number: string;
  /** What the school and the customer call it: [label, code] (the booking's GT-4821, the enrolment's EN-…). */
  reference: [string, string];
  /** When it was paid (an ISO instant; printed as Japan's date). */
  paidAt: string;
  method: string;
  /** What was sold, each tax-inclusive at the one rate; `sub`: the line's detail (when, which lessons). */
  lines: Array<{ item: string; sub: string; amount: number }>;
  total: number;
  taxRate: number;
  tax: number;
  /** A section after the sale (a booking's refund), already HTML. */
  after?: string;
}

function facts(d: ReceiptDoc, issuer: Issuer, t: ReceiptTexts, lang: LanguageCode): string {
  const rows: Array<[string, string]> = [
    [t.issuer, issuer.name],
    ...(issuer.address ? [[t.issuerAddress, issuer.address] as [string, string]] : []),
    ...(issuer.phone ? [[t.issuerPhone, issuer.phone] as [string, string]] : []),
    ...(issuer.registrationNumber ? [[t.registrationNumber, issuer.registrationNumber] as [string, string]] : []),
    [t.receiptNumber, d.number],
    d.reference,
    [t.transactionDate, tokyoDate(d.paidAt, lang)],
    [t.paymentMethod, d.method],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;
}

export const row = (head: string, cells: string[], sub = '') =>
  `<tr><th scope="row">${esc(head)}${sub ? `<span class="sub">${esc(sub)}</span>` : ''}</th>${cells
    .map((c) => `<td class="num">${esc(c)}</td>`)
    .join('')}</tr>`;

export const table = (heads: string[], rows: string) =>
  `<table><thead><tr>${heads.map((h, i) => `<th scope="col"${i ? ' class="num"' : ''}>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;

/** What was sold, then the amount and the tax per rate (one rate: the standard 10%, or what the schedule says). */
function sale(d: ReceiptDoc, t: ReceiptTexts): string {
  const rate = `${d.taxRate}%`;
  const lines = d.lines.map((l) => row(l.item, [rate, yen(l.amount)], l.sub)).join('');
  return `<section aria-labelledby="details"><h2 id="details">${esc(t.details)}</h2>
${table([t.item, t.taxRate, t.amount], lines)}</section>
<section aria-labelledby="per-rate"><h2 id="per-rate">${esc(t.perRate)}</h2>
${table([t.taxRate, t.amount, t.taxAmount], row(t.rateTarget(rate), [yen(d.total), yen(d.tax)]))}
<p class="muted">${esc(t.amountsNote)}</p></section>`;
}

/** The top as a company's receipt has it: the addressee, the total large, the purpose (但し書き) and the receipt's words. */
function head(total: number, w: ReceiptWording, t: ReceiptTexts): string {
  return `<section class="head" aria-label="${esc(t.totalLabel)}"><p class="addressee">${esc(t.recipient)}: ${esc(w.addressee)}</p>
<p>${esc(t.totalLabel)}</p><p class="total">${esc(yen(total))}</p><p>${esc(t.purposeLine(w.purpose))}</p><p>${esc(t.received)}</p></section>`;
}

/** The receipt page of any paid thing: the heading (再発行 on a reprint), the top block, the facts, the sale, what follows. */
export function receiptDocument(d: ReceiptDoc, issuer: Issuer, lang: LanguageCode, w: ReceiptWording): string {
  const t = RECEIPT_TEXTS[lang];
  const kind = issuer.registrationNumber ? t.qualifiedInvoice : t.notQualified;
  const mark = w.reissued ? `<span class="reissued">${esc(t.reissued)}</span>` : '';
  const body = `<h1>${esc(t.receipt)}${mark}</h1><p class="kind">${esc(kind)}</p>${head(d.total, w, t)}
${facts(d, issuer, t, lang)}${sale(d, t)}${d.after ?? ''}
<p class="muted no-print">${esc(t.printHint)}</p>`;
  return htmlPage(t.receipt, issuer.name, body, { lang, style: RECEIPT_STYLE });
}

export function receiptNotFoundPage(lang: LanguageCode): string {
  const t = RECEIPT_TEXTS[lang];
  return htmlPage(t.notFoundTitle, DEFAULT_ISSUER_NAME, `<h1>${esc(t.notFoundTitle)}</h1><p>${esc(t.notFound)}</p>`, { lang });
}
