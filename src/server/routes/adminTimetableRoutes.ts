import { Timetable, TimetableQuery } from '../../shared/admin/timetable.js';
import { tokyoToday } from '../../shared/dates.js';
import { timetableView } from '../timetable/timetableView.js';
import { backofficeKey, sendKept } from '../admin/backofficeCache.js';
import type { AdminChildRoutes } from './routeOptions.js';

/** The teachers' timetable of a day or a week (staff and owners). */
export const adminTimetableRoutes: AdminChildRoutes = async (app, { deps, backoffice }) => {
  app.get('/admin/timetable', { schema: { querystring: TimetableQuery, response: { 200: Timetable } } }, async (req, reply) => {
    const asked = { view: req.query.view ?? 'day', date: req.query.date ?? tokyoToday(deps.now()) };
    // deps.schedule is the schedule row's, whose writes notify too (and its reload drops the cache: services.ts)
    return sendKept(reply, backoffice, backofficeKey('timetable', asked), Timetable, () => timetableView(deps.db, deps.schedule, asked));
  });
};
