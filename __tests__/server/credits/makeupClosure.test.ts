import { useSchoolsWithTeachers } from '../enrolment/enrolmentKit';
import { schoolCancelValidUntil, DEFAULT_LESSON_RULES } from '../../../src/shared/lessonRules';
import { adminCall, type AdminWorld } from '../admin/adminKit';
import { LEE, slotIdsAt, startsFrom } from '../teachers/teachersKit';
import { makeupTimesOf, mikaWithCredits } from './makeupBehaviour';
import { buyPack, definePack } from '../packs/packKit';
import { call } from '../accounts/accountsKit';

// A make-up the school cancels (its day closed) is a lesson the school cancels (issue 41, point 1): the credit comes
// back valid as a closure's credit is (three months by default), not only to the absence credit's own end, which
// may be days away; a pack's keeps the pack's date. Found while writing the school-year story's closure.
jest.setTimeout(60_000);
const school = useSchoolsWithTeachers();

/** The owner closes `day`, confirming every booking and lesson on it. */
async function closeDay(w: AdminWorld, day: string) {
  const { settings, version } = (await adminCall(w.app, 'GET', '/admin/schedule', w.owner)).json();
  const refused = await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, {
    settings: { ...settings, closedDates: [day] },
    version,
  });
  const conflicts: Array<{ id: number; kind?: string; status: string }> = refused.json().conflicts;
  const closed = await adminCall(w.app, 'POST', '/admin/schedule/close-dates', w.owner, {
    version,
    dates: [day],
    bookings: conflicts.filter((c) => c.kind !== 'lesson').map((c) => ({ id: c.id, status: c.status })),
    lessons: conflicts.filter((c) => c.kind === 'lesson').map((c) => c.id),
    reason: '台風のため',
  });
  expect(closed.statusCode).toBe(200);
}

test('a make-up on a day the owner closes gives its credit back valid as a closure credit', async () => {
  const w = await school();
  const id = await mikaWithCredits(w, 1);
  const [{ valid_until: before }] = await w.db.query<{ valid_until: string }>(
    "select valid_until::text as valid_until from lesson_credits where kind = 'staff'",
  );
  const time = (await makeupTimesOf(w, id, '2026-12-09')).find((t) => t.teacher_id === LEE && t.day > '2026-12-09')!;
  const made = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
    day: time.day,
    start: time.start,
    teacher_id: LEE,
  });
  expect(made.statusCode).toBe(201);
  await closeDay(w, time.day);
  const returned = await w.db.query("select valid_until::text as valid_until from lesson_credits where kind = 'returned'");
  const until = schoolCancelValidUntil(DEFAULT_LESSON_RULES, time.day);
  expect(until > before).toBe(true);
  expect(returned).toEqual([{ valid_until: until }]);
  const mine = (await adminCall(w.app, 'GET', `/public/mypage/enrolments/${id}/credits`, w.visitor)).json();
  expect(mine.balance).toBe(1);
});

test("a pack's lesson on a closed day gives its credit back with the pack's own date (its validity is the law's)", async () => {
  const w = await school();
  await buyPack(w.app, w.visitor, await definePack(w));
  const day = '2026-12-10';
  const ids = await slotIdsAt(w.db, startsFrom('15:00', 2), day);
  const body = { rental_space_id: 'default', booking_date: '20261210', timeslot_ids: ids, seat_count: 1, teacher_id: LEE };
  expect((await call(w.app, 'POST', '/public/packs/book', body, { cookie: w.visitor.cookie })).statusCode).toBe(201);
  await closeDay(w, day);
  const lots = await w.db.query(
    "select kind, valid_until::text as valid_until from lesson_credits where kind in ('pack', 'returned') order by id",
  );
  expect(lots).toEqual([
    { kind: 'pack', valid_until: '2027-01-22' },
    { kind: 'returned', valid_until: '2027-01-22' },
  ]);
});
