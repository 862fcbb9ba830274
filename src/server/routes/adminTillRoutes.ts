import { TillQuery, TillReport } from '../../shared/admin/till.js';
import { tokyoToday } from '../../shared/dates.js';
import { tillReport } from '../till/tillReport.js';
import { backofficeKey, sendKept } from '../admin/backofficeCache.js';
import type { AdminChildRoutes } from './routeOptions.js';

/** The till of a day (レジ締め): its cash movements and their total (staff and owners). */
export const adminTillRoutes: AdminChildRoutes = async (app, { deps, backoffice }) => {
  app.get('/admin/till', { schema: { querystring: TillQuery, response: { 200: TillReport } } }, async (req, reply) => {
    const date = req.query.date ?? tokyoToday(deps.now());
    return sendKept(reply, backoffice, backofficeKey('till', { date }), TillReport, () => tillReport(deps.db, date));
  });
};
