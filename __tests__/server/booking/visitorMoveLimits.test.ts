import fs from 'node:fs';
import { BOOKING_MOVED, MOVE_TOO_OFTEN } from '../../../src/shared/moveBooking';
import { visitorPaid, writeWorld, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { FRIDAY } from './bookingMoveBehaviour';
import { timeslots } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The visitor's own move is rate-limited per address and per booking (limits.ts), counted in the database,
// and refused with a 429 in the visitor's language.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const moveCall = (w: WriteWorld, id: number, body: object, headers: Record<string, string>, ip = '10.0.0.1') =>
  w.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${id}/move`,
    headers: { 'x-requested-with': 'fetch', ...headers },
    payload: body,
    remoteAddress: ip,
  });
async function linkCookie(w: WriteWorld, b: { id: number; ref: string }): Promise<string> {
  const res = await w.app.inject({ method: 'GET', url: `/api/public/view-booking/${b.ref}/${b.id}` });
  const c = res.cookies.find((x) => x.name === `gtss_booking_${b.id}`)!;
  return `${c.name}=${c.value}`;
}

test('the 11th move of one booking within an hour is a 429 in the visitor language, from any address; an hour later it moves', async () => {
  const w = await world();
  const booked = await visitorPaid(w);
  const cookie = await linkCookie(w, booked);
  const friday = (await timeslots(w.app, FRIDAY)).slice(2, 6).map((s) => s.id);
  const closedDay = { booking_date: '20261123', timeslot_ids: friday }; // refused (400), yet an attempt
  for (let i = 0; i < 10; i++) expect((await moveCall(w, booked.id, closedDay, { cookie }, `10.0.0.${i}`)).statusCode).toBe(400);
  const move = { booking_date: '20261127', timeslot_ids: friday };
  const refused = await moveCall(w, booked.id, move, { cookie: `${cookie}; gtss_lang=ja` }, '10.0.1.1');
  expect([refused.statusCode, refused.json()]).toEqual([429, { detail: MOVE_TOO_OFTEN.ja }]);
  const english = await moveCall(w, booked.id, move, { cookie, 'accept-language': 'en-US' }, '10.0.1.2');
  expect(english.json()).toEqual({ detail: MOVE_TOO_OFTEN.en });
  w.clock.advanceMinutes(60);
  expect((await moveCall(w, booked.id, move, { cookie }, '10.0.1.3')).json()).toEqual({ detail: BOOKING_MOVED });
});

test("the 31st move from one address within 10 minutes is a 429; a stranger's tries do not use up the holder's moves", async () => {
  const w = await world();
  const booked = await visitorPaid(w);
  const cookie = await linkCookie(w, booked);
  const friday = (await timeslots(w.app, FRIDAY)).slice(2, 6).map((s) => s.id);
  const move = { booking_date: '20261127', timeslot_ids: friday };
  // someone without the link tries the booking 30 times: 404 each, counted on their address only
  for (let i = 0; i < 30; i++) expect((await moveCall(w, booked.id, move, {}, '10.6.6.6')).statusCode).toBe(404);
  const refused = await moveCall(w, booked.id, move, { 'accept-language': 'zh-TW,zh;q=0.9' }, '10.6.6.6');
  expect([refused.statusCode, refused.json()]).toEqual([429, { detail: MOVE_TOO_OFTEN['zh-TW'] }]);
  expect((await moveCall(w, booked.id, move, { cookie }, '10.0.0.1')).json()).toEqual({ detail: BOOKING_MOVED });
});

const world = () => writeWorld(startApp, staticDir);
