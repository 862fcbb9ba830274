import fs from 'node:fs';
import { adminCall, adminWorld } from '../admin/adminKit';
import { confirmedUser, logIn, taro } from '../accounts/accountsKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, SCHOOL_WITH_TEACHERS, slotIdsAt, startsFrom } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { buyPack, FIVE_HOURS } from './packKit';

// "Any teacher" with a course's pack: the pick chooses among the course's teachers. The fair rule alone gives Sato (the
// lowest id, free at 10:00, no lessons yet), who does not teach the course, and the ledger refused the booking (409).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const COURSE = {
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

test("any teacher with a course's pack is one of the course's teachers, and the lesson is booked", async () => {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: { ownerEmails: ['owner@school.example'] },
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const course: number = (await adminCall(w.app, 'POST', '/admin/courses', w.owner, COURSE)).json().id;
  const pack = (await adminCall(w.app, 'POST', '/admin/packs', w.owner, { ...FIVE_HOURS, course_id: course })).json().id;
  await confirmedUser(t, taro);
  const buyer = await logIn(t.app, taro);
  await buyPack(t.app, buyer, pack);
  const ids = await slotIdsAt(t.db, startsFrom('10:00', 3), '2026-12-01');
  const body = { rental_space_id: 'default', booking_date: '20261201', timeslot_ids: ids, seat_count: 1 };
  const booked = await adminCall(t.app, 'POST', '/public/packs/book', buyer, body);
  expect(booked.statusCode).toBe(201);
  const [row] = await t.db.query('select teacher_id, assignment, status from bookings where id = $1', [booked.json().booking_id]);
  expect(row).toEqual({ teacher_id: LEE, assignment: 'fair', status: 'Confirmed' });
});
