import fs from 'node:fs';
import { bookingCoreBehaviour } from './bookingBehaviour';
import { NOW, TEST_SCHEDULE, bookingsIn, fakeProvider, firstSlotIds, pay, seatsFree } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// POST /public/book/confirm with action_type "payment", on the embedded database (PGlite).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describe('booking core on PGlite', () => {
  bookingCoreBehaviour(() => startApp(staticDir, { services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false } }));
});

describe('the checkout session request', () => {
  test('asks the provider for the total, the booking, the return url and the 30-minute expiry', async () => {
    const payments = fakeProvider();
    const { app, db } = await startApp(staticDir, { services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false, payments } });
    const res = await pay(app, await firstSlotIds(app, 5));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', session: { url: 'https://pay.example/fake_1' } });
    const [booking] = await db.query<{ id: number; reference_id: string }>('select id, reference_id from bookings');
    expect(payments.created).toEqual([
      {
        bookingId: booking.id,
        referenceId: booking.reference_id,
        amountYen: 7500,
        description: 'Trial class Tue, 24 Nov 2026 10:00-12:30',
        customerEmail: 'hanako@example.com',
        language: 'en',
        successUrl: 'http://localhost:3000/app/book_success',
        expiresAt: new Date(NOW.getTime() + 30 * 60_000),
      },
    ]);
    expect(booking.reference_id).toMatch(/^[\w-]{20,}$/);
  });

  test('a provider that cannot be reached: 502 with a detail, and the hold is released at once', async () => {
    const payments = fakeProvider();
    payments.failCreate = true;
    const { app, db } = await startApp(staticDir, { services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false, payments } });
    const ids = await firstSlotIds(app, 4);
    const res = await pay(app, ids);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'The payment service could not be reached. Please try again.' });
    expect(await bookingsIn(db, 'Expired')).toBe(1);
    expect(await seatsFree(db, ids)).toEqual([1, 1, 1, 1]);
    payments.failCreate = false;
    expect((await pay(app, ids)).statusCode).toBe(200);
  });
});
