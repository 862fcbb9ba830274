import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Absence, AbsenceRequest, MyCredits } from '../../shared/absences.js';
import { IdParams } from '../../shared/admin/common.js';
import { tokyoToday } from '../../shared/dates.js';
import { Makeup, MakeupRequest, MakeupTime, MakeupTimesQuery } from '../../shared/makeups.js';
import { z } from 'zod';
import { bookMakeup, cancelMakeup } from '../credits/makeups.js';
import { makeupsOf } from '../credits/makeupTimes.js';
import { makeupTimesFor } from '../credits/makeupOffer.js';
import { visitorLanguage } from '../visitorLocale.js';
import { ENROLMENT_NOT_FOUND } from '../../shared/enrolment.js';
import { requireUser } from '../accounts/session.js';
import { absencesOf, reportAbsence } from '../credits/absences.js';
import { openLots } from '../credits/ledger.js';
import { lessonRules } from '../credits/lessonRulesStore.js';
import { csrfGuard } from '../csrf.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';

/**
 * My page's absences and credits (issue 41): an enrolment's absences, its credits and the school's rules, and an
 * absence reported for one of its coming lessons. Only the account's own enrolments (another's is 404).
 */
export const visitorCreditRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', csrfGuard);

  const own = async (req: Parameters<typeof requireUser>[0], id: number) => {
    const u = await requireUser(req, deps.db, deps.now());
    const [row] = await deps.db.query<{ id: number; customer_id: number }>(
      'select id, customer_id from enrolments where id = $1 and user_id = $2',
      [id, u.id],
    );
    if (!row) throw new HttpError(404, ENROLMENT_NOT_FOUND);
    return { ...row, userId: u.id };
  };

  app.get('/public/mypage/enrolments/:id/credits', { schema: { params: IdParams, response: { 200: MyCredits } } }, async (req) => {
    const e = await own(req, req.params.id);
    // the credits a make-up of this enrolment can spend (not a pack's of lessons booked on their own)
    const lots = await openLots(deps.db, e.customer_id, tokyoToday(deps.now()), { enrolmentId: e.id, pack: false });
    return {
      absences: await absencesOf(deps.db, e.id),
      balance: lots.reduce((s, l) => s + l.amount - l.used, 0),
      lots: lots.map((l) => ({ left: l.amount - l.used, valid_until: l.valid_until })),
      rules: await lessonRules(deps.db),
      makeups: await makeupsOf(deps.db, e.id),
    };
  });

  app.post(
    '/public/mypage/enrolments/:id/absences',
    { schema: { params: IdParams, body: AbsenceRequest, response: { 201: Absence } } },
    async (req, reply) => {
      const e = await own(req, req.params.id);
      const at = deps.now();
      const id = await deps.db.transaction((tx) =>
        reportAbsence(tx, { enrolmentId: e.id, day: req.body.day, by: { kind: 'customer', userId: e.userId } }, at),
      );
      return reply.code(201).send((await absencesOf(deps.db, e.id)).find((a) => a.id === id)!);
    },
  );

  // make-ups: the free times (two weeks from `from`, within the booking window and the credits' dates), one booked
  // with a credit, one canceled (its credit back before the cut-off)
  app.get(
    '/public/mypage/enrolments/:id/makeup-times',
    { schema: { params: IdParams, querystring: MakeupTimesQuery, response: { 200: z.object({ times: z.array(MakeupTime) }) } } },
    async (req) => ({ times: await makeupTimesFor(deps, (await own(req, req.params.id)).id, req.query.from, visitorLanguage(req)) }),
  );

  app.post(
    '/public/mypage/enrolments/:id/makeups',
    { schema: { params: IdParams, body: MakeupRequest, response: { 201: Makeup } } },
    async (req, reply) => {
      const e = await own(req, req.params.id);
      const made = await bookMakeup(deps, e.id, req.body, { kind: 'customer', userId: e.userId });
      return reply.code(201).send((await makeupsOf(deps.db, e.id)).find((m) => m.booking_id === made.id)!);
    },
  );

  app.post(
    '/public/mypage/makeups/:id/cancel',
    { schema: { params: IdParams, response: { 200: z.object({ credit_returned: z.boolean() }) } } },
    async (req) => {
      const u = await requireUser(req, deps.db, deps.now());
      const at = deps.now();
      const back = await deps.db.transaction((tx) =>
        cancelMakeup(tx, req.params.id, { userId: u.id }, { kind: 'customer', userId: u.id }, at),
      );
      return { credit_returned: back };
    },
  );
};
