import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { CreditLedger } from '../../../../shared/admin/credits.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { CreditsApi } from './creditsApi.js';
import {
  creditCorrected,
  creditCorrectionFailed,
  creditCorrectionSubmitted,
  creditsLoaded,
  creditsLoadFailed,
  creditsOpened,
} from './creditsSlice.js';

function* load(api: CreditsApi, { payload: customerId }: ReturnType<typeof creditsOpened>) {
  try {
    const ledger: CreditLedger = yield call(api.getLedger, customerId);
    yield put(creditsLoaded(ledger));
  } catch (e) {
    yield put(creditsLoadFailed(problemOr(e, 'credits.loadFailed')));
  }
}

function* correct(api: CreditsApi, { payload: { customerId, body } }: ReturnType<typeof creditCorrectionSubmitted>) {
  try {
    const ledger: CreditLedger = yield call(api.correct, customerId, body);
    yield put(creditCorrected(ledger));
  } catch (e) {
    yield put(creditCorrectionFailed(problemOr(e, 'credits.correctFailed')));
  }
}

/** The ledger read when a customer's page opens (a newer one wins); a second click while saving is ignored. */
export function* creditsSagas(api: CreditsApi) {
  yield takeLatest(creditsOpened.type, load, api);
  yield takeLeading(creditCorrectionSubmitted.type, correct, api);
}
