import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CustomerDetail, CustomerListPage } from '../../../../shared/admin/customers.js';
import type { AdminApi } from '../adminApi.js';
import {
  customerLoaded,
  customerMergeCandidates,
  customerMergeFailed,
  customerMergeSearched,
  customerMergeSubmitted,
  customerMerged,
  customerRecordFailed,
  customerRecordSaved,
  customerRecordSubmitted,
} from './customersSlice.js';
import { problemOr } from '../i18n/consoleMessage.js';
import { isStale } from '../noteState.js';

// The customer's record saved and two records merged (issue 39, point 4). A refusal because someone changed the
// record meanwhile (409) reloads it, so the clerk sees what is saved now beside their words.

function* reload(api: AdminApi, id: number) {
  try {
    const customer: CustomerDetail = yield call(api.getCustomer, id);
    yield put(customerLoaded(customer));
  } catch {
    // the refusal's words are shown already
  }
}

function* saveRecord(api: AdminApi, { payload: { id, body } }: ReturnType<typeof customerRecordSubmitted>) {
  try {
    const customer: CustomerDetail = yield call(api.updateCustomer, id, body);
    yield put(customerRecordSaved(customer));
  } catch (e) {
    yield put(customerRecordFailed(problemOr(e, 'customers.record.failed')));
    if (isStale(e)) yield call(reload, api, id);
  }
}

function* searchOthers(api: AdminApi, { payload: q }: ReturnType<typeof customerMergeSearched>) {
  if (!q.trim()) return;
  try {
    const page: CustomerListPage = yield call(api.listCustomers, { q: q.trim(), page: 1 });
    yield put(customerMergeCandidates(page.items));
  } catch (e) {
    yield put(customerMergeFailed(problemOr(e, 'customers.list.failed')));
  }
}

function* merge(api: AdminApi, { payload: { id, body } }: ReturnType<typeof customerMergeSubmitted>) {
  try {
    const customer: CustomerDetail = yield call(api.mergeCustomer, id, body);
    yield put(customerMerged(customer));
  } catch (e) {
    yield put(customerMergeFailed(problemOr(e, 'customers.merge.failed')));
    if (isStale(e)) yield call(reload, api, id);
  }
}

/** The record's flows: a second click while saving or merging is ignored; a newer search replaces the last. */
export function* customerRecordSagas(api: AdminApi) {
  yield takeLeading(customerRecordSubmitted.type, saveRecord, api);
  yield takeLatest(customerMergeSearched.type, searchOthers, api);
  yield takeLeading(customerMergeSubmitted.type, merge, api);
}
