import fs from 'node:fs';
import { call, confirmedUser, hanako, post, startAccounts } from './accounts/accountsKit';
import { firstSlotIds, pay, payWithCard } from './booking/bookingTestKit';
import { makeStaticDir, useTestApps } from './testApp';

// Security review finding 6: over https the cookies carry the prefixes that browsers enforce.
// `__Host-gtss_session` (Secure, path /, no Domain: a subdomain can neither set nor overwrite it) and
// `__Secure-gtss_booking_<id>` (Secure; scoped to its booking's path). Over http (local use) the plain
// names stay, as browsers refuse the prefixes there (the other tests run so).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));
const HTTPS = { publicUrl: 'https://book.example.com' };

test('over https, login sets __Host-gtss_session (Secure, path /); only that name logs in, a plain gtss_session is ignored', async () => {
  const t = await startAccounts(startApp, staticDir, HTTPS);
  await confirmedUser(t, hanako);
  const res = await post(t.app, '/public/auth/login', { email: hanako.email, password: hanako.password });
  expect(res.cookies).toEqual([
    expect.objectContaining({ name: '__Host-gtss_device', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }),
    expect.objectContaining({ name: '__Host-gtss_session', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }),
  ]);
  const token = res.json().access_token as string;
  const me = (cookie: string) => call(t.app, 'GET', '/public/me', undefined, { cookie });
  expect((await me(`__Host-gtss_session=${token}`)).json()).toEqual({ name: hanako.name, email: hanako.email });
  // a cookie tossed in by another host can only be unprefixed: it is not a session here
  expect((await me(`gtss_session=${token}`)).statusCode).toBe(204);
  const out = await call(t.app, 'POST', '/public/auth/logout', {}, { cookie: `__Host-gtss_session=${token}` });
  expect(out.cookies).toEqual([expect.objectContaining({ name: '__Host-gtss_session', value: '', path: '/', secure: true })]);
});

test('over https, the view-booking link sets __Secure-gtss_booking_<id>, and cancel reads that name only', async () => {
  const t = await startAccounts(startApp, staticDir, HTTPS);
  await payWithCard(t.app, (await pay(t.app, await firstSlotIds(t.app))).json().session.url);
  const [b] = await t.db.query<{ id: number; reference_id: string }>('select id, reference_id from bookings');
  const viewed = await t.app.inject({ method: 'GET', url: `/api/public/view-booking/${b.reference_id}/${b.id}` });
  expect(viewed.cookies).toEqual([
    expect.objectContaining({ name: `__Secure-gtss_booking_${b.id}`, path: `/api/public/bookings/${b.id}`, secure: true, httpOnly: true }),
  ]);
  const cancel = (cookie: string) => call(t.app, 'POST', `/public/bookings/${b.id}/cancel`, {}, { cookie });
  expect((await cancel(`gtss_booking_${b.id}=${b.reference_id}`)).statusCode).toBe(404);
  expect((await cancel(`__Secure-gtss_booking_${b.id}=${b.reference_id}`)).statusCode).toBe(200);
});
