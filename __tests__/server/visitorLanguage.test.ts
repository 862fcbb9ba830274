import fs from 'node:fs';
import { hanako, loggedIn, post, register, startAccounts, taro } from './accounts/accountsKit';
import { bookingBody, firstSlotIds } from './booking/bookingTestKit';
import { makeStaticDir, useTestApps } from './testApp';

// The visitor's language (the selector's cookie, else Accept-Language) is recorded on the
// account (sign-up, later changes) and on each booking, with the browser's time zone.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const languageOf = async (t: Awaited<ReturnType<typeof startAccounts>>, email: string) =>
  (await t.db.query<{ language: string }>('select language from users where email = $1', [email]))[0]?.language;

test("sign-up records the selector's language, else the browser's", async () => {
  const t = await startAccounts(startApp, staticDir);
  const signUp = (email: string, headers: Record<string, string>) =>
    post(t.app, '/public/users/register', { name: 'Visitor', email, password: hanako.password }, headers);
  await signUp('chosen@example.com', { cookie: 'gtss_lang=zh-TW', 'accept-language': 'ja-JP,ja;q=0.9' });
  await signUp('browser@example.com', { 'accept-language': 'ja-JP,ja;q=0.9' });
  await signUp('nothing@example.com', {});
  await signUp('bogus@example.com', { cookie: 'gtss_lang=klingon', 'accept-language': 'zh-HK' });
  expect(await languageOf(t, 'chosen@example.com')).toBe('zh-TW');
  expect(await languageOf(t, 'browser@example.com')).toBe('ja');
  expect(await languageOf(t, 'nothing@example.com')).toBe('en');
  expect(await languageOf(t, 'bogus@example.com')).toBe('zh-TW'); // a cookie that is none of ours is ignored
});

test('a logged-in visitor changing the language records it on the account; bad input changes nothing', async () => {
  const t = await startAccounts(startApp, staticDir);
  const { cookie } = await loggedIn(t, hanako);
  const put = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'PUT', url: '/api/public/me/language', payload: payload as object, headers });
  expect((await put({ language: 'ja' })).statusCode).toBe(204);
  expect(await languageOf(t, hanako.email)).toBe('ja');
  const bad = await put({ language: 'fr' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ detail: expect.any(String), errors: expect.any(Object) });
  expect((await put({ language: 'zh-CN' }, {})).statusCode).toBe(401); // nobody's account
  expect(await languageOf(t, hanako.email)).toBe('ja');
  await register(t, taro);
  expect(await languageOf(t, taro.email)).toBe('en');
});

test("a booking records the payer's language and browser time zone", async () => {
  const t = await startAccounts(startApp, staticDir);
  const ids = await firstSlotIds(t.app, 8);
  const payAs = (slots: number[], cookie: string, acceptLanguage = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/book/confirm',
      payload: bookingBody({ timeslot_ids: slots, action_type: 'payment', user_email: `${slots[0]}@example.com` }),
      headers: { cookie, 'accept-language': acceptLanguage },
    });
  expect((await payAs(ids.slice(0, 4), 'gtss_lang=ja; gtss_tz=Europe/Paris')).statusCode).toBe(200);
  expect((await payAs(ids.slice(4, 8), 'gtss_tz=Not/AZone', 'zh-CN')).statusCode).toBe(200);
  expect(await t.db.query('select language, time_zone from bookings order by id')).toEqual([
    { language: 'ja', time_zone: 'Europe/Paris' },
    { language: 'zh-CN', time_zone: null },
  ]);
});
