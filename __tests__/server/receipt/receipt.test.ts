import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../src/server/config';
import { sweepPayments } from '../../../src/server/booking/paymentLifecycle';
import type { Db } from '../../../src/server/db/db';
import { bookingBody, fakeProvider, firstSlotIds, payWithCard, TEST_SCHEDULE, testClock } from '../booking/bookingTestKit';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { phoneBooking, staffBookCall, staffCancelCall, visitorPaid, writeWorldOn } from '../admin/adminBookingsWriteKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The receipt page (領収書) of a paid booking, a qualified invoice (適格請求書) when the school
// has a registration number, in the visitor's language; the booking's receipt link on the test checkout.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const REGISTERED: Partial<Config> = { invoiceRegistrationNumber: 'T1234567890123', schoolLegalName: '株式会社GTSS' };

interface Paid {
  app: FastifyInstance;
  db: Db;
  id: number;
  ref: string;
  url: string;
}

/** A booking paid on the built-in test checkout by a visitor in Paris (their browser's time zone). */
async function paid(config: Partial<Config> = {}, options: { pay?: boolean; issue?: boolean } = {}): Promise<Paid> {
  const { app, db } = await startApp(staticDir, { config, services: { now: testClock().now, schedule: TEST_SCHEDULE, workers: false } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/book/confirm',
    headers: { cookie: 'gtss_tz=Europe/Paris' },
    payload: bookingBody({ timeslot_ids: await firstSlotIds(app, 4), action_type: 'payment' }),
  });
  expect(res.statusCode).toBe(200);
  if (options.pay !== false) expect((await payWithCard(app, res.json().session.url)).statusCode).toBe(303);
  const [b] = await db.query<{ id: number; ref: string }>('select id, reference_id as ref from bookings');
  const url = `/api/public/receipts/${b.ref}/${b.id}`;
  if (options.pay !== false && options.issue !== false) await issueAsOffered(app, url);
  return { app, db, ...b, url };
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The customer issues the receipt as the form offers it (their name, the trial lesson's fee, in the page's language). */
async function issueAsOffered(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const form = await get(app, url, headers);
  expect(form.statusCode).toBe(200);
  const value = (name: string) => decodeEntities(new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(form.body)![1]);
  const payload = new URLSearchParams({ addressee: value('addressee'), purpose: value('purpose') }).toString();
  const posted = await app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
  expect([posted.statusCode, posted.headers.location]).toEqual([303, url]);
}
const decodeEntities = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The page's text without tags, so an assertion reads like what a visitor sees. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test('with a registration number: a qualified invoice with every field the invoice system requires', async () => {
  const b = await paid(REGISTERED);
  const res = await get(b.app, b.url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(res.body).not.toMatch(/<script/i);
  expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
  const text = textOf(res.body);
  expect(text).toContain('Receipt (領収書)');
  expect(text).toContain('Qualified invoice (適格請求書)');
  expect(text).toContain('Issuer 株式会社GTSS'); // issuer
  expect(text).toContain('Registration number (登録番号) T1234567890123'); // its registration number
  expect(text).toContain(`Receipt number ${b.id}-${b.ref.slice(0, 8)}`);
  expect(res.body).not.toContain(b.ref); // whoever is handed the receipt cannot open (and cancel) the booking
  expect(text).toContain('Transaction date 2026-11-23'); // paid at 10:00 on 2026-11-23, Japan time
  expect(text).toContain('Recipient: Hanako Yamada'); // the addressee: the recipient's name as the form offered it
  expect(text).toContain('Amount received ¥6,000 For: Trial lesson fee'); // the total large at the top, the purpose
  expect(text).toContain('Payment method Card');
  // what was sold, when: Japan time, and the visitor's own time beside it
  expect(text).toContain(
    'Trial class Tue, 24 Nov 2026 10:00-12:00 (Japan time) / Tue, 24 Nov 2026 02:00-04:00 (your time, Europe/Paris) 10% ¥6,000',
  );
  // the amount per tax rate, the rate, and the tax per rate
  expect(text).toContain('Tax rate (税率) Amount (tax included) Consumption tax (消費税)');
  expect(text).toContain('Subject to 10% (10%対象) ¥6,000 ¥545');
  expect(text).not.toContain('Refund (返金)');
  // accessible tables, and an A4 print style without the print hint
  expect(res.body).toContain('<th scope="col">Item</th>');
  expect(res.body).toContain('<th scope="row">Trial class');
  expect(res.body).toContain('@page{size:A4;margin:15mm}');
  expect(res.body).toMatch(/@media print\{[^]*\.no-print\{display:none\}/);
  expect(res.body).toContain('class="muted no-print">To keep a copy, use your browser&#39;s Print');
});

test('without a registration number: a plain receipt that says it is not a qualified invoice', async () => {
  const b = await paid();
  const text = textOf((await get(b.app, b.url)).body);
  expect(text).toContain('Receipt (領収書)');
  expect(text).toContain('This receipt is not a qualified invoice (適格請求書): the school has no invoice registration number (登録番号).');
  expect(text).toContain('Issuer GTSS Language School');
  expect(text).not.toContain('Registration number (登録番号) T');
  expect(text).not.toContain('Qualified invoice (適格請求書) under');
  expect(text).toContain('Subject to 10% (10%対象) ¥6,000 ¥545');
});

test('a canceled booking shows the refund and its tax as negative lines, and the net', async () => {
  const b = await paid(REGISTERED);
  const view = await get(b.app, `/api/public/view-booking/${b.ref}/${b.id}`);
  const cookie = view.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const canceled = await b.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${b.id}/cancel`,
    headers: { cookie, 'x-requested-with': 'fetch' },
    payload: {},
  });
  expect(canceled.statusCode).toBe(200);
  const text = textOf((await get(b.app, b.url)).body);
  expect(text).toContain('Refund (返金)');
  expect(text).toMatch(/Refunded to the card on \d{4}-\d\d-\d\d\./);
  expect(text).toContain('Refund of the trial class Subject to 10% (10%対象) 10% -¥6,000 -¥545');
  expect(text).toContain('Net amount after the refund 10% ¥0 ¥0');
  expect(text).toContain('qualified return invoice (適格返還請求書)');
  // The original sale stays on the receipt, with its date.
  expect(text).toContain('Transaction date 2026-11-23');
  // Requested but not yet paid out by the provider: said so.
  await b.db.query('update bookings set refunded_at = null');
  expect(textOf((await get(b.app, b.url)).body)).toMatch(/Refund to the card requested on \d{4}-\d\d-\d\d; it is being processed\./);
});

test('a wrong reference, a wrong id, a mangled link and a hold never paid all get the same 404 page', async () => {
  const b = await paid();
  const unpaid = await paid({}, { pay: false });
  const urls = [
    `/api/public/receipts/${b.ref.slice(0, -2)}xx/${b.id}`,
    `/api/public/receipts/${b.ref}/${b.id + 1}`,
    `/api/public/receipts/x/${b.id}`,
    `/api/public/receipts/${b.ref}/abc`,
    `/api/public/receipts/${b.ref}/99999999999`,
  ];
  const bodies = new Set<string>();
  for (const url of urls) {
    const res = await get(b.app, url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    bodies.add(res.body);
  }
  const pending = await get(unpaid.app, unpaid.url);
  expect(pending.statusCode).toBe(404);
  bodies.add(pending.body);
  expect([...bodies]).toHaveLength(1);
  expect(pending.body).toContain('<h1>Receipt not found</h1>');
  // the old receipt address of an unpaid session has no receipt either
  const session = (await unpaid.db.query<{ id: string }>('select id from test_checkout_sessions'))[0].id;
  expect((await get(unpaid.app, `/api/test-checkout/${session}/receipt`)).statusCode).toBe(404);
});

test.each([
  ['the language cookie', { cookie: 'gtss_lang=ja' }, '', 'ja', ['取引年月日', 'Hanako Yamada 様', '10%対象', '日本時間', '現地時間']],
  ['Accept-Language', { 'accept-language': 'zh-TW,zh;q=0.9' }, '', 'zh-TW', ['收據（領収書）', '交易日期', '日本時間']],
  ['Accept-Language', { 'accept-language': 'zh-CN' }, '', 'zh-CN', ['收据（領収書）', '交易日期', '日本时间']],
  ['?lang= over the cookie', { cookie: 'gtss_lang=ja' }, '?lang=zh-CN', 'zh-CN', ['收据（領収書）', '付款人']],
  ['?lang= over Accept-Language', { 'accept-language': 'ja' }, '?lang=en', 'en', ['Receipt (領収書)', 'Transaction date']],
  ['an unknown ?lang= (ignored)', { cookie: 'gtss_lang=ja' }, '?lang=fr', 'ja', ['領収書番号']],
  ['nothing', {}, '', 'en', ['Receipt (領収書)']],
])('the language from %s: %j %s → %s', async (_how, headers, query, lang, texts) => {
  const b = await paid(REGISTERED, { issue: false });
  await issueAsOffered(b.app, `${b.url}${query}`, headers as Record<string, string>);
  const res = await get(b.app, `${b.url}${query}`, headers as Record<string, string>);
  expect(res.statusCode).toBe(200);
  expect(res.body).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
  expect(res.headers['content-language']).toBe(lang);
  for (const t of texts) expect(res.body).toContain(t);
  // the legally required Japanese terms stay in every language
  for (const term of ['領収書', '適格請求書', '登録番号', '消費税', '税率']) expect(res.body).toContain(term);
});

test('the 404 page is in the visitor language too', async () => {
  const b = await paid();
  const res = await get(b.app, `/api/public/receipts/${b.ref}/${b.id + 1}`, { cookie: 'gtss_lang=ja' });
  expect(res.statusCode).toBe(404);
  expect(res.body).toMatch(/^<!doctype html><html lang="ja">/);
  expect(res.body).toContain('領収書が見つかりません');
});

test("Stripe's receipt stays the booking's receipt link; the school's receipt page is offered beside it", async () => {
  const payments = fakeProvider();
  const clock = testClock();
  const { app, db } = await startApp(staticDir, { services: { payments, now: clock.now, schedule: TEST_SCHEDULE, workers: false } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/book/confirm',
    payload: bookingBody({ timeslot_ids: await firstSlotIds(app, 4), action_type: 'payment' }),
  });
  expect(res.statusCode).toBe(200);
  payments.outcome = { status: 'complete', paymentRef: 'pi_1', receiptUrl: 'https://pay.stripe.com/receipts/pi_1' };
  clock.advanceMinutes(31);
  await sweepPayments(app.services.deps); // the provider says it was paid
  const [b] = await db.query<{ id: number; ref: string }>('select id, reference_id as ref from bookings');
  const detail = (await get(app, `/api/public/view-booking/${b.ref}/${b.id}`)).json();
  expect(detail).toMatchObject({
    status: 'Confirmed',
    stripe_receipt_url: 'https://pay.stripe.com/receipts/pi_1',
    invoice_url: `http://localhost:3000/api/public/receipts/${b.ref}/${b.id}`,
  });
  await issueAsOffered(app, `/api/public/receipts/${b.ref}/${b.id}`);
  const receipt = await get(app, `/api/public/receipts/${b.ref}/${b.id}`);
  expect(receipt.statusCode).toBe(200);
  expect(textOf(receipt.body)).toContain('Transaction date 2026-11-23'); // paid at 10:31 Japan time
});

test('a partial refund by staff is on the receipt as that amount, and the net is what the customer kept paid (as the CSV says)', async () => {
  const services = { now: testClock().now, schedule: TEST_SCHEDULE, workers: false };
  const { app, db } = await startApp(staticDir, { config: { ...ADMIN_CONFIG, ...REGISTERED }, services });
  const world = await writeWorldOn({ app, db });
  const { id } = await visitorPaid(world);
  expect((await staffCancelCall(world, id, { refund: 'partial', amount: 2200 })).statusCode).toBe(200);
  const text = textOf((await get(app, `/api/admin/bookings/${id}/receipt?lang=en`, { cookie: world.staff.cookie })).body);
  expect(text).toContain('Subject to 10% (10%対象) ¥6,000 ¥545'); // the sale, as it was paid
  // ¥2,200 back with its ¥200 of tax; ¥3,800 kept, tax ¥345
  expect(text).toContain('Refund of the trial class Subject to 10% (10%対象) 10% -¥2,200 -¥200');
  expect(text).toContain('Net amount after the refund 10% ¥3,800 ¥345');
});

test('a cash desk booking says cash in every language, and staff print it from the console', async () => {
  const services = { now: testClock().now, schedule: TEST_SCHEDULE, workers: false };
  const { app, db } = await startApp(staticDir, { config: ADMIN_CONFIG, services });
  const world = await writeWorldOn({ app, db });
  const ids = await firstSlotIds(app, 4);
  const made = await staffBookCall(world, phoneBooking(ids, 'cash'));
  const id = made.json().booking_id as number;
  const [{ ref }] = await db.query<{ ref: string }>('select reference_id as ref from bookings where id = $1', [id]);
  const cash = { ja: '現金', en: 'Cash', 'zh-CN': '现金', 'zh-TW': '現金' };
  await issueAsOffered(app, `/api/public/receipts/${ref}/${id}?lang=ja`);
  for (const [lang, word] of Object.entries(cash)) {
    const text = textOf((await get(app, `/api/public/receipts/${ref}/${id}?lang=${lang}`)).body);
    expect([lang, text]).toEqual([lang, expect.stringContaining(word)]);
    expect(text).not.toMatch(/クレジットカード|Card|银行卡|信用卡/);
  }
  // The console's printable receipt: staff only, by the booking's number (never its reference), in the customer's language
  const staffUrl = `/api/admin/bookings/${id}/receipt`;
  expect((await get(app, staffUrl)).statusCode).toBe(401);
  expect((await get(app, staffUrl, { cookie: world.visitor.cookie })).statusCode).toBe(403);
  const printed = await get(app, staffUrl, { cookie: world.staff.cookie });
  expect(printed.statusCode).toBe(200);
  expect(printed.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(textOf(printed.body)).toContain('お支払い方法 現金');
  expect(printed.body).not.toContain(ref);
  expect((await get(app, `/api/admin/bookings/${id + 50}/receipt`, { cookie: world.staff.cookie })).statusCode).toBe(404);
});
