import fs from 'node:fs';
import { visitorPaid, writeWorld } from '../admin/adminBookingsWriteKit';
import { FRIDAY, moveCall, slotsAt } from '../booking/bookingMoveBehaviour';
import type { RemoteCheckout } from '../../../src/server/payments/provider';
import { fakeProvider, type FakeProvider } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The provider's (Stripe Checkout's) line item of a move's difference is named in the customer's language, as the
// trial's own checkout names its line item (issue 38): the checkout page and the card's receipt show it to them.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** A remote provider whose difference sessions have ids of their own (the booking's is fake_<id>). */
function provider() {
  const p = fakeProvider() as FakeProvider & RemoteCheckout;
  p.createCheckout = async (req) => {
    p.created.push(req);
    const id = req.differenceId ? `fake_diff_${req.differenceId}` : `fake_${req.bookingId}`;
    return { sessionId: id, url: `https://pay.example/${id}` };
  };
  return p;
}

test.each([
  ['ja', /^体験レッスン 2026年11月27日\(金\) 10:00-13:00: 差額 \(GT-\w+\)$/],
  ['zh-TW', /^體驗課 2026年11月27日（星期五） 10:00-13:00: 差額 \(GT-\w+\)$/],
  ['en', /^Trial class Fri, 27 Nov 2026 10:00-13:00: difference \(GT-\w+\)$/],
])('a %s customer\u2019s difference is named in their language, with the date as it writes it', async (language, name) => {
  const payments = provider();
  const w = await writeWorld(startApp, staticDir, payments);
  const booked = await visitorPaid(w, { fake: true });
  await w.db.query('update bookings set language = $2 where id = $1', [booked.id, language]);
  const moved = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: await slotsAt(w, 0, 6), difference: 'card' });
  expect(moved.statusCode).toBe(200);
  const difference = payments.created.at(-1)!;
  expect(difference.differenceId).toBeDefined();
  expect(difference.description).toMatch(name);
});
