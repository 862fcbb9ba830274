import { MyClassesQuery, MyClassesView } from '../../shared/admin/myClasses.js';
import { staffOf } from '../admin/staffAccess.js';
import { myClasses } from '../teachers/myClasses.js';
import type { AdminChildRoutes } from './routeOptions.js';

/**
 * "My classes": the member's own classes (those of the teacher they are linked to), for every member and above
 * all for teachers, whose day, week, Today and day sheet they are. Attendance is marked with the bookings' own
 * call (adminBookingActions.ts), which lets a teacher mark only their own classes.
 */
export const adminMyClassesRoutes: AdminChildRoutes = async (app, { deps }) => {
  app.get(
    '/admin/my/classes',
    { config: { access: 'teacher' }, schema: { querystring: MyClassesQuery, response: { 200: MyClassesView } } },
    async (req) => myClasses(deps.db, staffOf(req).id, req.query.from, req.query.days, deps.now()),
  );
};
