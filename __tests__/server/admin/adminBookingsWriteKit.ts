import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { completeCheckout } from '../../../src/server/booking/paymentLifecycle';
import type { Config } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/db';
import type { ServerDeps } from '../../../src/server/deps';
import type { PaymentProvider } from '../../../src/server/payments/provider';
import type { StaffBookingBody, StaffCancelBody, StaffPayment } from '../../../src/shared/admin/bookings';
import { ADMIN_CONFIG, adminCall, adminWorld, type AdminWorld } from './adminKit';
import type { LoggedIn } from '../accounts/accountsKit';
import { compact, FIRST_DAY, firstSlotIds, pay, payWithCard, TEST_SCHEDULE, testClock } from '../booking/bookingTestKit';
import type { StartOptions, TestApp } from '../testApp';

// Shared pieces of the tests of the staff's writes on bookings: an admin world with the
// school's address configured, a visitor's paid booking, and the three calls.

export const SCHOOL = 'school@gtss.example';
export const WRITE_CONFIG: Partial<Config> = { ...ADMIN_CONFIG, schoolEmail: SCHOOL };

export interface WriteWorld extends AdminWorld {
  deps: ServerDeps;
  clock: ReturnType<typeof testClock>;
}

/** An admin world (owner, staff, visitor) on an app with SCHOOL_EMAIL set, workers off, the test's clock. */
export async function writeWorld(
  startApp: (staticDir: string, options: StartOptions) => Promise<TestApp>,
  staticDir: string,
  payments?: PaymentProvider,
  config: Partial<Config> = {},
): Promise<WriteWorld> {
  const clock = testClock();
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: TEST_SCHEDULE, workers: false, payments },
    config: { ...WRITE_CONFIG, ...config },
  });
  return { ...(await adminWorld(t)), deps: t.app.services.deps, clock };
}

/** The same on an app already started (a PostgreSQL instance). */
export async function writeWorldOn(started: { app: FastifyInstance; db: Db }, clock = testClock()): Promise<WriteWorld> {
  const deps = started.app.services.deps;
  const w = await adminWorld({ ...started, config: { publicUrl: deps.publicUrl } as Config });
  return { ...w, deps, clock };
}

/**
 * A guest's booking of the first `n` free slots of `date` (or of the slots `ids`), paid as a visitor pays: on
 * the built-in test checkout's page, or (a fake remote provider) by the provider's word as the webhook delivers it.
 */
export async function visitorPaid(
  w: Pick<WriteWorld, 'app' | 'db' | 'deps'>,
  options: { date?: string; n?: number; ids?: number[]; email?: string; fake?: boolean } = {},
): Promise<{ id: number; ids: number[]; ref: string }> {
  const date = options.date ?? FIRST_DAY;
  const ids = options.ids ?? (await firstSlotIds(w.app, options.n ?? 4, date));
  const res = await pay(w.app, ids, { booking_date: compact(date), user_email: options.email ?? 'guest@example.com' });
  expect(res.statusCode).toBe(200);
  const [b] = await w.db.query<{ id: number; ref: string }>('select id, reference_id as ref from bookings order by id desc limit 1');
  if (options.fake) await completeCheckout(w.deps, `fake_${b.id}`, `pi_${b.id}`, null);
  else expect((await payWithCard(w.app, res.json().session.url)).statusCode).toBe(303);
  const [{ status }] = await w.db.query<{ status: string }>('select status from bookings where id = $1', [b.id]);
  expect(status).toBe('Confirmed');
  return { ...b, ids };
}

/**
 * A staff cancel as the console sends it: a body without `decided_on` gets what the booking's page shows
 * now (its status and paid_yen, as `who` reads it), unless `raw`; a mangled body goes as it is.
 */
export async function staffCancelCall(
  w: AdminWorld,
  id: number | string,
  body: StaffCancelBody | object,
  who: LoggedIn = w.staff,
  raw = false,
): Promise<LightMyRequestResponse> {
  if (raw || Array.isArray(body) || 'decided_on' in body) return adminCall(w.app, 'POST', `/admin/bookings/${id}/cancel`, who, body);
  const shown = await adminCall(w.app, 'GET', `/admin/bookings/${id}`, who);
  const seen = shown.statusCode === 200 ? shown.json<{ status: string; paid_yen: number }>() : { status: 'Confirmed', paid_yen: 0 };
  const decided_on = { status: seen.status, paid_yen: seen.paid_yen };
  return adminCall(w.app, 'POST', `/admin/bookings/${id}/cancel`, who, { ...body, decided_on });
}

export const staffBookCall = (w: AdminWorld, body: StaffBookingBody | object, who: LoggedIn = w.staff) =>
  adminCall(w.app, 'POST', '/admin/bookings', who, body);

export const attendanceCall = (w: AdminWorld, id: number | string, body: object, who: LoggedIn = w.staff) =>
  adminCall(w.app, 'PUT', `/admin/bookings/${id}/attendance`, who, body);

/** A phone booking of `ids` on `date` for Kenji, paid as `payment` (cash is taken at the desk only: a desk booking then). */
export const phoneBooking = (ids: number[], payment: StaffPayment, date = FIRST_DAY): StaffBookingBody => ({
  booking_date: date,
  timeslot_ids: ids,
  user_name: 'Kenji Sato',
  user_email: 'kenji@example.com',
  phone: '090-1234-5678',
  language: 'ja',
  source: payment === 'cash' ? 'desk' : 'phone',
  payment,
});

export interface BookingMail {
  to_address: string;
  subject: string;
  text_body: string;
}
/** The emails queued about one booking, in order. */
export const mailsOf = (db: Db, bookingId: number) =>
  db.query<BookingMail>('select to_address, subject, text_body from mail_outbox where booking_id = $1 order by id', [bookingId]);

/** Exactly one 200 and one 409 among two answers. */
export function expectOneWinner(results: LightMyRequestResponse[]): LightMyRequestResponse {
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const loser = results.find((r) => r.statusCode === 409)!;
  expect(loser.json()).toEqual({ detail: expect.stringMatching(/already canceled/) });
  return results.find((r) => r.statusCode === 200)!;
}
