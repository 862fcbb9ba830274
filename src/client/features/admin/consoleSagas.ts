import { all, call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { adminBookingPath, isConsolePath, paths } from '../../../shared/paths.js';
import type { SagaDeps } from '../../app/deps.js';
import { selectIsLoggedIn, selectSessionRestored } from '../auth/authSelectors.js';
import { loginRequired, sessionRestored, sessionRestoreFailed } from '../auth/authSlice.js';
import { routeChanged } from '../ui/uiSlice.js';
import type { AdminApi } from './adminApi.js';
import { bookingRowChosen } from './consoleSlice.js';
import { frameSagas } from './frameSagas.js';
import { localeSagas } from './localeSagas.js';
import { reauthSagas } from './reauthSagas.js';
import { settingsSagas } from './settingsSagas.js';

/**
 * A logged-out visitor on a console page is sent to log in, and login brings them back to it.
 * (A logged-in visitor without a role sees the console's "no access" page; the server refuses every
 * staff call anyway: this only spares a pointless page.)
 */
export function* guardConsole(deps: SagaDeps, pathname: string) {
  if (!isConsolePath(pathname)) return;
  if (!((yield select(selectSessionRestored)) as boolean)) yield take([sessionRestored.type, sessionRestoreFailed.type]);
  if ((yield select(selectIsLoggedIn)) as boolean) return;
  yield put(loginRequired({ returnTo: pathname }));
  yield call(deps.navigate, paths.login);
}

function* openBookingRow(deps: SagaDeps, { payload: id }: ReturnType<typeof bookingRowChosen>) {
  yield call(deps.navigate, adminBookingPath(id));
}

function* guardEachRoute(deps: SagaDeps, { payload: pathname }: ReturnType<typeof routeChanged>) {
  yield call(guardConsole, deps, pathname);
}

/** The shell's sagas, started once per store by the first console page's route (consoleAreas.ts). */
export function* consoleSagas(deps: SagaDeps, api: AdminApi) {
  yield takeLatest(routeChanged.type, guardEachRoute, deps);
  yield takeLatest(bookingRowChosen.type, openBookingRow, deps);
  yield all([
    fork(reauthSagas, deps, api),
    fork(settingsSagas, api),
    fork(localeSagas, deps),
    fork(frameSagas, deps),
    // the page that loaded the chunk: its routeChanged went by before these sagas ran
    call(guardConsole, deps, deps.currentPath()),
  ]);
}
