import { bookedViewPath, violations } from './a11yKit';
import { appRendered, newPage, screenshot, useSite } from './harness';
import { findInOutbox } from './outbox';
import { pickFirstAvailableDay } from './steps';

// The receipt page (領収書, a qualified invoice with the school's registration number), the test
// checkout in the visitor's language and the payment page's final-confirmation terms, in Chromium, with
// zero axe violations. The receipt in all four languages, with and without a refund.
jest.setTimeout(180_000);
const site = useSite({ INVOICE_REGISTRATION_NUMBER: 'T1234567890123', SCHOOL_LEGAL_NAME: '株式会社GTSS' });

/**
 * A guest's booking, paid with the test card: its view-booking path, from the confirmation sent to that
 * guest's address (bookedViewPath answers the newest link in the outbox, which may be an earlier guest's).
 */
async function paidBooking(guest: string): Promise<string> {
  const email = `${guest}@example.com`;
  await bookedViewPath(site.server, { name: `Guest ${guest}`, email });
  const mail = await findInOutbox(site.server, new RegExp(`${email.replaceAll('.', '\\.')}[\\s\\S]*?/view-booking/[\\w-]+/\\d+`));
  return /\/view-booking\/[\w-]+\/\d+/.exec(mail)![0];
}

/** Cancels a booking as the holder of its link does (refunded in full); answers its detail from before. */
async function cancel(viewPath: string): Promise<{ stripe_receipt_url?: string }> {
  const [, , ref, id] = viewPath.split('/');
  const view = await fetch(`${site.server.baseUrl}/api/public/view-booking/${ref}/${id}`);
  const cookie = view.headers.getSetCookie()[0].split(';')[0];
  const canceled = await fetch(`${site.server.baseUrl}/api/public/bookings/${id}/cancel`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(canceled.status).toBe(200);
  return view.json();
}

/** The receipt page of a booking from its view-booking path (/view-booking/{ref}/{id}). */
const receiptOf = (viewPath: string) => viewPath.replace('/view-booking/', '/api/public/receipts/');

/** The receipt issued as its page's form offers it (the customer's name, the trial lesson's fee), as a browser posts it. */
async function issued(url: string): Promise<void> {
  const form = (await (await fetch(url)).text()).replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const value = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(form)![1];
  const body = new URLSearchParams({ addressee: value('addressee'), purpose: value('purpose') });
  const res = await fetch(url, { method: 'POST', body, redirect: 'manual' });
  expect(res.status).toBe(303);
}

/** The issue form's violations, then (issued from it, in the browser) the receipt's. */
async function receiptViolations(url: string, form: string, heading: string): Promise<string[][]> {
  const { context, page, pageErrors } = await newPage(site.browser);
  try {
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: form }).waitFor();
    const before = await violations(page);
    await page.getByRole('button').click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(pageErrors).toEqual([]);
    return [before, await violations(page)];
  } finally {
    await context.close();
  }
}

test.each([
  ['en', 'Issue your receipt', 'Receipt (領収書)'],
  ['zh-CN', '开具收据', '收据（領収書）'],
  ['zh-TW', '開立收據', '收據（領収書）'],
  ['ja', '領収書の発行', '領収書'],
])('the %s receipt and its issue form have no axe violations', async (lang, form, heading) => {
  const viewPath = await paidBooking(`receipt-${lang.toLowerCase()}`); // emails are stored lower-cased;
  expect(await receiptViolations(`${site.server.baseUrl}${receiptOf(viewPath)}?lang=${lang}`, form, heading)).toEqual([[], []]);
});

test('a receipt with a refund has no axe violations, and view-booking links to it as the receipt', async () => {
  const viewPath = await paidBooking('refund');
  expect((await cancel(viewPath)).stripe_receipt_url).toBe(`${site.server.baseUrl}${receiptOf(viewPath)}`);
  await issued(`${site.server.baseUrl}${receiptOf(viewPath)}`);
  const { context, page } = await newPage(site.browser);
  try {
    await page.goto(`${site.server.baseUrl}${viewPath}`);
    await appRendered(page);
    // the receipt link opens in a new tab
    const [receipt] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'View receipt' }).click()]);
    await receipt.waitForURL(`${site.server.baseUrl}${receiptOf(viewPath)}`);
    await receipt.getByRole('heading', { level: 2, name: 'Refund (返金)' }).waitFor();
    expect(await violations(receipt)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the receipt, refund included, prints on one A4 page, without the print hint', async () => {
  const viewPath = await paidBooking('print');
  await cancel(viewPath);
  await issued(`${site.server.baseUrl}${receiptOf(viewPath)}?lang=ja`);
  const { context, page } = await newPage(site.browser);
  try {
    await page.goto(`${site.server.baseUrl}${receiptOf(viewPath)}?lang=ja`);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByText('ブラウザの「印刷」').isVisible()).toBe(false);
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    await screenshot(page, 'receipt-print');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    // A4 is 210 × 297 mm: 595.3 × 841.9 points (Chromium rounds to whole pixels)
    const [width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!.slice(1).map(Number);
    expect([Math.abs(width - 595.3) < 1.5, Math.abs(height - 841.9) < 1.5]).toEqual([true, true]);
  } finally {
    await context.close();
  }
});

test('the test checkout in Japanese, and the payment page with its terms, have no axe violations', async () => {
  const { context, page, pageErrors } = await newPage(site.browser);
  try {
    // the payment page, reached through the booking form as a visitor would
    await page.goto(`${site.server.baseUrl}/app/booking`);
    await page.getByRole('grid').waitFor();
    await pickFirstAvailableDay(page);
    const boxes = page.getByRole('checkbox', { name: /^\d\d:\d\d-\d\d:\d\d/ });
    await boxes.first().waitFor();
    for (let i = 0; i < 4; i++) await boxes.nth(i).check();
    await page.getByLabel('Name').fill('Axe Payer');
    await page.getByLabel('Email').fill('axe-payer@example.com');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByRole('region', { name: 'Payment and cancellation' }).waitFor();
    expect(await violations(page)).toEqual([]);

    // the checkout page, in the language the visitor chose on the site
    await context.addCookies([{ name: 'gtss_lang', value: 'ja', url: site.server.baseUrl }]);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await page.getByRole('heading', { level: 1, name: 'GTSS テスト決済' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await violations(page)).toEqual([]);
    // a declined card: the error in Japanese, still without violations
    await page.getByLabel('カード番号').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: '支払う' }).click();
    await page.getByRole('alert').filter({ hasText: 'カードが拒否されました。' }).waitFor();
    expect(await violations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});
