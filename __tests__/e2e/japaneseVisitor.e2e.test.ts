import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { appRendered, newPage, screenshot, SCREENSHOT_DIR, useSite } from './harness';
import { findInOutbox } from './outbox';
import { WORDS } from './languageKit';
import { detail } from './steps';

// The visitor's language, end to end in Chromium: a visitor whose browser speaks Japanese (locale ja-JP), on a trip to
// Paris, books and pays, reads the Japanese confirmation email, cancels, reads the Japanese cancellation
// with its METHOD:CANCEL calendar file, opens the receipt and prints it to PDF.
jest.setTimeout(240_000);
const site = useSite({ INVOICE_REGISTRATION_NUMBER: 'T1234567890123', SCHOOL_LEGAL_NAME: '株式会社GTSS' });

const GUEST = { name: '山田 花子', email: 'hanako.japan@example.com' };
const ja = WORDS.ja;

test('a Japanese visitor books, pays, cancels and prints the receipt, all in Japanese (the pages themselves since issue 38)', async () => {
  const { context, page, pageErrors } = await newPage(site.browser, 1280, 900, { locale: 'ja-JP', timezoneId: 'Europe/Paris' });
  const base = site.server.baseUrl;

  // The booking form: the times are Japan's, and each slot also shows the visitor's own (Paris) time
  await page.goto(`${base}/app/booking`);
  await appRendered(page);
  await page.getByRole('group', { name: ja['booking.slots'] }).waitFor();
  await page.getByRole('grid').getByRole('gridcell', { disabled: false }).first().waitFor(); // the calendar has loaded
  await page.getByRole('grid').getByRole('gridcell', { disabled: false }).and(page.locator('button')).first().click();
  const boxes = page.getByRole('checkbox', { name: /^\d\d:\d\d-\d\d:\d\d\s*現地時間 \d\d:\d\d-\d\d:\d\d/ });
  await boxes.first().waitFor();
  for (let i = 0; i < 4; i++) await boxes.nth(i).check();
  await page.getByLabel(ja['common.name']).fill(GUEST.name);
  await page.getByLabel(ja['common.email']).fill(GUEST.email);
  await page.getByRole('button', { name: ja['booking.confirm'] }).click();

  // The payment page: Japan time with Paris time beside it, and the terms before paying
  await page.getByRole('heading', { level: 1, name: ja['payment.title'] }).waitFor();
  expect(await detail(page, ja['common.time']).textContent()).toMatch(/^日本時間 \d\d:\d\d-\d\d:\d\d（現地時間 \d\d:\d\d-\d\d:\d\d）$/);
  expect(await detail(page, ja['common.date']).textContent()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日\([月火水木金土日]\)$/);
  await page.getByRole('region', { name: ja['terms.heading'] }).waitFor();
  await screenshot(page, 'japanese-01-payment');

  // The checkout speaks the browser's language (no choice was made in the selector)
  await page.getByRole('button', { name: ja['payment.pay'] }).click();
  await page.getByLabel('カード番号').waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('ja');
  await screenshot(page, 'japanese-02-checkout');
  await page.getByLabel('カード番号').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: '支払う' }).click();
  await page.waitForURL(`${base}/app/book_success`);

  // The confirmation email, in Japanese, with the calendar event to add and the booking's link
  const confirmation = await findInOutbox(site.server, /山田 花子 様[\s\S]*?日本時間[\s\S]*?\/view-booking\/[\w-]+\/\d+/);
  expect(confirmation).toContain('ご予約');
  const viewPath = /\/view-booking\/[\w-]+\/\d+/.exec(confirmation)![0];
  const published = new ICAL.Component(
    ICAL.parse(await findInOutbox(site.server, /BEGIN:VCALENDAR[\s\S]*?METHOD:PUBLISH[\s\S]*?END:VCALENDAR/)),
  );
  const uid = published.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid');

  // The emailed link: the booking, Add to calendar, and Cancel
  await page.goto(`${base}${viewPath}`);
  await page.getByRole('heading', { level: 1, name: /^ご予約 GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4,5}$/ }).waitFor();
  await page.getByRole('link', { name: 'Google Calendar' }).waitFor();
  await screenshot(page, 'japanese-03-view');
  // the question in Japanese, with what is refunded
  let prompt = '';
  page.once('dialog', (d) => {
    prompt = d.message();
    void d.accept();
  });
  await page.getByRole('button', { name: ja['view.cancel'] }).click();
  await page.getByText(ja['msg.bookingCanceled']).waitFor();
  expect(prompt).toMatch(
    /^このご予約をキャンセルしてもよろしいですか？\n\nキャンセルされた場合、[\d,]+円をお支払いいただいたカードへ返金いたします。$/,
  );

  // The cancellation email, in Japanese, whose calendar file removes the same event
  await findInOutbox(site.server, /山田 花子 様[\s\S]*?キャンセル/);
  const cancel = new ICAL.Component(
    ICAL.parse(await findInOutbox(site.server, /BEGIN:VCALENDAR[\s\S]*?METHOD:CANCEL[\s\S]*?END:VCALENDAR/)),
  );
  expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
  const canceled = cancel.getFirstSubcomponent('vevent')!;
  expect(canceled.getFirstPropertyValue('uid')).toBe(uid);
  expect(Number(canceled.getFirstPropertyValue('sequence'))).toBeGreaterThan(0);

  // The receipt, from the booking's page: Japanese, a qualified invoice with the refund, printed to PDF
  await page.reload();
  await page.getByRole('heading', { level: 1, name: /^ご予約 GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4,5}$/ }).waitFor();
  const [receipt] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: ja['view.receipt'] }).click()]);
  // issued first, with the addressee and purpose as prefilled (issue 39, point 7), then shown
  await receipt.getByRole('button', { name: '領収書を発行する' }).click();
  await receipt.getByRole('heading', { level: 1, name: '領収書', exact: true }).waitFor();
  expect(await receipt.getAttribute('html', 'lang')).toBe('ja');
  const text = (await receipt.textContent('body')) ?? '';
  for (const required of ['株式会社GTSS', 'T1234567890123', '山田 花子 様', '消費税', '10%', '返金']) expect(text).toContain(required);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const pdf = await receipt.pdf({ path: path.join(SCREENSHOT_DIR, 'japanese-04-receipt.pdf'), format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await receipt.emulateMedia({ media: 'print' });
  await receipt.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi, to look at what prints
  await screenshot(receipt, 'japanese-04-receipt-print');

  expect(pageErrors).toEqual([]);
  await context.close();
});
