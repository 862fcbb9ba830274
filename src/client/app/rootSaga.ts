import { all, call, fork } from 'redux-saga/effects';
import { authSagas, restoreSession } from '../features/auth/authSagas.js';
import { bookingSagas } from '../features/booking/bookingSagas.js';
import { mypageSagas } from '../features/mypage/mypageSagas.js';
import { restoreLanguage, uiSagas, watchRoute } from '../features/ui/uiSagas.js';
import type { SagaDeps } from './deps.js';

export function* rootSaga(deps: SagaDeps) {
  yield all([
    fork(watchRoute, deps),
    fork(authSagas, deps),
    fork(uiSagas, deps),
    fork(bookingSagas, deps),
    fork(mypageSagas, deps),
    call(restoreSession, deps),
    call(restoreLanguage, deps),
  ]);
}
