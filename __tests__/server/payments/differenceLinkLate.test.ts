import fs from 'node:fs';
import { DIFFERENCE_LINK_CLASS_BEGUN } from '../../../src/shared/admin/moveWords';
import { tokyoInstant } from '../../../src/shared/dates';
import { adminCall, laterLoggedInAgain } from '../admin/adminKit';
import { visitorPaid, writeWorld } from '../admin/adminBookingsWriteKit';
import { FRIDAY, moveCall } from '../booking/bookingMoveBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// A difference's payment link works until the class begins at the latest. Emailing it again after that sent a
// link that had already run out; it is refused with words staff can act on (take the difference in cash).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test('emailing a difference link again once the class has begun is a 409 saying so, and no email is queued', async () => {
  const w = await writeWorld(startApp, staticDir);
  const booked = await visitorPaid(w);
  const calendar = (await adminCall(w.app, 'GET', `/admin/calendar?from=${FRIDAY}&days=1`, w.staff)).json();
  const six = calendar.days[0].slots.slice(0, 6).map((s: { id: number }) => s.id); // Friday from 10:00
  const moved = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: six, difference: 'card' });
  expect(moved.statusCode).toBe(200);
  const begun = Math.ceil((tokyoInstant(FRIDAY, '10:00').getTime() - w.clock.now().getTime()) / 60_000) + 1;
  await laterLoggedInAgain(w, w.clock, begun);
  const mails = async () => (await w.db.query('select id from mail_outbox where booking_id = $1', [booked.id])).length;
  const before = await mails();
  const again = await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/link`, w.staff);
  expect([again.statusCode, again.json()]).toEqual([409, { detail: DIFFERENCE_LINK_CLASS_BEGUN }]);
  expect(await mails()).toBe(before);
  // the difference is still owed, for the desk to take in cash
  const cash = await adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/difference/cash`, w.staff);
  expect(cash.statusCode).toBe(200);
});
