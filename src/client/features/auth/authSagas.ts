import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { LoginResult, User } from '../../../shared/auth.js';
import * as messages from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import { detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import { routeChanged } from '../ui/uiSlice.js';
import { accountSagas } from './accountSagas.js';
import { selectIsLoggedIn, selectReturnTo, selectSessionRestored } from './authSelectors.js';
import {
  loginFailed,
  loginSubmitted,
  loginSucceeded,
  logoutRequested,
  sessionRestored,
  sessionRestoreFailed,
  sessionRestoreStarted,
  userLoggedOut,
} from './authSlice.js';

/** "On app load the current-user call is made." */
export function* restoreSession(deps: SagaDeps) {
  yield put(sessionRestoreStarted());
  let user: User | null = null;
  try {
    user = yield call(deps.api.getMe);
  } catch {
    // an expired or revoked session: a guest, like one who sent no session (null)
  }
  if (user) {
    yield put(sessionRestored(user));
  } else {
    yield call(deps.log.warn, messages.restoreSessionFailed);
    yield put(sessionRestoreFailed());
    const path: string = yield call(deps.currentPath);
    if (path.startsWith(paths.myPage)) yield call(deps.navigate, paths.login);
  }
}

/**
 * Login stores the token and the user (read back from the new session), then goes to /app, or
 * back to the page that asked for the login (the console).
 */
export function* login(deps: SagaDeps, { payload }: ReturnType<typeof loginSubmitted>) {
  try {
    const { access_token }: LoginResult = yield call(deps.api.login, { email: payload.email.trim(), password: payload.password });
    const user: User | null = yield call(deps.api.getMe);
    // null: the browser did not keep the session cookie (cookies blocked), so the login did not take
    if (!user) throw new Error('no session after login');
    const returnTo: string | null = yield select(selectReturnTo);
    yield put(loginSucceeded({ access_token, user }));
    yield call(deps.navigate, returnTo ?? paths.home);
  } catch (e) {
    yield put(loginFailed(detailOr(e, messages.loginFailed)));
  }
}

/** Log out locally and go to login even if the request fails. */
export function* logout(deps: SagaDeps) {
  try {
    yield call(deps.api.logout);
  } catch {
    yield call(deps.log.error, messages.logoutRequestFailed);
  }
  yield put(userLoggedOut());
  yield call(deps.navigate, paths.login);
}

/** My page requires login; a logged-out visitor who reaches it (after the restore) goes to login. */
export function* guardMyPage(deps: SagaDeps, { payload: pathname }: ReturnType<typeof routeChanged>) {
  if (!pathname.startsWith(paths.myPage)) return;
  const restored: boolean = yield select(selectSessionRestored);
  const loggedIn: boolean = yield select(selectIsLoggedIn);
  if (restored && !loggedIn) yield call(deps.navigate, paths.login);
}

export function* authSagas(deps: SagaDeps) {
  yield takeLeading(loginSubmitted.type, login, deps);
  yield takeLeading(logoutRequested.type, logout, deps);
  yield takeLatest(routeChanged.type, guardMyPage, deps);
  yield fork(accountSagas, deps);
}
