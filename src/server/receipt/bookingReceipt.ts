// A paid trial booking's receipt: the trial class with its teacher and time, and the cancel's refund when there was one.
import type { LanguageCode } from '../../shared/constants.js';
import { salesTaxOf } from '../../shared/booking.js';
import { formatYen as yen } from '../../shared/format.js';
import { CASH } from '../booking/bookingPayments.js';
import { classTimeText, esc } from '../html.js';
import { paymentMethod, receiptDocument, row, table, tokyoDate, type Issuer, type ReceiptDoc, type ReceiptWording } from './receiptPage.js';
import type { ReceiptRow } from './receiptRepository.js';
import { RECEIPT_TEXTS, type ReceiptTexts } from './receiptTexts.js';

/** A paid booking's receipt: the trial class with its teacher and time, and the cancel's refund when there was one. */
function bookingDoc(r: ReceiptRow, issuer: Issuer, t: ReceiptTexts, lang: LanguageCode): ReceiptDoc {
  return {
    // Not the whole reference: a printed receipt goes to others (an accountant), and the reference opens the booking's cancel.
    number: `${r.id}-${r.reference_id.slice(0, 8)}`,
    reference: [t.bookingCode, r.code],
    paidAt: r.paid_at,
    method: paymentMethod(r.provider, t),
    lines: [
      {
        item: r.teacher_name ? t.trialClassWith(r.teacher_name) : t.trialClass,
        sub: classTimeText(r.booking_date, r.time_range, r.time_zone, t, lang),
        amount: r.total_amount,
      },
    ],
    total: r.total_amount,
    taxRate: r.tax_rate,
    tax: r.sales_tax,
    after: refund(r, issuer, t, lang),
  };
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

/** The default wording of a receipt printed before anyone set it: the customer's name, the trial lesson's fee. */
export const defaultWording = (r: Pick<ReceiptRow, 'user_name'>, lang: LanguageCode) => ({
  addressee: RECEIPT_TEXTS[lang].recipientName(r.user_name),
  purpose: RECEIPT_TEXTS[lang].defaultPurpose,
});

export function receiptPage(r: ReceiptRow, issuer: Issuer, lang: LanguageCode, wording?: ReceiptWording): string {
  const w = wording ?? { ...defaultWording(r, lang), reissued: false };
  return receiptDocument(bookingDoc(r, issuer, RECEIPT_TEXTS[lang], lang), issuer, lang, w);
}
