import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Schedule } from '../../../src/server/booking/schedule';
import type { BookingFacts } from '../../../src/server/mail/templates';
import type { Queryable } from '../../../src/server/db/db';
import type { CheckoutRequest, PaymentProvider, SessionOutcome } from '../../../src/server/payments/provider';
import type { Timeslot } from '../../../src/shared/booking';

// Shared pieces of the booking tests: a fixed clock, the default schedule, request helpers and a fake provider.

/** Monday 2026-11-23, 10:00 in Tokyo: the window runs from Tue 2026-11-24 to Fri 2027-01-22. */
export const NOW = new Date('2026-11-23T01:00:00Z');
export const TODAY = '2026-11-23';
export const FIRST_DAY = '2026-11-24';
export const LAST_DAY = '2027-01-22';
/** A Wednesday the school closes (in TEST_SCHEDULE's closedDates). */
export const CLOSED_DAY = '2026-12-02';

/** The defaults, fixed here so a school editing config/schedule.json cannot break the tests. */
export const TEST_SCHEDULE: Schedule = {
  slotMinutes: 30,
  seatsPerSlot: 1,
  bookingWindowDays: 60,
  pricePerSlotYen: 1500,
  taxRatePercent: 10,
  weeklyHours: {
    sun: [],
    mon: [['10:00', '18:00']],
    tue: [['10:00', '18:00']],
    wed: [['10:00', '18:00']],
    thu: [['10:00', '18:00']],
    fri: [['10:00', '18:00']],
    sat: [['10:00', '14:00']],
  },
  closedDates: [CLOSED_DAY],
};

/** A clock the test moves by hand; hand `clock.now` to the app as the `now` override. */
export function testClock(start: Date = NOW) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advanceMinutes(m: number) {
      t += m * 60_000;
    },
  };
}

export const compact = (isoDate: string) => isoDate.replaceAll('-', '');

export interface BookingBody {
  rental_space_id: string;
  booking_date: string;
  timeslot_ids: number[];
  seat_count: number;
  user_name?: string;
  user_email?: string;
  action_type: 'confirm' | 'payment';
}

export function bookingBody(overrides: Partial<BookingBody> & Record<string, unknown> = {}): BookingBody {
  return {
    rental_space_id: 'default',
    booking_date: compact(FIRST_DAY),
    timeslot_ids: [],
    seat_count: 1,
    user_name: 'Hanako Yamada',
    user_email: 'hanako@example.com',
    action_type: 'confirm',
    ...overrides,
  };
}

export function postBooking(app: FastifyInstance, body: unknown, remoteAddress?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/public/book/confirm', payload: body as object, remoteAddress });
}

export async function timeslots(app: FastifyInstance, isoDate: string = FIRST_DAY): Promise<Timeslot[]> {
  const res = await app.inject({ method: 'GET', url: `/api/public/rental-space/calendar/default/${compact(isoDate)}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The ids of the first n free slots of a day. */
export async function firstSlotIds(app: FastifyInstance, n = 4, isoDate: string = FIRST_DAY): Promise<number[]> {
  return (await timeslots(app, isoDate)).slice(0, n).map((s) => s.id);
}

/** Starts a payment for the first n slots of a day; answers the response (201/200 or 409…). */
export async function pay(app: FastifyInstance, ids: number[], overrides: Partial<BookingBody> = {}, remoteAddress?: string) {
  return postBooking(app, bookingBody({ timeslot_ids: ids, action_type: 'payment', ...overrides }), remoteAddress);
}

/** Pays on the built-in test checkout at `url` (the payment call's session.url), as its form posts. */
export async function payWithCard(app: FastifyInstance, url: string, card = '4242 4242 4242 4242') {
  return app.inject({
    method: 'POST',
    url: `${new URL(url).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `card=${encodeURIComponent(card)}`,
  });
}

export async function count(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) as q`, params);
  return row.n;
}

export const bookingsIn = (db: Queryable, status?: string) =>
  status ? count(db, 'select 1 from bookings where status = $1', [status]) : count(db, 'select 1 from bookings');

export async function seatsFree(db: Queryable, ids: number[]): Promise<number[]> {
  const rows = await db.query<{ seats_free: number }>('select seats_free from slots where id = any($1::int[]) order by id', [ids]);
  return rows.map((r) => r.seats_free);
}

export type FakeProvider = PaymentProvider & {
  /** What expireCheckout answers next (the provider's word on the session). */
  outcome: SessionOutcome;
  created: CheckoutRequest[];
  refunds: Array<{ paymentRef: string; amountYen: number }>;
  expireCalls: string[];
  failCreate: boolean;
  /** expireCheckout and refund throw while set: the provider is unreachable. */
  down: boolean;
};

/** A payment provider the test controls; its sessions are `fake_<booking id>`. */
export function fakeProvider(): FakeProvider {
  const p: FakeProvider = {
    name: 'stripe',
    kind: 'remote',
    outcome: { status: 'open' },
    created: [],
    refunds: [],
    expireCalls: [],
    failCreate: false,
    down: false,
    async createCheckout(req) {
      if (p.failCreate) throw new Error('provider unreachable');
      p.created.push(req);
      return { sessionId: `fake_${req.bookingId}`, url: `https://pay.example/fake_${req.bookingId}` };
    },
    async expireCheckout(sessionId) {
      p.expireCalls.push(sessionId);
      if (p.down) throw new Error('provider unreachable');
      return p.outcome;
    },
    async refund(paymentRef, amountYen) {
      if (p.down) throw new Error('provider unreachable');
      p.refunds.push({ paymentRef, amountYen });
    },
  };
  return p;
}

/** A booking as its emails see it (Hanako's four slots on Tuesday 2026-11-24), for the mail tests. */
export const mailFacts = (overrides: Partial<BookingFacts> = {}): BookingFacts => ({
  id: 7,
  reference_id: 'REF12345abc',
  code: 'GT-4K29',
  booking_date: FIRST_DAY,
  time_range: '10:00-12:00',
  user_name: 'Hanako Yamada',
  user_email: 'hanako@example.com',
  total_amount: 6000,
  tax_rate: 10,
  sales_tax: 545,
  language: 'en',
  time_zone: null,
  ...overrides,
});

/**
 * A booking email's subject whose booking code is random: `GT-…` in `text` stands for any code
 * (GT- and 4 or 5 characters of the code alphabet), the rest must match exactly.
 */
export const withCode = (text: string) =>
  expect.stringMatching(
    new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('GT-…', 'GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4,5}')}$`),
  );
