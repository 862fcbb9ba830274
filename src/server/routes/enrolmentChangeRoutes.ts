import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../shared/admin/common.js';
import { tokyoToday } from '../../shared/dates.js';
import { ChangeChoice, ChangeOptions, ChangeRequest } from '../../shared/courseChange.js';
import { Enrolment, ENROLMENT_NOT_FOUND, EnrolmentTerms } from '../../shared/enrolment.js';
import { EnrolmentChangeRequests, PauseOptions, PauseRequest, WithdrawalSummary, WithdrawRequest } from '../../shared/enrolmentChanges.js';
import { requireUser } from '../accounts/session.js';
import { staffOf } from '../admin/staffAccess.js';
import type { Actor } from '../audit/auditLog.js';
import { csrfGuard } from '../csrf.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { changeOptions, changeQuote, runningEnrolment } from '../enrolment/courseChangeQuote.js';
import { changeCourse } from '../enrolment/courseChanges.js';
import { enrolmentById } from '../enrolment/enrolmentReads.js';
import { changeRequests, pauseOptions } from '../enrolment/pauseOptions.js';
import { requestPause } from '../enrolment/pauses.js';
import { requestWithdrawal, withdrawalSummary } from '../enrolment/withdrawals.js';
import type { AdminChildRoutes } from './routeOptions.js';

// Pausing and withdrawing (issue 41, points 5, 6 and 8): the same four calls for the student on my page
// (/api/public/mypage/enrolments/:id/…, their own enrolment) and for the desk taking a request at the school
// (/api/admin/enrolments/:id/…, recorded as taken at the desk), and the desk's list of requests. The rules and
// refusals are the services'; each change is audited in its transaction.

type Who = (req: never, id: number) => Promise<{ actor: Actor; atDesk: boolean }>;

function changeCalls(app: Parameters<AdminChildRoutes>[0], deps: ServerDeps, base: string, who: Who) {
  const today = () => tokyoToday(deps.now());
  const read = async (id: number) => (await enrolmentById(deps.db, id, today()))!;
  app.get(`${base}/:id/pause`, { schema: { params: IdParams, response: { 200: PauseOptions } } }, async (req) => {
    await who(req as never, req.params.id);
    return pauseOptions(deps.db, req.params.id, today());
  });
  app.post(`${base}/:id/pause`, { schema: { params: IdParams, body: PauseRequest, response: { 200: Enrolment } } }, async (req) => {
    const { actor, atDesk } = await who(req as never, req.params.id);
    const asked = { enrolmentId: req.params.id, firstMonth: req.body.first_month, months: req.body.months, atDesk };
    await deps.db.transaction((tx) => requestPause(tx, deps, actor, asked));
    deps.mailQueued();
    return read(req.params.id);
  });
  app.get(`${base}/:id/withdrawal`, { schema: { params: IdParams, response: { 200: WithdrawalSummary } } }, async (req) => {
    await who(req as never, req.params.id);
    return withdrawalSummary(deps.db, req.params.id, today());
  });
  app.post(`${base}/:id/withdrawal`, { schema: { params: IdParams, body: WithdrawRequest, response: { 200: Enrolment } } }, async (req) => {
    const { actor, atDesk } = await who(req as never, req.params.id);
    await deps.db.transaction((tx) => requestWithdrawal(tx, deps, actor, { enrolmentId: req.params.id, atDesk }));
    deps.mailQueued();
    return read(req.params.id);
  });
  changeCourseCalls(app, deps, base, who);
}

/** Changing course or weekly time (issue 41 point 7): the first day it may start, the confirmation screen's terms, the change. */
function changeCourseCalls(app: Parameters<AdminChildRoutes>[0], deps: ServerDeps, base: string, who: Who) {
  const today = () => tokyoToday(deps.now());
  app.get(`${base}/:id/change`, { schema: { params: IdParams, response: { 200: ChangeOptions } } }, async (req) => {
    await who(req as never, req.params.id);
    return changeOptions(await runningEnrolment(deps.db, req.params.id, today()), today());
  });
  const quoteSchema = { params: IdParams, body: ChangeChoice, response: { 200: EnrolmentTerms } };
  app.post(`${base}/:id/change/quote`, { schema: quoteSchema }, async (req) => {
    const { atDesk } = await who(req as never, req.params.id);
    return changeQuote(deps, { enrolmentId: req.params.id, choice: req.body, today: today(), byStaff: atDesk });
  });
  app.post(`${base}/:id/change`, { schema: { params: IdParams, body: ChangeRequest, response: { 200: Enrolment } } }, async (req) => {
    const { actor, atDesk } = await who(req as never, req.params.id);
    const { confirmed: _confirmed, ...choice } = req.body;
    await changeCourse(deps, actor, { enrolmentId: req.params.id, choice, atDesk });
    deps.mailQueued();
    return (await enrolmentById(deps.db, req.params.id, today()))!;
  });
}

/** The student's calls, on their own enrolments (404 otherwise). */
export const visitorEnrolmentChangeRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', csrfGuard);
  const who: Who = async (req, id) => {
    const u = await requireUser(req as Parameters<typeof requireUser>[0], deps.db, deps.now());
    const [row] = await deps.db.query('select id from enrolments where id = $1 and user_id = $2', [id, u.id]);
    if (!row) throw new HttpError(404, ENROLMENT_NOT_FOUND);
    return { actor: { id: u.id, email: u.email }, atDesk: false };
  };
  changeCalls(app as never, deps, '/public/mypage/enrolments', who);
};

/** The desk's calls (staff and owners), and the requests' list. */
export const adminEnrolmentChangeRoutes: AdminChildRoutes = async (app, { deps }) => {
  const who: Who = async (req, id) => {
    const [row] = await deps.db.query('select id from enrolments where id = $1', [id]);
    if (!row) throw new HttpError(404, ENROLMENT_NOT_FOUND);
    const s = staffOf(req as Parameters<typeof staffOf>[0]);
    return { actor: { id: s.id, email: s.email }, atDesk: true };
  };
  app.get('/admin/enrolments/requests', { schema: { response: { 200: EnrolmentChangeRequests } } }, async () => ({
    requests: await changeRequests(deps.db, null),
  }));
  app.get('/admin/enrolments/:id/requests', { schema: { params: IdParams, response: { 200: EnrolmentChangeRequests } } }, async (req) => ({
    requests: await changeRequests(deps.db, req.params.id),
  }));
  changeCalls(app, deps, '/admin/enrolments', who);
};
