// Server-rendered pages of the built-in test checkout: plain HTML, no script (the CSP allows none),
// In the visitor's language.
import { API_BASE, type LanguageCode } from '../../shared/constants.js';
import { formatYen as yen } from '../../shared/format.js';
import { paths } from '../../shared/paths.js';
import { classTimeText, esc, htmlPage } from '../html.js';
import type { CardRefusal } from '../payments/testCheckout.js';
import { TEST_CHECKOUT_TEXTS } from './testCheckoutTexts.js';

/** What the checkout page says of the booking (null when the session has none: never for a real hold). */
export interface CheckoutFacts {
  amount: number;
  booking: { booking_date: string; time_range: string; time_zone: string | null } | null;
  /** What is paid, when it is not a booking (a month of tuition); and the pages' path under the API (test-checkout). */
  description?: string;
  base?: 'test-checkout' | 'test-tuition' | 'test-pack';
}

export function checkoutPage(lang: LanguageCode, sessionId: string, facts: CheckoutFacts, error: CardRefusal | null): string {
  const t = TEST_CHECKOUT_TEXTS[lang];
  const id = esc(sessionId);
  const b = facts.booking;
  const description =
    facts.description ?? (b ? `${t.trialClass} ${classTimeText(b.booking_date, b.time_range, b.time_zone, t, lang)}` : t.trialClass);
  const base = `${API_BASE}/${facts.base ?? 'test-checkout'}/${id}`;
  return htmlPage(
    t.payTitle,
    t.site,
    `<h1>${esc(t.site)}</h1>
<p class="muted">${esc(description)}</p><p class="amount">${yen(facts.amount)} <span class="muted">(${esc(t.taxIncluded)})</span></p>
<form method="post" action="${base}/pay">
<label for="card">${esc(t.cardNumber)}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242"${error ? ' aria-describedby="card-error" aria-invalid="true"' : ''}>
${error ? `<p id="card-error" class="error" role="alert">${esc(t.card[error])}</p>` : ''}
<button type="submit">${esc(t.pay)}</button></form>
<p><a href="${base}/cancel">${esc(t.cancel)}</a></p>
<p class="muted">${esc(t.testHint)}</p>`,
    { lang },
  );
}

export type CheckoutMessage = 'notFound' | 'expired' | 'notOpenBookAgain' | 'notOpen' | 'receiptNotFound';
const TITLE_OF: Record<CheckoutMessage, 'notFoundTitle' | 'expiredTitle' | 'receiptNotFoundTitle'> = {
  notFound: 'notFoundTitle',
  expired: 'expiredTitle',
  notOpenBookAgain: 'expiredTitle',
  notOpen: 'expiredTitle',
  receiptNotFound: 'receiptNotFoundTitle',
};

export function messagePage(lang: LanguageCode, message: CheckoutMessage, publicUrl: string): string {
  const t = TEST_CHECKOUT_TEXTS[lang];
  const title = t[TITLE_OF[message]];
  return htmlPage(
    title,
    t.site,
    `<h1>${esc(title)}</h1><p>${esc(t[message])}</p><p><a href="${esc(publicUrl)}${paths.booking}">${esc(t.backToBooking)}</a></p>`,
    { lang },
  );
}
