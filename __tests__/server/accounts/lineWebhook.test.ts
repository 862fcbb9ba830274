import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { pruneAccountRows } from '../../../src/server/accounts/housekeeping';
import { NOT_A_LINE_WEBHOOK } from '../../../src/server/routes/lineWebhookRoutes';
import { testClock } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps, type TestApp } from '../testApp';

// The LINE webhook's edges: a replayed signed event (its webhookEventId seen in the last day) changes nothing,
// and a signed body that is not a webhook body (a null event) is a 400, never a 500.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
const SECRET = 'messaging-api-channel-secret';
const LINE_USER = 'U0123456789abcdef0123456789abcdef';

async function start() {
  const clock = testClock();
  const t = await startApp(staticDir, {
    services: { now: clock.now, workers: false },
    config: { lineChannelAccessToken: 'messaging-api-channel-access-token', lineChannelSecret: SECRET },
  });
  await t.db.query('insert into line_recipients (line_user_id, reachable) values ($1, true)', [LINE_USER]);
  return { ...t, clock };
}
const signed = (t: TestApp, raw: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/line/webhook',
    headers: { 'content-type': 'application/json', 'x-line-signature': createHmac('sha256', SECRET).update(raw).digest('base64') },
    payload: raw,
  });
const event = (type: 'follow' | 'unfollow', id: string) =>
  JSON.stringify({ destination: 'Uschool', events: [{ type, source: { type: 'user', userId: LINE_USER }, webhookEventId: id }] });
const reachable = async (t: TestApp) => (await t.db.query<{ reachable: boolean }>('select reachable from line_recipients'))[0].reachable;

test('a replayed unfollow does not undo the follow that came after it; a day later its id is forgotten', async () => {
  const t = await start();
  const unfollow = event('unfollow', '01HUNFOLLOW');
  expect((await signed(t, unfollow)).statusCode).toBe(200);
  expect(await reachable(t)).toBe(false);
  expect((await signed(t, event('follow', '01HFOLLOW'))).statusCode).toBe(200);
  expect(await reachable(t)).toBe(true);
  const replay = await signed(t, unfollow); // the same signed bytes, sent again
  expect([replay.statusCode, replay.json()]).toEqual([200, { received: true }]);
  expect(await reachable(t)).toBe(true);
  t.clock.advanceMinutes(24 * 60 + 1);
  await pruneAccountRows(t.db, t.clock.now());
  expect(await t.db.query('select event_id from line_webhook_events')).toEqual([]);
});

test('a signed body with a null event, or events that are not a list of events, is a 400 and changes nothing', async () => {
  const t = await start();
  for (const raw of ['{"events":[null]}', '{"events":[1]}', '{"events":"follow"}', 'null', '[]']) {
    const res = await signed(t, raw);
    expect([raw, res.statusCode, res.json()]).toEqual([raw, 400, { detail: NOT_A_LINE_WEBHOOK }]);
  }
  expect(await reachable(t)).toBe(true);
  // LINE's check when the webhook URL is saved: no events at all
  expect((await signed(t, '{"destination":"Uschool","events":[]}')).statusCode).toBe(200);
});
