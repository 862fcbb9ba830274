import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import type { SendMailOptions } from 'nodemailer';
import type { LanguageCode } from '../../../src/shared/constants';
import { LANGUAGE_CODES } from '../../../src/shared/language';
import { linePusher } from '../../../src/server/mail/linePush';
import { bookingReminderMail } from '../../../src/server/mail/templates';
import { confirmedUser, hanako, logIn, type LoggedIn } from '../accounts/accountsKit';
import { addDays } from '../../../src/shared/dates';
import { FIRST_DAY, firstSlotIds, mailFacts, payWithCard, TEST_SCHEDULE, testClock } from '../booking/bookingTestKit';
import { startLineApi, type LineApiStandIn } from '../lineApiStandIn';
import { makeStaticDir, useTestApps, type TestApp } from '../testApp';

// Booking messages by LINE through the mail outbox: queued in the booking's transaction, pushed once (one
// X-Line-Retry-Key per row), retried while LINE is down, and sent as the email when LINE cannot reach the
// visitor. The webhook's follow/unfollow say whether it can; a bad signature changes nothing.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
const TOKEN = 'messaging-api-channel-access-token';
const SECRET = 'messaging-api-channel-secret';
const LINE_USER = 'U0123456789abcdef0123456789abcdef';
let lineApi: LineApiStandIn;
beforeAll(async () => void (lineApi = await startLineApi()));
afterAll(async () => {
  await lineApi?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});
beforeEach(() => {
  lineApi.pushes.length = 0;
  lineApi.failNext(0, 500);
});

interface LineApp extends TestApp {
  mails: SendMailOptions[];
  clock: ReturnType<typeof testClock>;
  hanako: LoggedIn;
  /** One pass of the outbox worker, `laterMs` from now (past a back-off without waiting for it). */
  drain(laterMs?: number): Promise<unknown>;
}

/** The app with LINE messages on, Hanako's account connected to LINE (a friend), and mail recorded. */
async function start({ lineOnly = false, pushTimeoutMs = 10_000 } = {}): Promise<LineApp> {
  const clock = testClock();
  const mails: SendMailOptions[] = [];
  const t = await startApp(staticDir, {
    services: {
      now: clock.now,
      schedule: TEST_SCHEDULE,
      workers: false,
      mailTransport: { send: async (m) => void mails.push(m) },
      linePusher: linePusher(TOKEN, lineApi.base, pushTimeoutMs),
    },
    config: { lineChannelAccessToken: TOKEN, lineChannelSecret: SECRET, lineApiBase: lineApi.base },
  });
  await confirmedUser(t, hanako);
  await t.db.query('insert into line_recipients (line_user_id, reachable) values ($1, true)', [LINE_USER]);
  await t.db.query('update users set line_user_id = $1, line_only = $2', [LINE_USER, lineOnly]);
  await t.db.query('delete from mail_outbox');
  // the outbox runs on the database's clock (the real one), not the app's test clock
  const drain = (laterMs = 0) => t.app.services.drainMail(new Date(Date.now() + laterMs));
  return { ...t, mails, clock, hanako: await logIn(t.app, hanako), drain };
}

/** Hanako books and pays the first four slots of `date`, her browser in `language`. */
async function book(t: LineApp, date = FIRST_DAY, language: LanguageCode = 'en'): Promise<{ id: number; code: string; url: string }> {
  const ids = await firstSlotIds(t.app, 4, date);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/book/confirm',
    headers: { cookie: t.hanako.cookie, 'accept-language': language, 'x-requested-with': 'fetch' },
    payload: {
      rental_space_id: 'default',
      booking_date: date.replaceAll('-', ''),
      timeslot_ids: ids,
      seat_count: 1,
      action_type: 'payment',
    },
  });
  expect(res.statusCode).toBe(200);
  expect((await payWithCard(t.app, res.json().session.url)).statusCode).toBe(303);
  const [b] = await t.db.query<{ id: number; code: string; ref: string }>(
    'select id, code, reference_id as ref from bookings order by id desc limit 1',
  );
  return { ...b, url: `${t.config.publicUrl}/view-booking/${b.ref}/${b.id}` };
}

const webhook = (t: TestApp, body: object, secret = SECRET) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/line/webhook',
    headers: { 'content-type': 'application/json', 'x-line-signature': createHmac('sha256', secret).update(raw).digest('base64') },
    payload: raw,
  });
};
let eventCount = 0;
// each event its own id, as LINE gives it (a repeated id is a replay, ignored)
const friendship = (type: 'follow' | 'unfollow') => ({
  destination: 'Uschool',
  events: [
    {
      type,
      mode: 'active',
      timestamp: 1,
      source: { type: 'user', userId: LINE_USER },
      webhookEventId: `e${++eventCount}`,
      deliveryContext: {},
    },
  ],
});
const outboxRows = (t: TestApp) => t.db.query<{ channel: string; status: string }>('select channel, status from mail_outbox order by id');

test("a connected account's confirmation is pushed in the visitor's language, besides the email, with its own retry key", async () => {
  const t = await start();
  const booked: Array<{ id: number; code: string; url: string }> = [];
  for (const [i, language] of LANGUAGE_CODES.entries()) booked.push(await book(t, addDays(FIRST_DAY, i), language));
  await t.drain();
  expect(t.mails).toHaveLength(4); // "Email and LINE": the emails go too
  expect(lineApi.pushes.map((p) => [p.to, p.authorization])).toEqual(Array(4).fill([LINE_USER, `Bearer ${TOKEN}`]));
  expect(new Set(lineApi.pushes.map((p) => p.retryKey)).size).toBe(4);
  for (const p of lineApi.pushes) expect(p.retryKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const LANGUAGES = LANGUAGE_CODES as readonly LanguageCode[];
  const pushed = (l: LanguageCode) => lineApi.pushes[LANGUAGES.indexOf(l)].text;
  const code = (l: LanguageCode) => booked[LANGUAGES.indexOf(l)].code;
  const [en, ja, zhCN, zhTW] = (['en', 'ja', 'zh-CN', 'zh-TW'] as const).map(pushed);
  expect(en).toBe(
    [
      `Your trial class on ${en.split(' on ')[1].split(' is ')[0]} is booked (${code('en')})`,
      '',
      `Date: ${en.split(' on ')[1].split(' is ')[0]}`,
      'Time: 10:00-12:00 Japan time',
      `Booking code: ${code('en')}`,
      '',
      `View your booking: ${booked[LANGUAGES.indexOf('en')].url}`,
    ].join('\n'),
  );
  expect(ja.split('\n').slice(2, 5)).toEqual([
    expect.stringMatching(/^受講日：2026年11月2\d日/),
    '時間：10:00-12:00（日本時間）',
    `予約コード：${code('ja')}`,
  ]);
  expect(zhCN).toContain(`预约代码：${code('zh-CN')}`);
  expect(zhTW).toContain(`預約代碼：${code('zh-TW')}`);
  for (const l of LANGUAGES) expect(pushed(l).split('\n').at(-1)).toMatch(new RegExp(`${booked[LANGUAGES.indexOf(l)].url}$`));
  // the reminder carries its LINE text too (with the teacher, when there is one)
  const reminder = bookingReminderMail(
    mailFacts({ language: 'ja', teacher_name: '佐藤 先生' }),
    'https://school.example',
    new Date('2026-11-23T01:00:00Z'),
  );
  expect(reminder.line).toContain('講師：佐藤 先生');

  // the school's booking page lists the LINE message beside the email (Hanako works at the desk too, here)
  await t.db.query(`update users set role = 'staff'`);
  const page = await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${booked[0].id}`, headers: { cookie: t.hanako.cookie } });
  expect(page.json().emails).toEqual([
    expect.objectContaining({ channel: 'line', status: 'sent', to: hanako.email }),
    expect.not.objectContaining({ channel: expect.anything() }),
  ]);

  // a cancellation is pushed too
  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${booked[LANGUAGES.indexOf('en')].id}/cancel`,
    headers: { cookie: t.hanako.cookie, 'x-requested-with': 'fetch' },
    payload: {},
  });
  expect(cancel.statusCode).toBe(200);
  await t.drain();
  expect(lineApi.pushes).toHaveLength(5);
  expect(lineApi.pushes[4].text).toContain(`Booking code: ${code('en')}`);
  expect(lineApi.pushes[4].text.split('\n')[0]).toBe(String(t.mails[4].subject));
});

test('"LINE only": the push replaces the email; after an unfollow (signed webhook) the email is sent instead', async () => {
  const t = await start({ lineOnly: true });
  await book(t);
  await t.drain();
  expect([lineApi.pushes.length, t.mails.length]).toEqual([1, 0]);

  // a bad or missing signature: 401, nothing changed
  const before = await t.db.query('select reachable from line_recipients');
  expect((await webhook(t, friendship('unfollow'), 'not-the-secret')).statusCode).toBe(401);
  const unsigned = await t.app.inject({
    method: 'POST',
    url: '/api/line/webhook',
    headers: { 'content-type': 'application/json' },
    payload: friendship('unfollow'),
  });
  expect([unsigned.statusCode, unsigned.json().detail]).toEqual([401, 'Invalid LINE signature.']);
  expect(await t.db.query('select reachable from line_recipients')).toEqual(before);

  expect((await webhook(t, friendship('unfollow'))).statusCode).toBe(200);
  await book(t, addDays(FIRST_DAY, 1));
  await t.drain();
  expect([lineApi.pushes.length, t.mails.length]).toEqual([1, 1]);
  expect(String(t.mails[0].subject)).toMatch(/^Your trial class on .* is booked/);
  expect(await outboxRows(t)).toEqual([
    { channel: 'line', status: 'sent' },
    { channel: 'email', status: 'sent' },
  ]);

  // followed again: pushes reach the visitor once more
  expect((await webhook(t, friendship('follow'))).statusCode).toBe(200);
  await book(t, addDays(FIRST_DAY, 2));
  await t.drain();
  expect([lineApi.pushes.length, t.mails.length]).toEqual([2, 1]);
});

test('LINE down: the push is retried with back-off and delivered once; LINE refusing it (400): the email goes instead', async () => {
  const t = await start({ lineOnly: true });
  lineApi.failNext(2, 500);
  await book(t);
  await t.drain();
  expect(lineApi.pushes).toHaveLength(0);
  await t.drain(); // backing off: not tried again yet
  expect(lineApi.pushes).toHaveLength(0);
  await t.drain(61_000); // the second 500 (after 60 s)
  expect(lineApi.pushes).toHaveLength(0);
  await t.drain(61_000); // backing off 120 s now
  expect(lineApi.pushes).toHaveLength(0);
  await t.drain(3_600_000);
  expect(lineApi.pushes).toHaveLength(1);
  expect(t.mails).toHaveLength(0);
  const [row] = await t.db.query<{ attempts: number; status: string }>('select attempts, status from mail_outbox');
  expect(row).toEqual({ attempts: 3, status: 'sent' });

  lineApi.failNext(1, 400);
  await book(t, addDays(FIRST_DAY, 1));
  await t.drain();
  expect([lineApi.pushes.length, t.mails.length]).toEqual([1, 1]);
  const [last] = await t.db.query('select channel, line_to, status from mail_outbox order by id desc limit 1');
  expect(last).toEqual({ channel: 'email', line_to: LINE_USER, status: 'sent' }); // the LINE row became its email
});

test('killed mid-push (LINE took it, the row was never marked): after its lease the same retry key goes again, LINE answers 409, sent once', async () => {
  const t = await start();
  await book(t);
  const [row] = await t.db.query<{ id: number; key: string; text: string }>(
    `select id, line_retry_key::text as key, line_text as text from mail_outbox where channel = 'line'`,
  );
  // the state a SIGKILL leaves between LINE's 200 and the "sent" mark: claimed (its 5-minute lease), LINE has the message
  await t.db.query(`update mail_outbox set attempts = 1, next_attempt_at = now() + interval '5 minutes' where id = $1`, [row.id]);
  await fetch(`${lineApi.base}/v2/bot/message/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-line-retry-key': row.key },
    body: JSON.stringify({ to: LINE_USER, messages: [{ type: 'text', text: row.text }] }),
  });
  await t.drain();
  expect(await t.db.query('select status from mail_outbox where id = $1', [row.id])).toEqual([{ status: 'queued' }]); // leased
  await t.drain(6 * 60_000);
  expect(lineApi.pushes.map((p) => p.retryKey)).toEqual([row.key]); // delivered once
  expect(await t.db.query('select status, attempts from mail_outbox where id = $1', [row.id])).toEqual([{ status: 'sent', attempts: 2 }]);
  expect(t.mails).toHaveLength(1); // and its email, once
});

test('LINE took the push but its answer never came: the push times out, is retried with the same key later, and counts once', async () => {
  const t = await start({ lineOnly: true, pushTimeoutMs: 300 });
  lineApi.failNext(1, 'lost');
  await book(t);
  await t.drain();
  expect(lineApi.pushes).toHaveLength(1); // LINE has it; the site does not know
  expect(await t.db.query('select status, attempts from mail_outbox')).toEqual([{ status: 'queued', attempts: 1 }]);
  await t.drain(61_000);
  expect(lineApi.pushes).toHaveLength(1); // the retry answered 409: already taken
  expect(await t.db.query('select status, attempts from mail_outbox')).toEqual([{ status: 'sent', attempts: 2 }]);
  expect(t.mails).toHaveLength(0);
});
