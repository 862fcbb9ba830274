import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/db';
import { NO_PACK_CREDIT } from '../../../src/shared/packWords';
import type { AdminWorld } from '../admin/adminKit';
import { count, firstSlotIds } from '../booking/bookingTestKit';
import { bookWithPack, buyPack, definePack, FIVE_HOURS, myPacks } from './packKit';

// The race of issue 41's "Done means": a student spending their last pack credit twice at once gets one booking.
// Run on the embedded database (one app) and on PostgreSQL with two app instances (two server processes).

export interface RaceWorld {
  first: FastifyInstance;
  second: FastifyInstance;
  db: Db;
  w: AdminWorld;
}

export function packRaceBehaviour(start: () => Promise<RaceWorld>) {
  test('two lessons booked at once with the last credit of a pack: one booking, the other told no credit is left, its hold let go', async () => {
    const { first, second, db, w } = await start();
    const pack = await definePack(w, { ...FIVE_HOURS, lessons: 1 });
    const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
    for (const day of days) {
      await buyPack(first, w.visitor, pack);
      const [a, b, c, d] = await firstSlotIds(first, 4, day);
      const results = await Promise.all([bookWithPack(first, w.visitor, day, [a, b]), bookWithPack(second, w.visitor, day, [c, d])]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().detail).toBe(NO_PACK_CREDIT);
    }
    expect(await count(db, "select 1 from bookings where status = 'Confirmed' and provider = 'pack'")).toBe(days.length);
    expect(await count(db, "select 1 from bookings where status = 'Pending'")).toBe(0);
    expect(await count(db, "select 1 from lesson_credits where kind = 'use'")).toBe(days.length);
    expect((await myPacks(first, w.visitor)).map((p: { left: number }) => p.left)).toEqual([0, 0, 0]);
  });
}
