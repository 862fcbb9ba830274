import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/db';
import { adminCall, type AdminWorld } from '../admin/adminKit';
import { calendarFor, LEE, slotIdsAt, startsFrom } from '../teachers/teachersKit';
import { buyPack, FIVE_HOURS } from './packKit';

// "Any teacher" with a course's pack: the pick chooses among the course's teachers. The fair rule alone gives Sato (the
// lowest id, free at 10:00, no lessons yet), who does not teach the course, and the ledger refused the booking (409).
// The pick runs in the hold's statement: on the embedded database (packCourse.test.ts) and on PostgreSQL.

export interface AnyTeacherWorld {
  app: FastifyInstance;
  db: Db;
  w: AdminWorld;
}

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

/** `start`: an app whose school has teachers (SCHOOL_WITH_TEACHERS) on the database under test. */
export function packCourseAnyTeacherBehaviour(start: () => Promise<AnyTeacherWorld>) {
  test("any teacher with a course's pack is one of the course's teachers, and the lesson is booked", async () => {
    const { app, db, w } = await start();
    await calendarFor(app);
    const course: number = (await adminCall(app, 'POST', '/admin/courses', w.owner, COURSE)).json().id;
    const pack = (await adminCall(app, 'POST', '/admin/packs', w.owner, { ...FIVE_HOURS, course_id: course })).json().id;
    await buyPack(app, w.visitor, pack);
    const ids = await slotIdsAt(db, startsFrom('10:00', 3), '2026-12-01');
    const body = { rental_space_id: 'default', booking_date: '20261201', timeslot_ids: ids, seat_count: 1 };
    const booked = await adminCall(app, 'POST', '/public/packs/book', w.visitor, body);
    expect(booked.statusCode).toBe(201);
    const [row] = await db.query('select teacher_id, assignment, status from bookings where id = $1', [booked.json().booking_id]);
    expect(row).toEqual({ teacher_id: LEE, assignment: 'fair', status: 'Confirmed' });
  });
}
