import { ApiError } from '../../src/client/api/client';
import {
  bookingDetailOpened,
  bookingNoteSubmitted,
  selectBookingDetail,
  selectBookingNote,
} from '../../src/client/features/admin/bookings/bookingsSlice';
import {
  customerNoteSubmitted,
  customerOpened,
  customersPageChosen,
  customersPageOpened,
  customersSearchSubmitted,
  selectCustomers,
} from '../../src/client/features/admin/customers/customersSlice';
import { NOTE_STALE, type CustomerListPage, type CustomerListQuery } from '../../src/shared/admin/customers';
import { fakeAdminApi, startConsole, STAFF_USER } from './adminTestStore';
import { sato, satoRow } from './adminCustomersFixtures';
import { flush, kim } from './adminBookingsFixtures';

// The desk's customers as stories: find a customer by phone, open their page, keep a note about them.

test('the clerk finds Sato by phone, opens her page and adds a note', async () => {
  const listCustomers = jest.fn(async (q: CustomerListQuery): Promise<CustomerListPage> =>
    q.q ? { items: [satoRow], total: 1, page: 1, page_size: 25 } : { items: [], total: 60, page: Number(q.page ?? 1), page_size: 25 },
  );
  const saveCustomerNote = jest.fn(async () => ({ note: 'Prefers Tanaka-sensei.', version: 2 }));
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({ listCustomers, getCustomer: async () => sato, saveCustomerNote }),
    user: STAFF_USER,
    path: '/admin/customers',
  });

  store.dispatch(customersPageOpened());
  await flush();
  expect(read(selectCustomers).list?.total).toBe(60);
  store.dispatch(customersPageChosen(2));
  await flush();
  expect(listCustomers).toHaveBeenLastCalledWith({ q: undefined, page: 2 });

  // she reads her number out as she wrote it on the form
  store.dispatch(customersSearchSubmitted(' +81 90 1234 5678 '));
  expect(read(selectCustomers).listStatus).toBe('loading');
  await flush();
  expect(listCustomers).toHaveBeenLastCalledWith({ q: '+81 90 1234 5678', page: 1 });
  expect(read(selectCustomers).list?.items.map((c) => c.name)).toEqual(['Sato Yuki']);

  store.dispatch(customerOpened('3'));
  await flush();
  expect(read(selectCustomers).customer).toMatchObject({ name: 'Sato Yuki', received_total: 12000, refunded_total: 6000, note: null });

  store.dispatch(customerNoteSubmitted({ id: 3, note: 'Prefers Tanaka-sensei.', version: 1 }));
  expect(read(selectCustomers).note.status).toBe('loading');
  await flush();
  expect(saveCustomerNote).toHaveBeenCalledWith(3, { note: 'Prefers Tanaka-sensei.', version: 1 });
  expect(read(selectCustomers).customer).toMatchObject({ note: 'Prefers Tanaka-sensei.', version: 2 });
  expect(read(selectCustomers).note).toEqual({ status: 'succeeded', message: { id: 'customers.note.saved' } });
});

test('a note someone else saved first is refused: the clerk is told, and the page shows their note now', async () => {
  const getCustomer = jest
    .fn()
    .mockResolvedValueOnce(sato)
    .mockResolvedValueOnce({ ...sato, note: 'Pays in cash.', version: 2 });
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({
      getCustomer,
      saveCustomerNote: async () => {
        throw new ApiError(409, NOTE_STALE);
      },
    }),
    user: STAFF_USER,
  });
  store.dispatch(customerOpened('3'));
  await flush();
  store.dispatch(customerNoteSubmitted({ id: 3, note: 'Prefers mornings.', version: 1 }));
  await flush();
  expect(read(selectCustomers).note).toEqual({ status: 'failed', message: { id: 'customers.note.failed', detail: NOTE_STALE } });
  expect(read(selectCustomers).customer).toMatchObject({ note: 'Pays in cash.', version: 2 });
});

test('on a booking’s page the clerk saves a note on the booking; the page shows it and its history again', async () => {
  const saveBookingNote = jest.fn(async () => ({ note: 'Bring the textbook.', version: 2 }));
  const getBooking = jest
    .fn()
    .mockResolvedValueOnce({ ...kim, customer_id: 3, note: null, note_version: 1 })
    .mockResolvedValueOnce({ ...kim, customer_id: 3, note: 'Bring the textbook.', note_version: 2 });
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ getBooking, saveBookingNote }), user: STAFF_USER });
  store.dispatch(bookingDetailOpened('7'));
  await flush();
  store.dispatch(bookingNoteSubmitted({ id: 7, note: 'Bring the textbook.', version: 1 }));
  await flush();
  expect(saveBookingNote).toHaveBeenCalledWith(7, { note: 'Bring the textbook.', version: 1 });
  expect(read(selectBookingDetail).booking).toMatchObject({ note: 'Bring the textbook.', note_version: 2 });
  expect(getBooking).toHaveBeenCalledTimes(2);
  expect(read(selectBookingNote)).toEqual({ status: 'succeeded', message: { id: 'customers.note.saved' }, bookingId: 7 });
});
