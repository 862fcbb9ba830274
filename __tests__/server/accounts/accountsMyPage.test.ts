import fs from 'node:fs';
import { asCookie, call, hanako, loggedIn, taro, startAccounts, type AccountsApp, type LoggedIn } from './accountsKit';
import { bookingBody, compact, firstSlotIds, postBooking } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { EXAMPLE_TIERS, setPolicy } from '../policy/cancelPolicyKit';

// A logged-in user books as the account, sees its bookings (plus the guest bookings made
// with its email) on my page, cancels them, edits its name, and never sees or changes anyone else's.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const LOGIN = { detail: 'Please log in.' };
const me = (t: AccountsApp, s?: LoggedIn) => call(t.app, 'GET', '/public/me', undefined, asCookie(s));
const rename = (t: AccountsApp, name: unknown, s?: LoggedIn) => call(t.app, 'PUT', '/public/me', { name }, asCookie(s));
const myBookings = (t: AccountsApp, s?: LoggedIn) => call(t.app, 'GET', '/public/mypage/bookings', undefined, asCookie(s));
const cancel = (t: AccountsApp, id: number, s?: LoggedIn) => call(t.app, 'POST', `/public/bookings/${id}/cancel`, {}, asCookie(s));
const status = async (t: AccountsApp, id: number) =>
  (await t.db.query<{ status: string }>('select status from bookings where id = $1', [id]))[0].status;

/** A payment (as `s`, or as a guest with `email`) for 4 slots on `date`, then paid on the test checkout unless told. */
async function book(t: AccountsApp, date: string, who: { s?: LoggedIn; email?: string }, outcome: 'pay' | 'leave' | 'abandon' = 'pay') {
  const body = bookingBody({
    booking_date: compact(date),
    timeslot_ids: await firstSlotIds(t.app, 4, date),
    action_type: 'payment',
    user_email: who.email ?? 'mallory@example.com',
    user_name: 'Mallory',
  });
  const res = await call(t.app, 'POST', '/public/book/confirm', body, asCookie(who.s));
  expect(res.statusCode).toBe(200);
  const path = new URL(res.json().session.url).pathname;
  if (outcome === 'pay')
    await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card=4242424242424242',
    });
  if (outcome === 'abandon') await t.app.inject({ method: 'GET', url: `${path}/cancel` });
  const [{ id }] = await t.db.query<{ id: number }>('select max(id) as id from bookings');
  return id;
}

test("booking while logged in uses the account's name and email, whatever the body says; the booking is the account's", async () => {
  const t = await startAccounts(startApp, staticDir);
  const s = await loggedIn(t, hanako);
  const ids = await firstSlotIds(t.app, 4);
  const priced = await call(
    t.app,
    'POST',
    '/public/book/confirm',
    bookingBody({ timeslot_ids: ids, user_name: 'Mallory', user_email: 'mallory@example.com' }),
    asCookie(s),
  );
  expect(priced.statusCode).toBe(200);
  expect(priced.json()).toMatchObject({ user_name: hanako.name, user_email: hanako.email, total_amount: 6000 });
  const { user_name: _n, user_email: _e, ...withoutGuestFields } = bookingBody({ timeslot_ids: ids });
  expect((await call(t.app, 'POST', '/public/book/confirm', withoutGuestFields, asCookie(s))).json()).toMatchObject({
    user_name: hanako.name,
  });
  expect((await postBooking(t.app, withoutGuestFields)).statusCode).toBe(400); // a guest must give them

  const id = await book(t, '2026-11-24', { s });
  const [row] = await t.db.query(
    'select b.user_name, b.user_email, b.user_id = u.id as mine, b.status from bookings b, users u where b.id = $1 and u.email = $2',
    [id, hanako.email],
  );
  expect(row).toEqual({ user_name: hanako.name, user_email: hanako.email, mine: true, status: 'Confirmed' });
});

test("my page lists the account's bookings and the guest bookings made with its email, Confirmed and Canceled only", async () => {
  const t = await startAccounts(startApp, staticDir);
  const s = await loggedIn(t, hanako);
  const mine = await book(t, '2026-11-24', { s });
  const asGuest = await book(t, '2026-11-25', { email: 'HANAKO@example.com' });
  const canceled = await book(t, '2026-11-26', { s });
  expect((await cancel(t, canceled, s)).json()).toEqual({ detail: 'Booking canceled!' });
  await book(t, '2026-11-27', { s }, 'leave'); // Pending
  await book(t, '2026-11-30', { email: hanako.email }, 'abandon'); // Expired
  await book(t, '2026-12-01', { email: 'someone@example.com' }); // someone else's

  const res = await myBookings(t, s);
  expect(res.statusCode).toBe(200);
  const row = (booking_id: number, booking_date: string, st: string) => ({
    booking_id,
    code: expect.stringMatching(/^GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4}$/),
    booking_date,
    time_range: '10:00-12:00',
    total_amount: 6000,
    status: st,
    teacher_name: null,
    teacher_name_latin: null,
    // what cancelling it now refunds (no cancellation policy: all of it); a canceled one: nothing to cancel
    cancel_refund: st === 'Confirmed' ? { paid_yen: 6000, percent: 0, refund_yen: 6000 } : null,
  });
  expect(res.json()).toEqual([
    row(canceled, '2026-11-26', 'Canceled'),
    row(asGuest, '2026-11-25', 'Confirmed'),
    row(mine, '2026-11-24', 'Confirmed'),
  ]);
});

test('the owner cancels a booking with the session alone; another user gets the 404 of a booking that does not exist, and nothing changes', async () => {
  const t = await startAccounts(startApp, staticDir);
  const s = await loggedIn(t, hanako);
  const other = await loggedIn(t, taro);
  const mine = await book(t, '2026-11-24', { s });
  const guestWithMyEmail = await book(t, '2026-11-25', { email: hanako.email });
  for (const id of [mine, guestWithMyEmail]) {
    for (const who of [other, undefined]) {
      const res = await cancel(t, id, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Booking not found.' });
    }
    expect(await status(t, id)).toBe('Confirmed');
    const res = await cancel(t, id, s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Booking canceled!' });
    expect(await status(t, id)).toBe('Canceled');
  }
  expect((await myBookings(t, other)).json()).toEqual([]);
});

test('PUT /public/me changes the own name (trimmed); a blank or missing name, or an email, is a 400', async () => {
  const t = await startAccounts(startApp, staticDir);
  const s = await loggedIn(t, hanako);
  const res = await rename(t, '  Hanako Sato ', s);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ name: 'Hanako Sato', email: hanako.email });
  expect((await me(t, s)).json()).toEqual({ name: 'Hanako Sato', email: hanako.email });
  for (const body of [
    { name: '' },
    { name: '   ' },
    {},
    { name: 'x'.repeat(101) },
    { name: 'Ok', email: 'evil@example.com' },
    { name: null },
    { name: 'a\u0000b' },
  ]) {
    const bad = await call(t.app, 'PUT', '/public/me', body, asCookie(s));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: expect.stringMatching(/^Invalid request: /), errors: expect.any(Array) });
  }
  expect((await rename(t, '', s)).json().errors).toEqual([{ field: 'name', message: 'Name is required.' }]);
  expect((await me(t, s)).json()).toEqual({ name: 'Hanako Sato', email: hanako.email });
});

test("every account call with another user's session touches only that user; with none, 401 (GET /public/me: 204, a guest)", async () => {
  const t = await startAccounts(startApp, staticDir);
  const s = await loggedIn(t, hanako);
  const other = await loggedIn(t, taro);
  const hers = await book(t, '2026-11-24', { s });
  const users = await t.db.query('select * from users order by id');

  expect((await me(t, other)).json()).toEqual({ name: taro.name, email: taro.email });
  expect((await myBookings(t, other)).json()).toEqual([]);
  expect((await rename(t, 'Taro Renamed', other)).json()).toEqual({ name: 'Taro Renamed', email: taro.email });
  expect((await me(t, s)).json()).toEqual({ name: hanako.name, email: hanako.email });

  expect((await me(t)).statusCode).toBe(204);
  for (const res of [await rename(t, 'Nobody'), await myBookings(t)]) {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN);
  }
  expect((await cancel(t, hers)).statusCode).toBe(404);
  expect(await status(t, hers)).toBe('Confirmed');
  const after = await t.db.query<{ name: string }>('select * from users order by id');
  expect(after).toEqual([users[0], { ...(users[1] as object), name: 'Taro Renamed', updated_at: expect.any(Date) }]);
});

test('security review: answers with personal data (profile, my bookings, a login, an error) are Cache-Control: no-store', async () => {
  const t = await startAccounts(startApp, staticDir);
  const s = await loggedIn(t, hanako);
  await book(t, '2026-11-24', { s });
  const answers = [
    await me(t, s),
    await myBookings(t, s),
    await me(t),
    await rename(t, 'Hanako Y', s),
    await call(t.app, 'POST', '/public/auth/login', { email: hanako.email, password: hanako.password }),
    await call(t.app, 'POST', '/public/auth/login', { email: hanako.email, password: 'wrong password' }),
  ];
  expect(answers.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual([
    [200, 'no-store'],
    [200, 'no-store'],
    [204, 'no-store'],
    [200, 'no-store'],
    [200, 'no-store'],
    [401, 'no-store'],
  ]);
});

test("my page shows what cancelling each booking refunds under the school's policy, and the cancel refunds exactly that", async () => {
  const t = await startAccounts(startApp, staticDir);
  await setPolicy(t.db, EXAMPLE_TIERS); // free until two days before, 50 % the day before, 100 % on the day
  const s = await loggedIn(t, hanako);
  const dayBefore = await book(t, '2026-11-24', { s }); // the clock's today is 2026-11-23 in Tokyo
  const later = await book(t, '2026-11-26', { s });
  const refunds = (await myBookings(t, s))
    .json()
    .map((b: { booking_id: number; cancel_refund: unknown }) => [b.booking_id, b.cancel_refund]);
  expect(refunds).toEqual([
    [later, { paid_yen: 6000, percent: 0, refund_yen: 6000 }],
    [dayBefore, { paid_yen: 6000, percent: 50, refund_yen: 3000 }],
  ]);
  expect((await cancel(t, dayBefore, s)).statusCode).toBe(200);
  const [b] = await t.db.query<{ refund_amount: number }>('select refund_amount from bookings where id = $1', [dayBefore]);
  expect(b.refund_amount).toBe(3000);
});
