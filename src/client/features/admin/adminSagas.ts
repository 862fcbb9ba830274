import { all, call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { isConsolePath, paths } from '../../../shared/paths.js';
import type { SagaDeps } from '../../app/deps.js';
import { selectIsLoggedIn, selectSessionRestored } from '../auth/authSelectors.js';
import { loginRequired, sessionRestored, sessionRestoreFailed } from '../auth/authSlice.js';
import { routeChanged } from '../ui/uiSlice.js';
import type { AdminApi } from './adminApi.js';
import { bookingsSagas } from './bookings/bookingsSagas.js';
import { customersSagas } from './customers/customersSagas.js';
import { numbersSagas } from './numbers/numbersSagas.js';
import { localeSagas } from './localeSagas.js';
import { reauthSagas } from './reauthSagas.js';
import { scheduleSagas } from './schedule/scheduleSagas.js';
import { staffSagas } from './staff/staffSagas.js';
import { teachersSagas } from './teachers/teachersSagas.js';
import { todaySagas } from './today/todaySagas.js';
import { deskMailSagas } from './bookings/deskMailSagas.js';
import { moveSagas } from './bookings/moveSagas.js';
import { closeDatesSagas } from './schedule/closeDatesSagas.js';
import { customerPickerSagas } from './bookings/customerPickerSagas.js';
import { browserClipboard, linksSagas } from './links/linksSagas.js';
import { myClassesSagas } from './today/myClassesSagas.js';

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

function* guardEachRoute(deps: SagaDeps, { payload: pathname }: ReturnType<typeof routeChanged>) {
  yield call(guardConsole, deps, pathname);
}

/** The console's sagas, started once when its chunk loads (store.startFeature). */
export function* adminSagas(deps: SagaDeps, api: AdminApi) {
  yield takeLatest(routeChanged.type, guardEachRoute, deps);
  yield all([
    fork(bookingsSagas, deps, api),
    fork(scheduleSagas, deps, api),
    fork(staffSagas, deps, api),
    fork(numbersSagas, deps, api),
    fork(reauthSagas, deps, api),
    fork(teachersSagas, api),
    fork(todaySagas, api),
    fork(deskMailSagas, deps, api),
    fork(customersSagas, api),
    fork(moveSagas, api),
    fork(closeDatesSagas, api),
    fork(customerPickerSagas, api),
    fork(linksSagas, api, browserClipboard),
    fork(myClassesSagas, api),
    fork(localeSagas, deps),
    // the page that loaded the chunk: its routeChanged went by before these sagas ran
    call(guardConsole, deps, deps.currentPath()),
  ]);
}
