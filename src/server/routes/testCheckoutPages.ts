// Server-rendered pages of the built-in test checkout: plain HTML, no script (the CSP allows none).
import { API_BASE } from '../../shared/constants.js';
import { formatYen as yen } from '../../shared/format.js';
import { paths } from '../../shared/paths.js';
import { esc, htmlPage } from '../html.js';
const page = (title: string, body: string) => htmlPage(title, 'GTSS test checkout', body);

export function checkoutPage(sessionId: string, amount: number, description: string, error: string | null): string {
  const id = esc(sessionId);
  return page(
    'Pay',
    `<h1>GTSS test checkout</h1>
<p class="muted">${esc(description)}</p><p class="amount">${yen(amount)}</p>
<form method="post" action="${API_BASE}/test-checkout/${id}/pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242"${error ? ' aria-describedby="card-error" aria-invalid="true"' : ''}>
${error ? `<p id="card-error" class="error" role="alert">${esc(error)}</p>` : ''}
<button type="submit">Pay</button></form>
<p><a href="${API_BASE}/test-checkout/${id}/cancel">Cancel</a></p>
<p class="muted">Test mode: no real card is charged. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>`,
  );
}

export function messagePage(title: string, message: string, publicUrl: string): string {
  return page(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p><p><a href="${esc(publicUrl)}${paths.booking}">Back to booking</a></p>`);
}

export function receiptPage(sessionId: string, amount: number, date: string, timeRange: string): string {
  return page(
    'Receipt',
    `<h1>Receipt</h1><p>GTSS Language School — trial class</p>
<p>${esc(date)} ${esc(timeRange)}</p><p class="amount">${yen(amount)}</p><p class="muted">Paid by card (test mode). Reference ${esc(sessionId)}</p>`,
  );
}
