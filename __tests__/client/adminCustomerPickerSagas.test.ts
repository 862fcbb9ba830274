import { ApiError } from '../../src/client/api/client';
import {
  deskCustomerPicked,
  deskCustomerSearched,
  newBookingPageOpened,
  selectPicker,
} from '../../src/client/features/admin/bookings/bookingsSlice';
import { PICKER_DEBOUNCE_MS } from '../../src/client/features/admin/bookings/customerPickerSagas';
import { satoRow } from './adminCustomersFixtures';
import { fakeAdminApi, startConsole } from './adminTestStore';

// The desk's new-booking form: the clerk searches for a customer who came before as the caller spells it out.

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("the clerk types the caller's number as they say it: one search once the typing pauses, and Sato is chosen", async () => {
  const listCustomers = jest.fn(async () => ({ items: [satoRow], total: 1, page: 1, page_size: 25 }));
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ listCustomers }) });
  store.dispatch(deskCustomerSearched('0'));
  await pause(PICKER_DEBOUNCE_MS + 50);
  // one character finds too many to list
  expect(listCustomers).not.toHaveBeenCalled();
  expect(read(selectPicker)).toMatchObject({ query: '0', status: 'idle', matches: [] });
  for (const typed of ['090', '090 12', '090 1234 5678']) store.dispatch(deskCustomerSearched(typed));
  expect(read(selectPicker).status).toBe('loading');
  await pause(PICKER_DEBOUNCE_MS + 50);
  expect(listCustomers).toHaveBeenCalledTimes(1);
  expect(listCustomers).toHaveBeenCalledWith({ q: '090 1234 5678' });
  expect(read(selectPicker)).toMatchObject({ status: 'ready', matches: [satoRow] });
  store.dispatch(deskCustomerPicked(satoRow.id));
  expect(read(selectPicker).picked).toBe(3);
  // the next booking starts without her
  store.dispatch(newBookingPageOpened());
  expect(read(selectPicker)).toMatchObject({ picked: null, query: '', matches: [] });
});

test('a search that fails says so in the list, and typing again tries again', async () => {
  const listCustomers = jest
    .fn()
    .mockRejectedValueOnce(new ApiError(500, undefined))
    .mockResolvedValueOnce({ items: [satoRow], total: 1, page: 1, page_size: 25 });
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ listCustomers }) });
  store.dispatch(deskCustomerSearched('sato'));
  await pause(PICKER_DEBOUNCE_MS + 50);
  expect(read(selectPicker)).toMatchObject({ status: 'failed', error: { id: 'picker.failed' } });
  store.dispatch(deskCustomerSearched('sato y'));
  await pause(PICKER_DEBOUNCE_MS + 50);
  expect(read(selectPicker)).toMatchObject({ status: 'ready', error: null, matches: [satoRow] });
});
