import { IdParams } from '../../shared/admin/common.js';
import {
  CUSTOMER_NOT_FOUND,
  CustomerDetail,
  CustomerListPage,
  CustomerListQuery,
  MergeCustomerBody,
  NoteBody,
  NoteSaved,
  UpdateCustomerBody,
} from '../../shared/admin/customers.js';
import { mergeCustomers, updateCustomer } from '../customers/customerRecords.js';
import { staffOf } from '../admin/staffAccess.js';
import { saveBookingNote, saveCustomerNote } from '../customers/customerNotes.js';
import { customerDetail, listCustomers } from '../customers/customerRepository.js';
import { HttpError } from '../errors.js';
import type { AdminChildRoutes } from './routeOptions.js';

/**
 * "Customers" (see adminRoutes.ts), for every staff member: the list and search, a customer's page, and the
 * staff-only notes on a customer and on a booking (audited; a note changed meanwhile is 409 and not saved).
 */
export const adminCustomerRoutes: AdminChildRoutes = async (app, { deps }) => {
  const actor = (req: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(req);
    return { id: staff.id, email: staff.email };
  };

  app.get('/admin/customers', { schema: { querystring: CustomerListQuery, response: { 200: CustomerListPage } } }, async (req) =>
    listCustomers(deps.db, req.query.q || undefined, req.query.page),
  );

  app.get('/admin/customers/:id', { schema: { params: IdParams, response: { 200: CustomerDetail } } }, async (req) => {
    const customer = await customerDetail(deps.db, req.params.id);
    if (!customer) throw new HttpError(404, CUSTOMER_NOT_FOUND);
    return customer;
  });

  // The record as the desk edits it, and a merge of two records of one person; each answers the record as it is now.
  const detailOf = async (id: number) => {
    const customer = await customerDetail(deps.db, id);
    if (!customer) throw new HttpError(404, CUSTOMER_NOT_FOUND);
    return customer;
  };
  app.put(
    '/admin/customers/:id',
    { schema: { params: IdParams, body: UpdateCustomerBody, response: { 200: CustomerDetail } } },
    async (req) => {
      await updateCustomer(deps.db, actor(req), req.params.id, req.body);
      return detailOf(req.params.id);
    },
  );
  app.post(
    '/admin/customers/:id/merge',
    { schema: { params: IdParams, body: MergeCustomerBody, response: { 200: CustomerDetail } } },
    async (req) => {
      await mergeCustomers(deps.db, actor(req), req.params.id, req.body.other_id, req.body.version);
      return detailOf(req.params.id);
    },
  );

  app.put('/admin/customers/:id/note', { schema: { params: IdParams, body: NoteBody, response: { 200: NoteSaved } } }, async (req) =>
    saveCustomerNote(deps.db, actor(req), req.params.id, req.body.note, req.body.version),
  );

  app.put('/admin/bookings/:id/note', { schema: { params: IdParams, body: NoteBody, response: { 200: NoteSaved } } }, async (req) =>
    saveBookingNote(deps.db, actor(req), req.params.id, req.body.note, req.body.version),
  );
};
