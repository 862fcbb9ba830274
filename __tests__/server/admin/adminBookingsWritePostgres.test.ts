import fs from 'node:fs';
import { SLOT_TAKEN } from '../../../src/server/booking/bookingService';
import { ADMIN_CONFIG, adminCall } from './adminKit';
import {
  expectOneWinner,
  phoneBooking,
  staffBookCall,
  staffCancelCall,
  visitorPaid,
  writeWorldOn,
  type WriteWorld,
} from './adminBookingsWriteKit';
import { count, fakeProvider, firstSlotIds, seatsFree, testClock, type FakeProvider } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// "a refund can never be paid twice (two staff clicking together: one refund)", on a real
// PostgreSQL server where the two clicks land on two app instances (server processes with their own
// pools) and their transactions really run at the same time.
jest.setTimeout(120_000);
/** What the console shows of a visitor's paid booking (¥6,000). */
const PAID_SEEN = { status: 'Confirmed', paid_yen: 6000 };
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`staff actions on bookings ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);

  /** Two instances on one database, sharing the provider and the clock; the world's people log in on the first. */
  async function twoInstances(payments?: FakeProvider): Promise<{ a: WriteWorld; b: WriteWorld }> {
    const clock = testClock();
    const services = { now: clock.now, ...(payments ? { payments } : {}) };
    const [first, second] = [await instance(services, ADMIN_CONFIG), await instance(services, ADMIN_CONFIG)];
    const a = await writeWorldOn(first, clock);
    // the same sessions, sent to the other process
    return { a, b: { ...a, app: second.app, db: second.db, deps: second.app.services.deps } };
  }

  test('two staff refunding together on two instances: one 200, one 409, the provider refunds once', async () => {
    const fake = fakeProvider();
    const { a, b } = await twoInstances(fake);
    const booked = await visitorPaid(a, { fake: true });
    const results = await Promise.all([
      staffCancelCall(a, booked.id, { refund: 'full', decided_on: PAID_SEEN }, a.staff),
      staffCancelCall(b, booked.id, { refund: 'partial', amount: 1000, decided_on: PAID_SEEN }, b.owner),
    ]);
    expectOneWinner(results);
    expect(fake.refunds).toHaveLength(1);
    expect(await seatsFree(a.db, booked.ids)).toEqual([1, 1, 1, 1]);
    expect(await count(a.db, `select 1 from audit_log where action = 'booking.canceled'`)).toBe(1);
    expect(await count(a.db, `select 1 from mail_outbox where subject like 'Your trial class % was canceled (GT-%)'`)).toBe(1);
  });

  test('eight clicks at once across both instances: exactly one cancel, one refund on the test checkout', async () => {
    const { a, b } = await twoInstances();
    const booked = await visitorPaid(a);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        staffCancelCall(i % 2 ? a : b, booked.id, { refund: 'full', decided_on: PAID_SEEN }, i % 4 < 2 ? a.staff : a.owner),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await a.db.query('select refunded_amount from test_checkout_sessions')).toEqual([{ refunded_amount: 6000 }]);
    expect(await count(a.db, `select 1 from mail_outbox where subject like 'Your refund for%'`)).toBe(1);
  });

  test('two desks booking the same seats at once: one 201, one 409 SLOT_TAKEN, never a double booking', async () => {
    const { a, b } = await twoInstances();
    const ids = await firstSlotIds(a.app, 4);
    const results = await Promise.all([
      staffBookCall(a, phoneBooking(ids, 'cash'), a.staff),
      staffBookCall(b, { ...phoneBooking(ids, 'link'), user_email: 'other@example.com' }, a.owner),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ detail: SLOT_TAKEN });
    expect(await count(a.db, 'select 1 from bookings')).toBe(1);
    expect(await seatsFree(a.db, ids)).toEqual([0, 0, 0, 0]);
    expect(await count(a.db, `select 1 from audit_log where action = 'booking.created_by_staff'`)).toBe(1);
  });

  test('a walk-in with only a name: no email stored, found by name in the search, no customer email queued', async () => {
    const { a } = await twoInstances();
    const ids = await firstSlotIds(a.app, 4);
    const { user_email: _email, ...rest } = phoneBooking(ids, 'cash');
    const res = await staffBookCall(a, { ...rest, user_name: 'Walk-in Mori', source: 'desk' }, a.staff);
    expect(res.statusCode).toBe(201);
    expect(await a.db.query('select user_email, search_text from bookings')).toEqual([{ user_email: null, search_text: 'walk-in mori\n' }]);
    const found = (await adminCall(a.app, 'GET', '/admin/bookings?q=mori', a.staff)).json();
    expect(found.items.map((r: { user_email: string | null }) => r.user_email)).toEqual([null]);
    expect(await count(a.db, `select 1 from mail_outbox where to_address is null or to_address = ''`)).toBe(0);
  });
});
