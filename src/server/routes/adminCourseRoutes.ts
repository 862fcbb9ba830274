import { IdParams } from '../../shared/admin/common.js';
import { CourseChange, CourseForEdit, CourseInput } from '../../shared/admin/courses.js';
import { COURSE_NOT_FOUND } from '../../shared/enrolmentWords.js';
import { staffOf } from '../admin/staffAccess.js';
import { courseForEdit, createCourse, retireCourse, updateCourse } from '../enrolment/courseAdmin.js';
import { HttpError } from '../errors.js';
import type { AdminChildRoutes } from './routeOptions.js';

/**
 * The owner's courses (issue 40, point 1): a course's form (with its version), made, changed at the version read
 * (409 when changed meanwhile), retired (DELETE: no longer offered; its running enrolments go on). Owners only;
 * every change audited in its transaction. The list is GET /api/admin/courses (enrolmentRoutes.ts, for the desk too).
 */
export const adminCourseRoutes: AdminChildRoutes = async (app, { deps }) => {
  const actor = (req: Parameters<typeof staffOf>[0]) => ({ id: staffOf(req).id, email: staffOf(req).email });
  const slot = deps.schedule.slotMinutes;
  const owner = { access: 'owner' as const };
  const read = async (id: number) => {
    const course = await courseForEdit(deps.db, slot, id);
    if (!course) throw new HttpError(404, COURSE_NOT_FOUND);
    return course;
  };

  app.get('/admin/courses/:id', { config: owner, schema: { params: IdParams, response: { 200: CourseForEdit } } }, async (req) =>
    read(req.params.id),
  );

  app.post('/admin/courses', { config: owner, schema: { body: CourseInput, response: { 201: CourseForEdit } } }, async (req, reply) => {
    const id = await deps.db.transaction((tx) => createCourse(tx, actor(req), req.body));
    return reply.code(201).send(await read(id));
  });

  app.put(
    '/admin/courses/:id',
    { config: owner, schema: { params: IdParams, body: CourseChange, response: { 200: CourseForEdit } } },
    async (req) => {
      await deps.db.transaction((tx) => updateCourse(tx, actor(req), req.params.id, req.body, slot));
      return read(req.params.id);
    },
  );

  app.delete('/admin/courses/:id', { config: owner, schema: { params: IdParams, response: { 200: CourseForEdit } } }, async (req) => {
    await deps.db.transaction((tx) => retireCourse(tx, actor(req), req.params.id, deps.now()));
    return read(req.params.id);
  });
};
