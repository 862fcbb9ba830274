import fs from 'node:fs';
import { COURSE_NOT_FOUND } from '../../../src/shared/enrolmentWords';
import { PACK_COURSE_TEACHER } from '../../../src/shared/packWords';
import { adminCall, adminWorld } from '../admin/adminKit';
import { confirmedUser, logIn, taro } from '../accounts/accountsKit';
import { count, testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS, slotIdsAt, startsFrom } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { makeupTimesOf } from '../credits/makeupBehaviour';
import { deskEnrol, ELEMENTARY_ENGLISH, tuesday } from '../enrolment/enrolmentKit';
import { buyPack, FIVE_HOURS } from './packKit';
import { packCourseAnyTeacherBehaviour } from './packCourseAnyTeacherBehaviour';

// A pack of a course (issue 41, point 3: "N lessons of a length or a course"): its lessons are the course's length
// whatever the form said, and are booked only with the course's teachers; the purchase keeps the course it was sold for;
// its credits pay the make-ups of an enrolment in that course.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const NINETY = {
  names: { en: 'Ninety minutes of conversation' },
  descriptions: {},
  language: 'en',
  level: 'intermediate',
  lesson_slots: 3,
  lessons_per_month: 4,
  monthly_fee: 14000,
  enrolment_fee: 0,
  capacity: 1,
  online: true,
  teacher_ids: [LEE],
};

test("a pack of a course takes the course's length and is booked only with its teachers; an unknown course is refused", async () => {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: { ownerEmails: ['owner@school.example'] },
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const course: number = (await adminCall(w.app, 'POST', '/admin/courses', w.owner, NINETY)).json().id;
  const unknown = await adminCall(w.app, 'POST', '/admin/packs', w.owner, { ...FIVE_HOURS, course_id: 999 });
  expect([unknown.statusCode, unknown.json().detail]).toEqual([400, COURSE_NOT_FOUND]);
  const made = await adminCall(w.app, 'POST', '/admin/packs', w.owner, { ...FIVE_HOURS, course_id: course }); // the form said 60 minutes
  expect(made.statusCode).toBe(201);
  const listed = (await adminCall(w.app, 'GET', '/admin/packs', w.owner)).json().packs;
  expect(listed).toEqual([expect.objectContaining({ id: made.json().id, course_id: course, lesson_slots: 3, lesson_minutes: 90 })]);

  await confirmedUser(t, taro);
  const buyer = await logIn(t.app, taro);
  await buyPack(t.app, buyer, made.json().id);
  expect(await t.db.query('select course_id from pack_purchases')).toEqual([{ course_id: course }]);
  const at = async (teacher: number, slots: number) => {
    const ids = await slotIdsAt(t.db, startsFrom('10:00', slots), '2026-12-01');
    const body = { rental_space_id: 'default', booking_date: '20261201', timeslot_ids: ids, seat_count: 1, teacher_id: teacher };
    return adminCall(t.app, 'POST', '/public/packs/book', buyer, body);
  };
  const withSato = await at(SATO, 3); // Sato works then, but does not teach the course
  expect([withSato.statusCode, withSato.json().detail]).toEqual([409, PACK_COURSE_TEACHER]);
  expect(await count(t.db, "select 1 from lesson_credits where kind = 'use'")).toBe(0);
  expect((await at(LEE, 2)).statusCode).toBe(409); // not the course's length
  expect((await at(LEE, 3)).statusCode).toBe(201);
  expect(await count(t.db, "select 1 from lesson_credits where kind = 'use'")).toBe(1);
});

test("a pack of the enrolment's course pays its make-ups (a cancelled one gives it back to the pack); another pack is not counted for make-ups", async () => {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: { ownerEmails: ['owner@school.example'] },
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  // Hanako (the visitor's account) enrolled at the desk with Sato on Tuesdays at 12:00, with no make-up credit
  const [{ id: hanako }] = await t.db.query<{ id: number }>(
    `insert into customers (name, email, user_id, first_language, first_source)
     select name, email, id, 'en', 'desk' from users where email = 'hanako@example.com'
     on conflict (email) do update set user_id = excluded.user_id returning id`,
  );
  const id: number = (await deskEnrol(w, tuesday(hanako, SATO, '12:00'))).json().id;
  await t.db.query("update enrolments set user_id = (select id from users where email = 'hanako@example.com') where id = $1", [id]);
  const mine = async () => (await adminCall(t.app, 'GET', `/public/mypage/enrolments/${id}/credits`, w.visitor)).json().balance;

  await buyPack(t.app, w.visitor, (await adminCall(w.app, 'POST', '/admin/packs', w.owner, FIVE_HOURS)).json().id);
  expect(await mine()).toBe(0); // a pack of a length books lessons of its own, never a make-up
  expect(await makeupTimesOf(w, id, '2026-12-02')).toEqual([]);

  const course = { ...FIVE_HOURS, names: { en: 'Three Elementary English lessons' }, lessons: 3, course_id: ELEMENTARY_ENGLISH };
  await buyPack(t.app, w.visitor, (await adminCall(w.app, 'POST', '/admin/packs', w.owner, course)).json().id);
  expect(await mine()).toBe(3);
  const [time] = await makeupTimesOf(w, id, '2026-12-02');
  const made = await adminCall(t.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
    day: time.day,
    start: time.start,
    teacher_id: time.teacher_id,
  });
  expect(made.statusCode).toBe(201);
  expect(await mine()).toBe(2);
  const back = await adminCall(t.app, 'POST', `/public/mypage/makeups/${made.json().booking_id}/cancel`, w.visitor, {});
  expect(back.json()).toEqual({ credit_returned: true });
  const [returned] = await t.db.query(
    "select p.course_id from lesson_credits r join pack_purchases p on p.id = r.pack_purchase_id where r.kind = 'returned'",
  );
  expect([await mine(), returned]).toEqual([3, { course_id: ELEMENTARY_ENGLISH }]);
});

packCourseAnyTeacherBehaviour(async () => {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: { ownerEmails: ['owner@school.example'] },
  });
  return { app: t.app, db: t.db, w: await adminWorld(t) };
});
