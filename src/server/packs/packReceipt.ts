import type { LanguageCode } from '../../shared/constants.js';
import { salesTaxOf } from '../../shared/booking.js';
import { formatYen as yen } from '../../shared/format.js';
import { esc, htmlPage } from '../html.js';
import { RECEIPT_STYLE, receiptDate, type Issuer } from '../receipt/receiptPage.js';
import { RECEIPT_TEXTS } from '../receipt/receiptTexts.js';

// A lesson pack's receipt (領収書, issue 41 point 3), with the house's receipt texts and style: the issuer, the
// purchase's code and date, the pack as the item with its tax, and its issue date and expiry (資金決済法 asks a prepaid
// means to show its validity), printable on A4. Read only by the account that bought it.

export interface PackReceiptRow {
  id: number;
  code: string;
  name: string;
  buyer: string;
  lessons: number;
  price_yen: number;
  provider: string;
  paid_at: string;
  issued_on: string;
  valid_until: string;
}

const PACK_TEXTS: Record<
  LanguageCode,
  { item: (name: string, lessons: number) => string; issued: string; validUntil: string; purpose: string }
> = {
  en: { item: (n, l) => `${n} (lesson pack, ${l} lessons)`, issued: 'Issue date', validUntil: 'Valid until', purpose: 'a lesson pack' },
  ja: { item: (n, l) => `${n}（回数券・${l}回分）`, issued: '発行日', validUntil: '有効期限', purpose: '回数券代として' },
  'zh-CN': { item: (n, l) => `${n}（课时包，${l} 次）`, issued: '发行日', validUntil: '有效期至', purpose: '课时包费用' },
  'zh-TW': { item: (n, l) => `${n}（課程套票，${l} 堂）`, issued: '發行日', validUntil: '有效期限至', purpose: '課程套票費用' },
};

export function packReceiptPage(r: PackReceiptRow, issuer: Issuer, taxRate: number, lang: LanguageCode): string {
  const t = RECEIPT_TEXTS[lang];
  const p = PACK_TEXTS[lang];
  const rate = `${taxRate}%`;
  const tax = salesTaxOf(r.price_yen, taxRate);
  const facts: Array<[string, string]> = [
    [t.issuer, issuer.name],
    ...(issuer.address ? [[t.issuerAddress, issuer.address] as [string, string]] : []),
    ...(issuer.registrationNumber ? [[t.registrationNumber, issuer.registrationNumber] as [string, string]] : []),
    [t.receiptNumber, `P${r.id}-${r.code}`],
    [t.transactionDate, receiptDate(lang, r.paid_at)],
    [t.paymentMethod, r.provider === 'test' ? `${t.card} (${t.testMode})` : t.card],
    [p.issued, receiptDate(lang, r.issued_on)],
    [p.validUntil, receiptDate(lang, r.valid_until)],
  ];
  const dl = `<dl>${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;
  const th = (h: string[]) =>
    `<thead><tr>${h.map((x, i) => `<th scope="col"${i ? ' class="num"' : ''}>${esc(x)}</th>`).join('')}</tr></thead>`;
  const td = (c: string[]) => c.map((x) => `<td class="num">${esc(x)}</td>`).join('');
  const body = `<h1>${esc(t.receipt)}</h1><p class="kind">${esc(issuer.registrationNumber ? t.qualifiedInvoice : t.notQualified)}</p>
<section class="head" aria-label="${esc(t.totalLabel)}"><p class="addressee">${esc(t.recipient)}: ${esc(t.recipientName(r.buyer))}</p>
<p>${esc(t.totalLabel)}</p><p class="total">${esc(yen(r.price_yen))}</p><p>${esc(t.purposeLine(p.purpose))}</p><p>${esc(t.received)}</p></section>
${dl}<section aria-labelledby="details"><h2 id="details">${esc(t.details)}</h2><table>${th([t.item, t.taxRate, t.amount])}<tbody><tr><th scope="row">${esc(p.item(r.name, r.lessons))}</th>${td([rate, yen(r.price_yen)])}</tr></tbody></table></section>
<section aria-labelledby="per-rate"><h2 id="per-rate">${esc(t.perRate)}</h2><table>${th([t.taxRate, t.amount, t.taxAmount])}<tbody><tr><th scope="row">${esc(t.rateTarget(rate))}</th>${td([yen(r.price_yen), yen(tax)])}</tr></tbody></table>
<p class="muted">${esc(t.amountsNote)}</p></section><p class="muted no-print">${esc(t.printHint)}</p>`;
  return htmlPage(t.receipt, issuer.name, body, { lang, style: RECEIPT_STYLE });
}
