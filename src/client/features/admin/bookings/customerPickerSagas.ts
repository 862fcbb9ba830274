import { call, delay, put, takeLatest } from 'redux-saga/effects';
import type { CustomerListPage } from '../../../../shared/admin/customers.js';
import type { AdminApi } from '../adminApi.js';
import { deskCustomerSearched, deskCustomerSearchFailed, deskCustomersFound } from './bookingsSlice.js';
import { PICKER_MIN_QUERY } from './customerPickerState.js';
import { problemOr } from '../i18n/consoleMessage.js';

/** A pause in the clerk's typing before the search goes out (a newer keystroke cancels it: takeLatest). */
export const PICKER_DEBOUNCE_MS = 300;

function* searchCustomers(api: AdminApi, { payload: query }: ReturnType<typeof deskCustomerSearched>) {
  if (query.trim().length < PICKER_MIN_QUERY) return;
  yield delay(PICKER_DEBOUNCE_MS);
  try {
    const page: CustomerListPage = yield call(api.listCustomers, { q: query.trim() });
    yield put(deskCustomersFound({ query, matches: page.items }));
  } catch (e) {
    yield put(deskCustomerSearchFailed(problemOr(e, 'picker.failed')));
  }
}

/** The new-booking form's search for a customer who came before. */
export function* customerPickerSagas(api: AdminApi) {
  yield takeLatest(deskCustomerSearched.type, searchCustomers, api);
}
