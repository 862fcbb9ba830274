import { Readable } from 'node:stream';
import { staffPolicyRefund } from '../booking/cancelRefund.js';
import { schoolProfile } from '../school/schoolRepository.js';
import {
  AdminBookingDetail,
  BookingListPage,
  BookingListQuery,
  CalendarView,
  CalendarViewQuery,
  ExportQuery,
  type CsvHeadings,
} from '../../shared/admin/bookings.js';
import { IdParams } from '../../shared/admin/common.js';
import { addDays, tokyoToday } from '../../shared/dates.js';
import { bookingDetail, calendarView, listBookings } from '../admin/adminBookingQueries.js';
import { writeAudit } from '../audit/auditLog.js';
import { bookingsCsv, startedCsv } from '../admin/csvExport.js';
import { moneyCsv } from '../admin/moneyCsv.js';
import { MoneyExportQuery } from '../../shared/admin/till.js';
import { staffOf, type Staff } from '../admin/staffAccess.js';
import { HttpError } from '../errors.js';
import { backofficeKey, sendKept } from '../admin/backofficeCache.js';
import type { AdminChildRoutes } from './routeOptions.js';

export const BOOKING_NOT_FOUND = 'Booking not found.';

/** A CSV's language: the one asked for, else the member's console language, else English (issue 39, point 11). */
const fileLanguage = (asked: CsvHeadings | undefined, staff: Staff): CsvHeadings => asked ?? staff.console_language ?? 'en';

/**
 * The staff's read calls on bookings (staff and owners; staffGuard checks the role first):
 * the list, the day and week views, a booking's page and the CSV export.
 */
export const adminBookingReads: AdminChildRoutes = async (app, { deps, ensureWindow, backoffice }) => {
  app.get('/admin/bookings', { schema: { querystring: BookingListQuery, response: { 200: BookingListPage } } }, async (req, reply) =>
    sendKept(reply, backoffice, backofficeKey('bookings', req.query), BookingListPage, () => listBookings(deps.db, req.query)),
  );

  app.get('/admin/calendar', { schema: { querystring: CalendarViewQuery, response: { 200: CalendarView } } }, async (req, reply) => {
    const { from, days } = req.query;
    // Days inside the visitor's window get their slot rows first; past days show what was there.
    if (addDays(from, days - 1) >= tokyoToday(deps.now())) await ensureWindow();
    const { teacher } = req.query;
    return sendKept(reply, backoffice, backofficeKey('calendar', { from, days, teacher }), CalendarView, () =>
      calendarView(deps.db, from, days, teacher),
    );
  });

  // Personal data leaving in bulk wants the password given in the last REAUTH_MINUTES
  app.get('/admin/bookings/export.csv', { config: { reauth: true }, schema: { querystring: ExportQuery } }, async (req, reply) => {
    const { from, to } = req.query;
    const actor = staffOf(req);
    const headings = fileLanguage(req.query.headings, actor);
    // Personal data leaving the system is recorded: who took which range, once the last row is out.
    const audit = (rows: number) =>
      writeAudit(deps.db, actor, { action: 'bookings.exported', targetType: 'booking', after: { from, to, rows } }, deps.now());
    // The first batch is read before the first byte, so a failing query is a 500 { detail }
    // rather than a 200 cut short; a later failure destroys the stream, and the download shows as failed.
    const csv = await startedCsv(bookingsCsv(deps.db, { from, to, headings }, audit));
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gtss-bookings-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        // A byte stream (not object mode): at most one batch waits beyond the socket's buffer for a slow reader.
        .send(Readable.from(csv, { objectMode: false }))
    );
  });

  // The accountant's CSV: one row per movement of money, by the day it moved
  app.get('/admin/money/export.csv', { config: { reauth: true }, schema: { querystring: MoneyExportQuery } }, async (req, reply) => {
    const { from, to } = req.query;
    const actor = staffOf(req);
    const headings = fileLanguage(req.query.headings, actor);
    const audit = (rows: number) =>
      writeAudit(deps.db, actor, { action: 'money.exported', targetType: 'booking', after: { from, to, rows } }, deps.now());
    const csv = await startedCsv(moneyCsv(deps.db, { from, to, headings }, audit));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gtss-money-${from}-${to}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(csv, { objectMode: false }));
  });

  app.get('/admin/bookings/:id', { schema: { params: IdParams, response: { 200: AdminBookingDetail } } }, async (req) => {
    const detail = await bookingDetail(deps.db, req.params.id);
    if (!detail) throw new HttpError(404, BOOKING_NOT_FOUND);
    const { cancel_policy: policy } = await schoolProfile(deps.db);
    return { ...detail, policy_refund: staffPolicyRefund(policy, detail, detail.paid_yen, deps.now()) };
  });
};
