import { z } from 'zod';
import { Absence, DeskAbsenceRequest } from '../../shared/absences.js';
import { IdParams } from '../../shared/admin/common.js';
import { CreditCorrection, CreditLedger } from '../../shared/admin/credits.js';
import { CUSTOMER_NOT_FOUND } from '../../shared/admin/customers.js';
import { tokyoToday } from '../../shared/dates.js';
import { staffOf } from '../admin/staffAccess.js';
import { correctCredits, creditLedger } from '../credits/creditDesk.js';
import { deskAbsence, grantForAbsence } from '../credits/absenceDesk.js';
import { absencesOf } from '../credits/absences.js';
import { HttpError } from '../errors.js';
import { Makeup, MakeupRequest, MakeupTime, MakeupTimesQuery } from '../../shared/makeups.js';
import { makeupTimesFor } from '../credits/makeupOffer.js';
import { bookMakeup } from '../credits/makeups.js';
import { makeupsOf } from '../credits/makeupTimes.js';
import type { AdminChildRoutes } from './routeOptions.js';

/**
 * A student's lesson credits (issue 41, point 4), for every staff member: the ledger with its balance, and a
 * correction (give or take back, with a reason; audited as credits.corrected); absences and make-ups at the desk.
 */
export const adminCreditRoutes: AdminChildRoutes = async (app, { deps }) => {
  app.get('/admin/customers/:id/credits', { schema: { params: IdParams, response: { 200: CreditLedger } } }, async (req) => {
    const ledger = await creditLedger(deps.db, req.params.id, tokyoToday(deps.now()));
    if (!ledger) throw new HttpError(404, CUSTOMER_NOT_FOUND);
    return ledger;
  });

  app.post(
    '/admin/customers/:id/credits',
    { schema: { params: IdParams, body: CreditCorrection, response: { 200: CreditLedger } } },
    async (req) => {
      const staff = staffOf(req);
      return correctCredits(deps.db, { id: staff.id, email: staff.email }, req.params.id, req.body, deps.now());
    },
  );

  // an enrolment's absences; one reported at the desk (a credit granted anyway when asked); a credit for one that earned none
  app.get(
    '/admin/enrolments/:id/absences',
    { schema: { params: IdParams, response: { 200: z.object({ absences: z.array(Absence) }) } } },
    async (req) => ({
      absences: await absencesOf(deps.db, req.params.id),
    }),
  );

  app.post(
    '/admin/enrolments/:id/absences',
    { schema: { params: IdParams, body: DeskAbsenceRequest, response: { 201: Absence } } },
    async (req, reply) => {
      const staff = staffOf(req);
      return reply.code(201).send(await deskAbsence(deps.db, { id: staff.id, email: staff.email }, req.params.id, req.body, deps.now()));
    },
  );

  // a make-up booked at the desk for the student (issue 41, point 2): the times my page offers, paid with the student's
  // credit through the same path (makeups.ts), audited (makeup.booked); the student gets the same confirmation
  app.get(
    '/admin/enrolments/:id/makeup-times',
    { schema: { params: IdParams, querystring: MakeupTimesQuery, response: { 200: z.object({ times: z.array(MakeupTime) }) } } },
    async (req) => ({ times: await makeupTimesFor(deps, req.params.id, req.query.from, 'en') }),
  );

  app.post(
    '/admin/enrolments/:id/makeups',
    { schema: { params: IdParams, body: MakeupRequest, response: { 201: Makeup } } },
    async (req, reply) => {
      const staff = staffOf(req);
      const by = { kind: 'staff' as const, userId: staff.id };
      const made = await bookMakeup(deps, req.params.id, req.body, by, { id: staff.id, email: staff.email });
      return reply.code(201).send((await makeupsOf(deps.db, req.params.id)).find((m) => m.booking_id === made.id)!);
    },
  );

  app.post(
    '/admin/absences/:id/credit',
    {
      schema: {
        params: IdParams,
        body: z.object({ reason: z.string().trim().min(1, 'Say why.').max(500) }).strict(),
        response: { 200: Absence },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      return grantForAbsence(deps.db, { id: staff.id, email: staff.email }, req.params.id, req.body.reason, deps.now());
    },
  );
};
