import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CustomerDetail, CustomerListPage, CustomerListQuery, NoteSaved } from '../../../../shared/admin/customers.js';
import type { RootState } from '../../../app/rootReducer.js';
import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import {
  selectCustomers,
  customerLoaded,
  customerLoadFailed,
  customerNoteFailed,
  customerNoteSaved,
  customerNoteSubmitted,
  customerOpened,
  customersLoaded,
  customersLoadFailed,
  customersPageChosen,
  customersPageOpened,
  customersSearchSubmitted,
} from './customersSlice.js';
import { problemOr } from '../i18n/consoleMessage.js';
import { isStale } from '../noteState.js';
import { customerRecordSagas } from './customerRecordSagas.js';

/** The list's query: what staff searched for and the page they are on. */
export function customersQuery(s: RootState): CustomerListQuery {
  const { q, page } = selectCustomers(s);
  return { q: q.trim() || undefined, page };
}

function* loadCustomers(api: AdminApi) {
  const query: CustomerListQuery = yield select(customersQuery);
  try {
    const page: CustomerListPage = yield call(api.listCustomers, query);
    yield put(customersLoaded(page));
  } catch (e) {
    yield put(customersLoadFailed(problemOr(e, 'customers.list.failed')));
  }
}

function* loadCustomer(api: AdminApi, id: string | number) {
  try {
    const customer: CustomerDetail = yield call(api.getCustomer, id);
    yield put(customerLoaded(customer));
  } catch (e) {
    yield put(customerLoadFailed(problemOr(e, 'customers.page.failed')));
  }
}

function* openCustomer(api: AdminApi, { payload: id }: ReturnType<typeof customerOpened>) {
  yield call(loadCustomer, api, id);
}

// A stale note is refused and the page reloaded, so the clerk sees the note now saved beside their own draft.
function* saveCustomerNote(api: AdminApi, { payload: { id, note, version } }: ReturnType<typeof customerNoteSubmitted>) {
  try {
    const saved: NoteSaved = yield call(api.saveCustomerNote, id, { note, version });
    yield put(customerNoteSaved(saved));
  } catch (e) {
    yield put(customerNoteFailed(problemOr(e, 'customers.note.failed')));
    if (isStale(e)) yield call(loadCustomer, api, id);
  }
}

/** The customers area's flows. */
export function* customersSagas(_deps: SagaDeps, api: AdminApi) {
  // takeLatest: a newer search or page cancels the stale request
  yield takeLatest([customersPageOpened.type, customersSearchSubmitted.type, customersPageChosen.type], loadCustomers, api);
  yield takeLatest(customerOpened.type, openCustomer, api);
  // takeLeading: a second click while saving is ignored
  yield takeLeading(customerNoteSubmitted.type, saveCustomerNote, api);
  yield call(customerRecordSagas, api);
}
