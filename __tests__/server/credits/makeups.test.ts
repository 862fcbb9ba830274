import fs from 'node:fs';
import { MAKEUP_NOT_FOUND, MAKEUP_TIME_TAKEN } from '../../../src/shared/makeups';
import { logIn } from '../accounts/accountsKit';
import { CLASS_FULL, TEACHER_NOT_FOR_COURSE } from '../../../src/shared/enrolmentWords';
import { adminCall, adminWorld, laterLoggedInAgain, VISITOR, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { customer, deskEnrol, ELEMENTARY_ENGLISH, tuesday } from '../enrolment/enrolmentKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { makeupBehaviour, makeupTimesOf, mikaWithCredits } from './makeupBehaviour';

// Make-up lessons (issue 41, point 2): a free time of the course's length with a teacher of its language (her own
// teacher first), paid with a credit; the teacher's time taken as a trial's is; canceled before the cut-off, the
// credit comes back (once), after it, not.
jest.setTimeout(90_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

async function school(clock = testClock()): Promise<AdminWorld> {
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  return adminWorld(t);
}

describe('on the embedded database', () =>
  makeupBehaviour(async () => {
    const w = await school();
    return { w, second: w.app };
  }));

test("the times are the course's length, her own teacher first; a make-up takes the teacher's time and shows on my page", async () => {
  const w = await school();
  const id = await mikaWithCredits(w, 1);
  const times = await makeupTimesOf(w, id, '2026-12-02');
  expect(times.length).toBeGreaterThan(2);
  // never before her first lesson (1 December), whatever `from` asks
  const early = await makeupTimesOf(w, id, '2026-11-24');
  expect([early.length > 0, early.every((t) => t.day >= '2026-12-01')]).toEqual([true, true]);
  for (const t of times)
    expect(Number(t.end.slice(0, 2)) * 60 + Number(t.end.slice(3)) - (Number(t.start.slice(0, 2)) * 60 + Number(t.start.slice(3)))).toBe(
      60,
    );
  const firstAt = times.filter((t) => t.day === times[0].day && t.start === times[0].start);
  if (firstAt.some((t) => t.teacher_id === SATO)) expect(firstAt[0]).toMatchObject({ teacher_id: SATO, own_teacher: true });
  const t = times[0];
  const made = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
    day: t.day,
    start: t.start,
    teacher_id: t.teacher_id,
  });
  expect([made.statusCode, made.json()]).toEqual([
    201,
    expect.objectContaining({ day: t.day, time_range: `${t.start}-${t.end}`, status: 'Confirmed' }),
  ]);
  expect(await count(w.db, 'select 1 from teacher_slots where booking_id = $1', [made.json().booking_id])).toBe(2);
  const mine = (await adminCall(w.app, 'GET', `/public/mypage/enrolments/${id}/credits`, w.visitor)).json();
  expect(mine).toMatchObject({ balance: 0, makeups: [{ booking_id: made.json().booking_id }] });
  // no credit left: no times offered
  expect(await makeupTimesOf(w, id, '2026-12-02')).toEqual([]);
});

test('canceled before the cut-off the credit comes back (once); after it, the seat is freed but the credit is not', async () => {
  const clock = testClock();
  const w = await school(clock);
  const id = await mikaWithCredits(w, 2);
  const [a, b] = (await makeupTimesOf(w, id, '2026-12-09')).filter((t, i, all) => i === 0 || t.day !== all[0].day);
  const book = async (t: typeof a) =>
    (
      await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
        day: t.day,
        start: t.start,
        teacher_id: t.teacher_id,
      })
    ).json();
  const first = await book(a);
  const cancel = (bookingId: number) => adminCall(w.app, 'POST', `/public/mypage/makeups/${bookingId}/cancel`, w.visitor, {});
  expect((await cancel(first.booking_id)).json()).toEqual({ credit_returned: true });
  expect([(await cancel(first.booking_id)).json().detail]).toEqual([MAKEUP_NOT_FOUND]);
  expect(await count(w.db, "select 1 from lesson_credits where kind = 'returned'")).toBe(1);
  const second = await book(b);
  // the evening before the make-up's day, after 20:00
  const minutes = Math.round((new Date(`${second.day}T00:00:00+09:00`).getTime() - clock.now().getTime()) / 60_000) - 3 * 60;
  await laterLoggedInAgain(w, clock, minutes);
  w.visitor = await logIn(w.app, { email: VISITOR.email, password: VISITOR.password });
  expect((await cancel(second.booking_id)).json()).toEqual({ credit_returned: false });
  expect(await count(w.db, 'select 1 from teacher_slots where booking_id = $1', [second.booking_id])).toBe(0);
});

test("bad input is 400 { detail }; another teacher's language, a time off the grid, another's make-up are refused", async () => {
  const w = await school();
  const id = await mikaWithCredits(w, 1);
  const url = `/public/mypage/enrolments/${id}/makeups`;
  for (const body of [
    {},
    { day: '2026-12-09', start: '25:00', teacher_id: SATO },
    { day: '2026-12-09', start: '15:00', teacher_id: 'x' },
  ]) {
    const res = await adminCall(w.app, 'POST', url, w.visitor, body);
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  const [korean] = await w.db.query<{ id: number }>("select id from teachers where not ('en' = any(languages)) limit 1");
  if (korean)
    expect(
      (await adminCall(w.app, 'POST', url, w.visitor, { day: '2026-12-09', start: '15:00', teacher_id: korean.id })).json().detail,
    ).toBe(TEACHER_NOT_FOR_COURSE);
  expect((await adminCall(w.app, 'POST', url, w.visitor, { day: '2026-12-09', start: '15:10', teacher_id: SATO })).json().detail).toBe(
    MAKEUP_TIME_TAKEN,
  );
  expect((await adminCall(w.app, 'POST', '/public/mypage/makeups/999/cancel', w.visitor, {})).json().detail).toBe(MAKEUP_NOT_FOUND);
  expect(await count(w.db, "select 1 from bookings where kind = 'makeup'")).toBe(0);
});

test("a group course's make-up takes a free seat of another class's lesson, never over its capacity; cancelled, the seat is free again", async () => {
  const w = await school();
  await w.db.query('update courses set capacity = 3 where id = $1', [ELEMENTARY_ENGLISH]);
  const id = await mikaWithCredits(w, 2);
  const ken = await deskEnrol(w, tuesday(await customer(w.db, 'Ken Kato'), LEE, '15:00'));
  expect(ken.statusCode).toBe(201);
  const times = await makeupTimesOf(w, id, '2026-12-02');
  expect(times.length).toBeGreaterThan(0);
  expect(times.every((t) => t.teacher_id === LEE && t.start === '15:00' && t.end === '16:00')).toBe(true);
  const url = `/public/mypage/enrolments/${id}/makeups`;
  const body = { day: times[0].day, start: '15:00', teacher_id: LEE };
  const made = await adminCall(w.app, 'POST', url, w.visitor, body);
  expect(made.statusCode).toBe(201);
  // not twice in one lesson for one student (a seat is still free)
  const again = await adminCall(w.app, 'POST', url, w.visitor, body);
  expect([again.statusCode, again.json().detail]).toEqual([409, CLASS_FULL]);
  // Lee's class holds 3: Ken, one more enrolled and Mika's guest seat fill it; that lesson is no longer offered
  await w.db.query('update classes set seats_taken = 2 where teacher_id = $1', [LEE]);
  expect((await makeupTimesOf(w, id, '2026-12-02')).map((t) => t.day)).not.toContain(times[0].day);
  expect(await count(w.db, 'select 1 from lessons l join classes c on c.id = l.class_id where c.capacity < c.seats_taken + l.guests')).toBe(
    0,
  );
  const guests = () => w.db.query<{ guests: number }>('select guests from lessons where day = $1 and guests > 0', [times[0].day]);
  expect(await guests()).toEqual([{ guests: 1 }]);
  await adminCall(w.app, 'POST', `/public/mypage/makeups/${made.json().booking_id}/cancel`, w.visitor, {});
  expect(await guests()).toEqual([]);
  expect(await count(w.db, "select 1 from lesson_credits where kind = 'use'")).toBe(1);
});
