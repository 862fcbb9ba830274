import { call, put, race, take, takeLeading } from 'redux-saga/effects';
import { REAUTH_CANCELED, REAUTH_CODE } from '../../../shared/admin/reauth.js';
import { ApiError } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import type { AdminApi } from './adminApi.js';
import { shownText } from './localeSagas.js';
import { csvExportRequested, reauthAsked, reauthCanceled, reauthConfirmed, reauthFailed, reauthSubmitted } from './consoleSlice.js';
import { problemOr } from './i18n/consoleMessage.js';

// The server refuses a sensitive call with 403 { detail, code: REAUTH_CODE } when the
// password was not given in the last 15 minutes. The call is made through withReauth: on that answer the
// console shows its password prompt, and once the password is confirmed the same call is made again.

/** True for the server's "give your password again" answer. */
export const needsReauth = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.status === 403 && (e.body as { code?: unknown } | null)?.code === REAUTH_CODE;

/**
 * Makes the call; if the server asks for the password, opens the prompt and waits: confirmed, the call is
 * made again (its answer is returned); canceled, an ApiError saying nothing was changed is thrown.
 */
type ApiCall = (...args: never[]) => Promise<unknown>;

export function* withReauth(fn: ApiCall, ...args: unknown[]): Generator<unknown, unknown, unknown> {
  const again = fn as (...a: unknown[]) => Promise<unknown>;
  try {
    return yield call(again, ...args);
  } catch (e) {
    if (!needsReauth(e)) throw e;
    yield put(reauthAsked({ detail: e.detail ?? REAUTH_CANCELED }));
    const outcome = (yield race({ confirmed: take(reauthConfirmed.type), canceled: take(reauthCanceled.type) })) as { confirmed?: unknown };
    if (!outcome.confirmed) throw new ApiError(403, REAUTH_CANCELED);
    return yield call(again, ...args);
  }
}

function* confirmPassword(api: AdminApi, { payload }: ReturnType<typeof reauthSubmitted>) {
  try {
    yield call(api.reauth, payload);
    yield put(reauthConfirmed());
  } catch (e) {
    yield put(reauthFailed(problemOr(e, 'staff.reauth.failed')));
  }
}

/**
 * The CSV export is a download (a plain link the browser follows), which cannot show a prompt: the console
 * asks the server first, prompts if needed, and then follows the link. Canceled: nothing happens.
 */
function* exportCsv(deps: SagaDeps, api: AdminApi, { payload: url }: ReturnType<typeof csvExportRequested>) {
  try {
    yield call(withReauth, api.checkReauth);
  } catch (e) {
    if (!(e instanceof ApiError && e.detail === REAUTH_CANCELED)) {
      const text: string = yield call(shownText, problemOr(e, 'staff.reauth.exportFailed'));
      yield call(deps.alert, text);
    }
    return;
  }
  yield call(deps.goToUrl, url);
}

export function* reauthSagas(deps: SagaDeps, api: AdminApi) {
  yield takeLeading(reauthSubmitted.type, confirmPassword, api);
  yield takeLeading(csvExportRequested.type, exportCsv, deps, api);
}
