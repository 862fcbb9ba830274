import { IdParams, RefusedChange } from '../../shared/admin/common.js';
import { Teacher, TeacherInput, TeacherList, UpdateTeacherBody } from '../../shared/admin/teachers.js';
import { tokyoToday } from '../../shared/dates.js';
import { staffOf } from '../admin/staffAccess.js';
import { listTeachers } from '../teachers/teacherRepository.js';
import { changeTeacher, createTeacher, setTeacherRetired, TeacherConflict } from '../teachers/teacherService.js';
import type { AdminChildRoutes } from './routeOptions.js';
import { checkTeacherPhoto } from '../teachers/teacherPhoto.js';

/**
 * "Teachers" (see adminRoutes.ts): every staff member reads them (the views' filter, the desk's choice);
 * owners add, edit, retire and bring back teachers. A change that would leave booked classes without their
 * teacher is 409 with the bookings listed, and nothing changes; an edit may name the enrolled lessons listed
 * (cancel_lessons) to cancel them with it.
 */
export const adminTeacherRoutes: AdminChildRoutes = async (app, { deps }) => {
  const actor = (req: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(req);
    return { id: staff.id, email: staff.email };
  };
  /** A refused change as its answer; anything else is thrown on. */
  const conflictAnswer = (e: unknown) => {
    if (!(e instanceof TeacherConflict)) throw e;
    return { detail: e.message, conflicts: e.conflicts };
  };

  app.get('/admin/teachers', { schema: { response: { 200: TeacherList } } }, async () => ({
    teachers: await listTeachers(deps.db, tokyoToday(deps.now())),
  }));

  app.post(
    '/admin/teachers',
    { config: { access: 'owner' }, schema: { body: TeacherInput, response: { 201: Teacher, 409: RefusedChange } } },
    async (req, reply) => {
      checkTeacherPhoto(deps, req.body.photo_url);
      try {
        return reply.code(201).send(await createTeacher(deps, actor(req), req.body));
      } catch (e) {
        return reply.code(409).send(conflictAnswer(e));
      }
    },
  );

  app.put(
    '/admin/teachers/:id',
    { config: { access: 'owner' }, schema: { params: IdParams, body: UpdateTeacherBody, response: { 200: Teacher, 409: RefusedChange } } },
    async (req, reply) => {
      const { version, cancel_lessons: cancelLessons, ...fields } = req.body;
      checkTeacherPhoto(deps, fields.photo_url);
      try {
        return await changeTeacher(deps, actor(req), req.params.id, fields, version, cancelLessons);
      } catch (e) {
        return reply.code(409).send(conflictAnswer(e));
      }
    },
  );

  for (const [verb, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/admin/teachers/:id/${verb}`,
      { config: { access: 'owner' }, schema: { params: IdParams, response: { 200: Teacher, 409: RefusedChange } } },
      async (req, reply) => {
        try {
          return await setTeacherRetired(deps, actor(req), req.params.id, retired);
        } catch (e) {
          return reply.code(409).send(conflictAnswer(e));
        }
      },
    );
  }
};
