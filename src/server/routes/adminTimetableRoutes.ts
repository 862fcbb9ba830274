import { Timetable, TimetableQuery } from '../../shared/admin/timetable.js';
import { tokyoToday } from '../../shared/dates.js';
import { timetableView } from '../timetable/timetableView.js';
import type { AdminChildRoutes } from './routeOptions.js';

/** The teachers' timetable of a day or a week (staff and owners). */
export const adminTimetableRoutes: AdminChildRoutes = async (app, { deps }) => {
  app.get('/admin/timetable', { schema: { querystring: TimetableQuery, response: { 200: Timetable } } }, async (req) =>
    timetableView(deps.db, deps.schedule, { view: req.query.view ?? 'day', date: req.query.date ?? tokyoToday(deps.now()) }),
  );
};
