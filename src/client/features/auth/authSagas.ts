import { call, put, takeLeading } from 'redux-saga/effects';
import type { User } from '../../../shared/auth.js';
import * as messages from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import type { SagaDeps } from '../../app/deps.js';
import {
  logoutRequested,
  sessionRestored,
  sessionRestoreFailed,
  sessionRestoreStarted,
  userLoggedOut,
} from './authSlice.js';

/** SPEC §2 "On app load the current-user call is made." */
export function* restoreSession(deps: SagaDeps) {
  yield put(sessionRestoreStarted());
  try {
    const user: User = yield call(deps.api.getMe);
    yield put(sessionRestored(user));
  } catch {
    yield call(deps.log.warn, messages.restoreSessionFailed);
    yield put(sessionRestoreFailed());
    const path: string = yield call(deps.currentPath);
    if (path.startsWith(paths.myPage)) yield call(deps.navigate, paths.login);
  }
}

/** SPEC §4: log out locally and go to login even if the request fails. */
export function* logout(deps: SagaDeps) {
  try {
    yield call(deps.api.logout);
  } catch {
    yield call(deps.log.error, messages.logoutRequestFailed);
  }
  yield put(userLoggedOut());
  yield call(deps.navigate, paths.login);
}

export function* authSagas(deps: SagaDeps) {
  yield takeLeading(logoutRequested.type, logout, deps);
}
