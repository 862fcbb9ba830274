import { NumbersQuery, NumbersReport } from '../../shared/admin/numbers.js';
import { tokyoToday } from '../../shared/dates.js';
import { numbersReport } from '../admin/numbers.js';
import type { AdminChildRoutes } from './routeOptions.js';

/** Numbers: the dashboard's figures per week or month (staff and owners). */
export const adminNumbersRoutes: AdminChildRoutes = async (app, { deps }) => {
  app.get('/admin/numbers', { schema: { querystring: NumbersQuery, response: { 200: NumbersReport } } }, async (req) =>
    numbersReport(deps.db, req.query, tokyoToday(deps.now())),
  );
};
