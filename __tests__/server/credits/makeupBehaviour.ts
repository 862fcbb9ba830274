import type { FastifyInstance } from 'fastify';
import { MAKEUP_TIME_TAKEN, NO_CREDIT, type MakeupTime } from '../../../src/shared/makeups';
import { adminCall, type AdminWorld } from '../admin/adminKit';
import { count } from '../booking/bookingTestKit';
import { SATO } from '../teachers/teachersKit';
import { customer, deskEnrol, tuesday } from '../enrolment/enrolmentKit';

// Make-ups where they race, written once and run on PGlite (makeups.test.ts) and on a real PostgreSQL server with two
// app instances (makeupPostgres.test.ts): the last credit spent twice at once gives one make-up; two make-ups for the
// same teacher's time give one, and the refused one spends no credit.

export interface MakeupWorld {
  w: AdminWorld;
  /** The second app on the same database (PGlite: the same app). */
  second: FastifyInstance;
}

/** Mika (the visitor's account) enrolled with Sato on Tuesdays at 12:00, with `credits` make-up credits given by the desk. */
export async function mikaWithCredits(w: AdminWorld, credits: number): Promise<number> {
  const kim = await customer(w.db, 'Mika Mori');
  const made = await deskEnrol(w, tuesday(kim, SATO, '12:00'));
  expect(made.statusCode).toBe(201);
  const id: number = made.json().id;
  await w.db.query("update enrolments set user_id = (select id from users where email = 'hanako@example.com') where id = $1", [id]);
  const given = await adminCall(w.app, 'POST', `/admin/customers/${kim}/credits`, w.staff, {
    change: credits,
    reason: 'Test',
    enrolment_id: id,
  });
  expect(given.statusCode).toBe(200);
  return id;
}

export async function makeupTimesOf(w: AdminWorld, id: number, from: string): Promise<MakeupTime[]> {
  const res = await adminCall(w.app, 'GET', `/public/mypage/enrolments/${id}/makeup-times?from=${from}`, w.visitor);
  expect(res.statusCode).toBe(200);
  return res.json().times;
}

const book = (app: FastifyInstance, w: AdminWorld, id: number, t: MakeupTime) =>
  adminCall(app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, { day: t.day, start: t.start, teacher_id: t.teacher_id });

export function makeupBehaviour(start: () => Promise<MakeupWorld>) {
  test('the last credit spent twice at once (two times): one make-up is booked, the other is told no credit is left', async () => {
    const { w, second } = await start();
    const id = await mikaWithCredits(w, 1);
    const times = await makeupTimesOf(w, id, '2026-12-02');
    const [a, b] = [times[0], times.find((t) => t.day !== times[0].day)!]; // two days: no seat or teacher shared
    const results = await Promise.all([book(w.app, w, id, a), book(second, w, id, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().detail).toBe(NO_CREDIT);
    expect(await count(w.db, "select 1 from bookings where kind = 'makeup'")).toBe(1);
    expect(await count(w.db, "select 1 from lesson_credits where kind = 'use'")).toBe(1);
    // the refused one left no seat, no teacher's time behind
    expect(await count(w.db, "select 1 from teacher_slots ts join bookings b on b.id = ts.booking_id where b.kind = 'makeup'")).toBe(2);
  });

  test("two make-ups for the same teacher's time at once: one is booked, the other is told it is taken and keeps its credit", async () => {
    const { w, second } = await start();
    const id = await mikaWithCredits(w, 2);
    const [t] = await makeupTimesOf(w, id, '2026-12-02');
    const results = await Promise.all([book(w.app, w, id, t), book(second, w, id, t)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().detail).toBe(MAKEUP_TIME_TAKEN);
    expect(await count(w.db, "select 1 from lesson_credits where kind = 'use'")).toBe(1);
    const credits = await adminCall(w.app, 'GET', `/public/mypage/enrolments/${id}/credits`, w.visitor);
    expect(credits.json().balance).toBe(1);
  });
}
