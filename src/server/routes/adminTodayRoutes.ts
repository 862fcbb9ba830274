import { TodayQuery, TodayView } from '../../shared/admin/today.js';
import { tokyoToday } from '../../shared/dates.js';
import { todayView } from '../today/todayView.js';
import { todayCredits } from '../credits/todayCredits.js';
import type { AdminChildRoutes } from './routeOptions.js';

/** Today: the front desk's day in one call (staff and owners). */
export const adminTodayRoutes: AdminChildRoutes = async (app, { deps }) => {
  app.get('/admin/today', { schema: { querystring: TodayQuery, response: { 200: TodayView } } }, async (req) => {
    const now = deps.now();
    const date = req.query.date ?? tokyoToday(now);
    return { ...(await todayView(deps.db, date, now)), credits_day: await todayCredits(deps.db, date) };
  });
};
