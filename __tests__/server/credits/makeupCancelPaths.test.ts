import fs from 'node:fs';
import { logIn } from '../accounts/accountsKit';
import { adminCall, adminWorld, laterLoggedInAgain, VISITOR, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { customer, deskEnrol, ELEMENTARY_ENGLISH, tuesday } from '../enrolment/enrolmentKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { makeupTimesOf, mikaWithCredits } from './makeupBehaviour';

// "Cancelling a make-up before the cut-off returns the credit" (issue 41, point 2) on both cancel paths: my page's
// make-up cancel and the booking's own cancel (cancelInTransaction) return it through one rule (returnCreditOf): before
// the cut-off one 'returned' row, after it none.
jest.setTimeout(90_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

type Path = 'my page' | 'the booking cancel';
const cancelUrl = (path: Path, id: number) =>
  path === 'my page' ? `/public/mypage/makeups/${id}/cancel` : `/public/bookings/${id}/cancel`;
const returned = (w: AdminWorld) => count(w.db, "select 1 from lesson_credits where kind = 'returned'");

async function school(clock: ReturnType<typeof testClock>): Promise<AdminWorld> {
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  return adminWorld(t);
}

async function bookTwo(w: AdminWorld, id: number) {
  const [a, b] = (await makeupTimesOf(w, id, '2026-12-09')).filter((t, i, all) => i === 0 || t.day !== all[0].day);
  const book = async (t: typeof a) => {
    const res = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
      day: t.day,
      start: t.start,
      teacher_id: t.teacher_id,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { booking_id: number; day: string };
  };
  return [await book(a), await book(b)];
}

describe.each<Path>(['my page', 'the booking cancel'])('a make-up canceled through %s', (path) => {
  test('before the cut-off gives one returned credit; after it (the evening before, past 20:00) none', async () => {
    const clock = testClock();
    const w = await school(clock);
    const id = await mikaWithCredits(w, 2);
    const [first, second] = await bookTwo(w, id);
    expect((await adminCall(w.app, 'POST', cancelUrl(path, first.booking_id), w.visitor, {})).statusCode).toBe(200);
    expect(await returned(w)).toBe(1);
    const minutes = Math.round((new Date(`${second.day}T00:00:00+09:00`).getTime() - clock.now().getTime()) / 60_000) - 3 * 60;
    await laterLoggedInAgain(w, clock, minutes);
    w.visitor = await logIn(w.app, { email: VISITOR.email, password: VISITOR.password });
    expect((await adminCall(w.app, 'POST', cancelUrl(path, second.booking_id), w.visitor, {})).statusCode).toBe(200);
    expect(await count(w.db, "select 1 from bookings where id = $1 and status = 'Canceled'", [second.booking_id])).toBe(1);
    expect(await returned(w)).toBe(1);
  });
});

test("a group make-up canceled through the booking cancel gives its guest seat back, as my page's cancel does", async () => {
  const w = await school(testClock());
  await w.db.query('update courses set capacity = 3 where id = $1', [ELEMENTARY_ENGLISH]);
  const id = await mikaWithCredits(w, 1);
  expect((await deskEnrol(w, tuesday(await customer(w.db, 'Ken Kato'), LEE, '15:00'))).statusCode).toBe(201);
  const [t] = await makeupTimesOf(w, id, '2026-12-02');
  const made = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
    day: t.day,
    start: t.start,
    teacher_id: LEE,
  });
  expect(made.statusCode).toBe(201);
  const guests = () => count(w.db, 'select 1 from lessons where guests > 0');
  expect(await guests()).toBe(1);
  expect((await adminCall(w.app, 'POST', `/public/bookings/${made.json().booking_id}/cancel`, w.visitor, {})).statusCode).toBe(200);
  expect([await guests(), await returned(w)]).toEqual([0, 1]);
});
