import type { LightMyRequestResponse } from 'fastify';
import { TOO_LATE } from '../../../src/server/booking/cancelService';
import { CLOSE_DATES_CHANGED } from '../../../src/shared/admin/schedule';
import type { ConflictBooking } from '../../../src/shared/admin/common';
import { adminCall, OWNER } from './adminKit';
import { visitorPaid, type WriteWorld } from './adminBookingsWriteKit';
import { count, FIRST_DAY, seatsFree } from '../booking/bookingTestKit';

// "Cancel these N bookings and close the date" where it races, written once and run on PGlite
// (closeDates.test.ts) and on a real PostgreSQL server (closeDatesPostgres.test.ts).

/** The owner's refused closing of `dates`, as the console has it: the version and the bookings listed. */
export async function refusedClosing(w: WriteWorld, dates: string[]) {
  const { settings, version } = (await adminCall(w.app, 'GET', '/admin/schedule', w.owner)).json();
  const res = await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, {
    settings: { ...settings, closedDates: [...settings.closedDates, ...dates] },
    version,
  });
  expect(res.statusCode).toBe(409);
  const conflicts: ConflictBooking[] = res.json().conflicts;
  return { version, conflicts, bookings: conflicts.map((c) => ({ id: c.id, status: c.status })) };
}

export const closeDatesCall = (w: WriteWorld, body: object) => adminCall(w.app, 'POST', '/admin/schedule/close-dates', w.owner, body);

/** The visitor's own cancel from their booking's link (the link's cookie first). */
export async function visitorCancel(w: WriteWorld, b: { id: number; ref: string }): Promise<LightMyRequestResponse> {
  const viewed = await w.app.inject({ method: 'GET', url: `/api/public/view-booking/${b.ref}/${b.id}` });
  const c = viewed.cookies.find((x) => x.name === `gtss_booking_${b.id}`)!;
  return w.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${b.id}/cancel`,
    headers: { 'x-requested-with': 'fetch', cookie: `${c.name}=${c.value}` },
    payload: {},
  });
}

export function closeDatesBehaviour(start: () => Promise<WriteWorld>) {
  test("the owner's 'cancel these 2 and close the date' races a visitor canceling one of them: all or nothing", async () => {
    const w = await start();
    const first = await visitorPaid(w, { email: 'one@example.com' });
    const second = await visitorPaid(w, { email: 'two@example.com' });
    const seen = await refusedClosing(w, [FIRST_DAY]);
    expect(seen.bookings).toEqual([
      { id: first.id, status: 'Confirmed' },
      { id: second.id, status: 'Confirmed' },
    ]);
    const [closing, visitor] = await Promise.all([
      closeDatesCall(w, { version: seen.version, dates: [FIRST_DAY], bookings: seen.bookings }),
      visitorCancel(w, second),
    ]);
    const closed = closing.statusCode === 200;
    const settings = (await adminCall(w.app, 'GET', '/admin/schedule', w.owner)).json().settings;
    if (closed) {
      // The owner's transaction got there first: the visitor's cancel finds it canceled already.
      expect([visitor.statusCode, visitor.json()]).toEqual([409, { detail: TOO_LATE }]);
      expect(closing.json().canceled).toBe(2);
      expect(settings.closedDates).toContain(FIRST_DAY);
      expect(await count(w.db, `select 1 from audit_log where action = 'booking.canceled' and actor_email = $1`, [OWNER.email])).toBe(2);
    } else {
      // The visitor's cancel came first: nothing of the owner's happened, and the owner sees the list as it is now.
      expect(visitor.statusCode).toBe(200);
      expect([closing.statusCode, closing.json()]).toEqual([
        409,
        { detail: CLOSE_DATES_CHANGED, conflicts: [expect.objectContaining({ id: first.id, status: 'Confirmed' })] },
      ]);
      expect(settings.closedDates).not.toContain(FIRST_DAY);
      const [row] = await w.db.query<{ status: string }>('select status from bookings where id = $1', [first.id]);
      expect(row.status).toBe('Confirmed');
      expect(await seatsFree(w.db, first.ids)).toEqual([0, 0, 0, 0]);
      expect(await count(w.db, `select 1 from audit_log where actor_email = $1`, [OWNER.email])).toBe(0);
    }
    expect(await count(w.db, `select 1 from audit_log where action = 'booking.canceled'`)).toBe(closed ? 2 : 1);
    expect(await count(w.db, 'select 1 from slots where seats_free < 0 or seats_free > seats')).toBe(0);
  });
}
