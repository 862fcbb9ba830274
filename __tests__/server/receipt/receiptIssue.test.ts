import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { GUEST_LINK } from '../../../src/server/booking/cancelService';
import { RECEIPT_ALREADY_ISSUED } from '../../../src/shared/receiptIssue';
import { ADMIN_CONFIG, adminCall, STAFF } from '../admin/adminKit';
import { visitorPaid, writeWorldOn, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { TEST_SCHEDULE, testClock } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { receiptIssueBehaviour } from './receiptIssueBehaviour';

// Receipts a company accepts (issue 39, point 7): the customer sets the addressee (宛名) and purpose (但し書き) on
// the receipt page before the first issue; the total is large at the top, the dates Japanese on a Japanese
// receipt; every print after the first is marked 再発行 and audited; staff set the wording on request.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('on the embedded database', () =>
  receiptIssueBehaviour(async () =>
    writeWorldOn(
      await startApp(staticDir, { config: ADMIN_CONFIG, services: { now: testClock().now, schedule: TEST_SCHEDULE, workers: false } }),
    ),
  ));

async function world(): Promise<WriteWorld & { id: number; url: string }> {
  const services = { now: testClock().now, schedule: TEST_SCHEDULE, workers: false };
  const w = await writeWorldOn(await startApp(staticDir, { config: ADMIN_CONFIG, services }));
  const { id, ref } = await visitorPaid(w);
  return { ...w, id, url: `/api/public/receipts/${ref}/${id}` };
}

const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const get = (app: FastifyInstance, url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The receipt page's own form, as a browser posts it (urlencoded, no script, no X-Requested-With). */
const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const audit = (w: WriteWorld, id: number) =>
  w.db.query<{ action: string; actor_email: string; after: unknown }>(
    `select action, actor_email, after from audit_log where booking_id = $1 and action like 'booking.receipt%' order by id`,
    [id],
  );

test('the customer sets a company addressee and purpose before the first issue; a later print is marked 再発行 and audited', async () => {
  const w = await world();
  const url = `${w.url}?lang=ja`;
  // Before the first issue the page asks, prefilled with the customer's name and the trial lesson's fee.
  const form = await get(w.app, url);
  expect(form.statusCode).toBe(200);
  expect(form.body).toContain('<h1>領収書の発行</h1>');
  expect(form.body).toMatch(/<label for="addressee">宛名<\/label>\s*<input id="addressee" name="addressee"[^>]*value="Hanako Yamada 様"/);
  expect(form.body).toMatch(/name="purpose"[^>]*value="体験レッスン代として"/);
  expect(form.body).not.toMatch(/<script/i);
  const issued = await postForm(w.app, url, { addressee: '株式会社テスト 御中', purpose: '英会話体験レッスン代として' });
  expect([issued.statusCode, issued.headers.location]).toEqual([303, url]);

  const first = textOf((await get(w.app, url)).body);
  expect(first).toContain('宛名: 株式会社テスト 御中 領収金額 ¥6,000 但し 英会話体験レッスン代として 上記の金額を正に領収いたしました。');
  expect(first).toContain('取引年月日 2026年11月23日'); // Japanese dates on the Japanese receipt
  expect(first).not.toContain('再発行');
  const reprint = await get(w.app, url);
  expect(reprint.body).toContain('<span class="reissued">再発行</span>');
  // in English the reissue says so too, and the wording stays as first issued
  const english = textOf((await get(w.app, `${w.url}?lang=en`)).body);
  expect(english).toContain('Reissued (再発行)');
  expect(english).toContain('Recipient: 株式会社テスト 御中');
  expect(english).toContain('Transaction date 2026-11-23');
  // Issued already: a second form post changes nothing (the page is printed again, a reissue).
  expect((await postForm(w.app, url, { addressee: 'Someone else', purpose: 'x' })).statusCode).toBe(303);
  expect(textOf((await get(w.app, url)).body)).toContain('宛名: 株式会社テスト 御中');
  const wording = { addressee: '株式会社テスト 御中', purpose: '英会話体験レッスン代として' };
  expect(await audit(w, w.id)).toEqual([
    { action: 'booking.receipt_issued', actor_email: GUEST_LINK, after: wording },
    ...[2, 3, 4].map((prints) => ({ action: 'booking.receipt_reissued', actor_email: GUEST_LINK, after: { ...wording, prints } })),
  ]);
});

test('an empty or too long addressee is refused with the form again (400), and nothing is issued', async () => {
  const w = await world();
  for (const fields of [{ addressee: '  ', purpose: 'x' }, { addressee: 'a'.repeat(101), purpose: 'x' }, { purpose: 'x' }]) {
    const res = await postForm(w.app, w.url, fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Fill in both the addressee and the purpose');
  }
  expect(await audit(w, w.id)).toEqual([]);
  expect((await get(w.app, w.url)).body).toContain('<h1>Issue your receipt</h1>');
  // a wrong reference gets the 404 page, not a form
  expect((await postForm(w.app, w.url.replace(/receipts\/[^/]+/, 'receipts/nope'), { addressee: 'a', purpose: 'b' })).statusCode).toBe(404);
});

test('staff set the wording on request (audited, once); their print of one never issued issues it to the customer', async () => {
  const w = await world();
  const issue = (body: object, who = w.staff) => adminCall(w.app, 'POST', `/admin/bookings/${w.id}/receipt/issue`, who, body);
  expect((await issue({ addressee: 'ACME Ltd.', purpose: 'Trial lesson fee' }, w.visitor)).statusCode).toBe(403);
  expect((await issue({ addressee: '', purpose: 'x' })).statusCode).toBe(400);
  const res = await issue({ addressee: 'ACME Ltd.', purpose: 'Trial lesson fee' });
  expect([res.statusCode, res.json()]).toEqual([
    200,
    { addressee: 'ACME Ltd.', purpose: 'Trial lesson fee', issued_at: '2026-11-23T01:00:00Z', prints: 0 },
  ]);
  expect([(await issue({ addressee: 'x', purpose: 'y' })).json()]).toEqual([{ detail: RECEIPT_ALREADY_ISSUED }]);
  const staffUrl = `/api/admin/bookings/${w.id}/receipt?lang=en`;
  expect(textOf((await get(w.app, staffUrl, w.staff.cookie)).body)).not.toContain('Reissued');
  expect(textOf((await get(w.app, staffUrl, w.staff.cookie)).body)).toContain('Reissued (再発行)');
  expect((await audit(w, w.id)).map((a) => [a.action, a.actor_email])).toEqual([
    ['booking.receipt_issued', STAFF.email],
    ['booking.receipt_reissued', STAFF.email],
  ]);

  const other = await visitorPaid(w, { email: 'other@example.com' });
  const printed = textOf((await get(w.app, `/api/admin/bookings/${other.id}/receipt?lang=ja`, w.staff.cookie)).body);
  expect(printed).toContain('宛名: Hanako Yamada 様');
  expect(printed).toContain('但し 体験レッスン代として');
  expect((await audit(w, other.id)).map((a) => a.action)).toEqual(['booking.receipt_issued']);
});
