// Server-rendered pages of the built-in test checkout: plain HTML, no script (the CSP allows none).
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const yen = (n: number) => new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(n);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f7f8fb;color:#1d2330;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0001}
h1{font-size:1.5rem;margin-top:0}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #8a93a3;border-radius:8px}
button{font:inherit;margin-top:1rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#1a4fb8;color:#fff;font-weight:700;cursor:pointer}
.error{color:#a4000f;font-weight:600}.amount{font-size:1.75rem;font-weight:700}.muted{color:#4a5261;font-size:.9rem}a{color:#1a4fb8}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} | GTSS test checkout</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(sessionId: string, amount: number, description: string, error: string | null): string {
  const id = esc(sessionId);
  return page('Pay', `<h1>GTSS test checkout</h1>
<p class="muted">${esc(description)}</p><p class="amount">${yen(amount)}</p>
<form method="post" action="/api/test-checkout/${id}/pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242"${error ? ' aria-describedby="card-error" aria-invalid="true"' : ''}>
${error ? `<p id="card-error" class="error" role="alert">${esc(error)}</p>` : ''}
<button type="submit">Pay</button></form>
<p><a href="/api/test-checkout/${id}/cancel">Cancel</a></p>
<p class="muted">Test mode: no real card is charged. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>`);
}

export function messagePage(title: string, message: string, publicUrl: string): string {
  return page(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p><p><a href="${esc(publicUrl)}/app/booking">Back to booking</a></p>`);
}

export function receiptPage(sessionId: string, amount: number, date: string, timeRange: string): string {
  return page('Receipt', `<h1>Receipt</h1><p>GTSS Language School — trial class</p>
<p>${esc(date)} ${esc(timeRange)}</p><p class="amount">${yen(amount)}</p><p class="muted">Paid by card (test mode). Reference ${esc(sessionId)}</p>`);
}
