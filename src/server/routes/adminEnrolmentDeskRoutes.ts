import {
  DeskQuoteRequest,
  EnrolmentList,
  EnrolmentListQuery,
  TuitionExportQuery,
  TuitionQuery,
  TuitionReport,
  WalkInCustomer,
  WalkInMade,
} from '../../shared/admin/enrolments.js';
import { tokyoToday } from '../../shared/dates.js';
import { EnrolmentTerms } from '../../shared/enrolment.js';
import { staffOf } from '../admin/staffAccess.js';
import { writeAudit } from '../audit/auditLog.js';
import { quote } from '../enrolment/enrolService.js';
import { listEnrolments, tuitionReport } from '../enrolment/enrolmentList.js';
import { tuitionCsv } from '../enrolment/tuitionCsv.js';
import { walkInCustomer } from '../enrolment/walkIn.js';
import type { AdminChildRoutes } from './routeOptions.js';

/**
 * The desk's enrolment lists (issue 40, point 6), staff and owners: the enrolments by status, course and teacher; the
 * terms the desk shows the customer before confirming (as the visitor's final confirmation screen); a walk-in new to
 * the school made a customer (audited); a month's tuition
 * with its totals, and its CSV (personal data in bulk: the password again, and the export audited).
 */
export const adminEnrolmentDeskRoutes: AdminChildRoutes = async (app, { deps }) => {
  app.get('/admin/enrolments', { schema: { querystring: EnrolmentListQuery, response: { 200: EnrolmentList } } }, async (req) => ({
    enrolments: await listEnrolments(deps.db, req.query, tokyoToday(deps.now())),
  }));

  app.post('/admin/enrolments/quote', { schema: { body: DeskQuoteRequest, response: { 200: EnrolmentTerms } } }, async (req) =>
    quote(deps, { ...req.body, customerId: 0, userId: null, billing: 'school', fromBookingId: null, byStaff: true }),
  );

  app.post('/admin/enrolments/walk-in', { schema: { body: WalkInCustomer, response: { 200: WalkInMade } } }, async (req) =>
    deps.db.transaction((tx) => walkInCustomer(tx, { id: staffOf(req).id, email: staffOf(req).email }, req.body)),
  );

  app.get('/admin/tuition', { schema: { querystring: TuitionQuery, response: { 200: TuitionReport } } }, async (req) =>
    tuitionReport(deps.db, req.query.month),
  );

  app.get('/admin/tuition/export.csv', { config: { reauth: true }, schema: { querystring: TuitionExportQuery } }, async (req, reply) => {
    const { month, headings } = req.query;
    const { csv, rows } = await tuitionCsv(deps.db, month, headings);
    await writeAudit(deps.db, staffOf(req), { action: 'tuition.exported', targetType: 'enrolment', after: { month, rows } }, deps.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gtss-tuition-${month}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
