import { ApiError } from '../../src/client/api/client';
import {
  customerMergeSearched,
  customerMergeSubmitted,
  customerOpened,
  customerRecordSubmitted,
  selectCustomers,
} from '../../src/client/features/admin/customers/customersSlice';
import {
  MERGE_TWO_ACCOUNTS,
  RECORD_STALE,
  type CustomerDetail,
  type CustomerListPage,
  type UpdateCustomerBody,
} from '../../src/shared/admin/customers';
import { fakeAdminApi, startConsole, STAFF_USER } from './adminTestStore';
import { sato, satoRow } from './adminCustomersFixtures';
import { flush } from './adminBookingsFixtures';

// The desk's customer records as stories on the console's store (issue 39, point 4): the clerk writes Sato's reading
// and phone, finds her second record (the walk-in without email) and merges it; a refusal is said and the page reloaded.

const walkIn = { ...satoRow, id: 9, email: null, user_id: null, booking_count: 1, reading: 'サトウ ユキ' };
const page = (items: CustomerListPage['items']): CustomerListPage => ({ items, total: items.length, page: 1, page_size: 25 });

test('the clerk writes her reading and phone, then merges her walk-in record into her own', async () => {
  const updateCustomer = jest.fn(async (_id: number, body: UpdateCustomerBody): Promise<CustomerDetail> => ({
    ...sato,
    ...body,
    reading: body.reading ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    version: 2,
  }));
  const listCustomers = jest.fn(async () => page([satoRow, walkIn]));
  const mergeCustomer = jest.fn(async (): Promise<CustomerDetail> => ({ ...sato, version: 3, booking_count: 3, note: 'Pays in cash.' }));
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({ getCustomer: async () => sato, updateCustomer, listCustomers, mergeCustomer }),
    user: STAFF_USER,
  });
  store.dispatch(customerOpened('3'));
  await flush();

  const body = {
    name: 'Sato Yuki',
    reading: 'さとう ゆき',
    phone: '090-9999-0000',
    email: sato.email,
    preferred_language: 'ja' as const,
    version: 1,
  };
  store.dispatch(customerRecordSubmitted({ id: 3, body }));
  expect(read(selectCustomers).record.status).toBe('loading');
  await flush();
  expect(updateCustomer).toHaveBeenCalledWith(3, body);
  expect(read(selectCustomers).customer).toMatchObject({ reading: 'さとう ゆき', phone: '090-9999-0000', version: 2 });
  expect(read(selectCustomers).record).toEqual({ status: 'succeeded', message: { id: 'customers.record.saved' } });

  // she searches by the reading in katakana: her own record is left out of the candidates
  store.dispatch(customerMergeSearched(' サトウ '));
  await flush();
  expect(listCustomers).toHaveBeenCalledWith({ q: 'サトウ', page: 1 });
  expect(read(selectCustomers).candidates.map((c) => c.id)).toEqual([9]);

  store.dispatch(customerMergeSubmitted({ id: 3, body: { other_id: 9, version: 2 } }));
  await flush();
  expect(mergeCustomer).toHaveBeenCalledWith(3, { other_id: 9, version: 2 });
  expect(read(selectCustomers).customer).toMatchObject({ version: 3, note: 'Pays in cash.' });
  expect(read(selectCustomers).candidates).toEqual([]);
  expect(read(selectCustomers).merge).toEqual({ status: 'succeeded', message: { id: 'customers.merge.done' } });
});

test('a record changed meanwhile is refused and reloaded; a merge of two accounts is refused with its words', async () => {
  const getCustomer = jest
    .fn()
    .mockResolvedValueOnce(sato)
    .mockResolvedValueOnce({ ...sato, phone: '03-1111-2222', version: 2 });
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({
      getCustomer,
      updateCustomer: async () => {
        throw new ApiError(409, RECORD_STALE);
      },
      mergeCustomer: async () => {
        throw new ApiError(409, MERGE_TWO_ACCOUNTS);
      },
    }),
    user: STAFF_USER,
  });
  store.dispatch(customerOpened('3'));
  await flush();
  const body = { name: 'Sato Yuki', reading: null, phone: null, email: null, preferred_language: null, version: 1 };
  store.dispatch(customerRecordSubmitted({ id: 3, body }));
  await flush();
  expect(read(selectCustomers).record).toEqual({ status: 'failed', message: { id: 'customers.record.failed', detail: RECORD_STALE } });
  expect(read(selectCustomers).customer).toMatchObject({ phone: '03-1111-2222', version: 2 });
  store.dispatch(customerMergeSubmitted({ id: 3, body: { other_id: 9, version: 2 } }));
  await flush();
  expect(read(selectCustomers).merge).toEqual({ status: 'failed', message: { id: 'customers.merge.failed', detail: MERGE_TWO_ACCOUNTS } });
});
