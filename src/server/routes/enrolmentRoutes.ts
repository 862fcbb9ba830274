import { z } from 'zod';
import { IdParams } from '../../shared/admin/common.js';
import {
  TuitionMonthParams,
  Course,
  COURSE_NOT_FOUND,
  DeskEnrolRequest,
  Enrolment,
  MarkPaidRequest,
  TUITION_NOT_DUE,
  WeeklyTime,
  WeeklyTimesQuery,
} from '../../shared/enrolment.js';
import { addDays, tokyoToday } from '../../shared/dates.js';
import { staffOf } from '../admin/staffAccess.js';
import { HttpError } from '../errors.js';
import { courseById, courseTeachers, listCourses } from '../enrolment/courses.js';
import { enrol } from '../enrolment/enrolService.js';
import { enrolmentById } from '../enrolment/enrolmentReads.js';
import { enrolmentRange } from '../enrolment/horizon.js';
import { markMonthPaid } from '../enrolment/tuition.js';
import { weeklyTimes } from '../enrolment/weeklyTimes.js';
import type { AdminChildRoutes } from './routeOptions.js';

const Courses = z.object({ courses: z.array(Course) });
const Times = z.object({ times: z.array(WeeklyTime) });
const Made = z.object({ id: z.number().int(), code: z.string() });

/**
 * The desk's enrolments (issue 40): the courses, the weekly times a course can be taken from a date, enrolling a
 * customer who pays at the school (each month marked paid at the desk), and an enrolment's page. Staff and owners.
 */
export const adminEnrolmentRoutes: AdminChildRoutes = async (app, { deps }) => {
  const actor = (req: Parameters<typeof staffOf>[0]) => ({ id: staffOf(req).id, email: staffOf(req).email });
  const today = () => tokyoToday(deps.now());

  app.get('/admin/courses', { schema: { response: { 200: Courses } } }, async () => ({
    courses: await listCourses(deps.db, deps.schedule.slotMinutes, false),
  }));

  app.get('/admin/enrolments/weekly-times', { schema: { querystring: WeeklyTimesQuery, response: { 200: Times } } }, async (req) => {
    const course = await courseById(deps.db, deps.schedule.slotMinutes, req.query.course_id);
    if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
    const through = await enrolmentRange(deps);
    const teachers = await courseTeachers(deps.db, course);
    const tomorrow = addDays(today(), 1); // the first lesson is from tomorrow on (enrol refuses today)
    const from = req.query.from > tomorrow ? req.query.from : tomorrow;
    return { times: await weeklyTimes(deps.db, { course, teachers, schedule: deps.schedule, from, through, language: 'en' }) };
  });

  app.post('/admin/enrolments', { schema: { body: DeskEnrolRequest, response: { 201: Made } } }, async (req, reply) => {
    const b = req.body;
    const made = await enrol(
      deps,
      { ...b, customerId: b.customer_id, userId: null, billing: 'school', fromBookingId: b.from_booking_id, byStaff: true },
      actor(req),
    );
    return reply.code(201).send(made);
  });

  app.get('/admin/enrolments/:id', { schema: { params: IdParams, response: { 200: Enrolment } } }, async (req) => {
    const found = await enrolmentById(deps.db, req.params.id, today());
    if (!found) throw new HttpError(404, COURSE_NOT_FOUND);
    return found;
  });

  app.post(
    '/admin/enrolments/:id/tuition/:month/paid',
    { schema: { params: TuitionMonthParams, body: MarkPaidRequest, response: { 200: Enrolment } } },
    async (req) => {
      const paid = await deps.db.transaction((tx) =>
        markMonthPaid(tx, actor(req), { enrolmentId: req.params.id, month: req.params.month, way: req.body.way, at: deps.now() }),
      );
      if (!paid) throw new HttpError(409, TUITION_NOT_DUE);
      return (await enrolmentById(deps.db, req.params.id, today()))!;
    },
  );
};
