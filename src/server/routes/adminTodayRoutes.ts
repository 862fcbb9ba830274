import { TodayQuery, TodayView } from '../../shared/admin/today.js';
import { tokyoToday } from '../../shared/dates.js';
import { todayView } from '../today/todayView.js';
import { todayCredits } from '../credits/todayCredits.js';
import { backofficeKey, sendKept } from '../admin/backofficeCache.js';
import type { AdminChildRoutes } from './routeOptions.js';

const MINUTE = 60_000;

/** Today: the front desk's day in one call (staff and owners). */
export const adminTodayRoutes: AdminChildRoutes = async (app, { deps, backoffice }) => {
  app.get('/admin/today', { schema: { querystring: TodayQuery, response: { 200: TodayView } } }, async (req, reply) => {
    // A lesson is 'ahead', 'begun' or 'over' by the minute (its times are whole minutes): the answer is kept within one.
    const now = new Date(Math.floor(deps.now().getTime() / MINUTE) * MINUTE);
    const date = req.query.date ?? tokyoToday(now);
    return sendKept(reply, backoffice, backofficeKey('today', { date, now: now.getTime() }), TodayView, async () => ({
      ...(await todayView(deps.db, date, now)),
      credits_day: await todayCredits(deps.db, date),
    }));
  });
};
