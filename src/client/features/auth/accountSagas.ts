import { call, delay, put, takeLeading } from 'redux-saga/effects';
import type { MessageResult } from '../../../shared/auth.js';
import { REDIRECT_DELAY_MS } from '../../../shared/constants.js';
import * as messages from '../../../shared/messages.js';
import { paths } from '../../../shared/paths.js';
import { detailOr } from '../../api/client.js';
import type { SagaDeps } from '../../app/deps.js';
import {
  emailConfirmed,
  emailConfirmFailed,
  emailConfirmOpened,
  forgotPasswordFailed,
  forgotPasswordSubmitted,
  passwordResetFailed,
  passwordResetSubmitted,
  passwordResetSucceeded,
  resetEmailSent,
  signupFailed,
  signupSubmitted,
  signupSucceeded,
} from './authSlice.js';

/** Sign up: passwords must match; success says to check the inbox for the confirmation link. */
export function* signup(deps: SagaDeps, { payload }: ReturnType<typeof signupSubmitted>) {
  if (payload.password !== payload.confirmPassword) {
    yield put(signupFailed(messages.signupPasswordsMismatch));
    return;
  }
  try {
    yield call(deps.api.register, { name: payload.name.trim(), email: payload.email.trim(), password: payload.password });
    yield put(signupSucceeded(messages.confirmationEmailSent));
  } catch (e) {
    yield put(signupFailed(detailOr(e, messages.registrationFailed)));
  }
}

/** /confirm: verify the emailed token, then open the login page after 3 seconds. */
export function* confirmEmail(deps: SagaDeps, { payload: { token } }: ReturnType<typeof emailConfirmOpened>) {
  if (!token) {
    yield put(emailConfirmFailed(messages.invalidConfirmationLink));
    return;
  }
  try {
    const result: MessageResult = yield call(deps.api.confirmEmail, token);
    yield put(emailConfirmed(result.message || messages.emailVerified));
  } catch (e) {
    yield put(emailConfirmFailed(detailOr(e, messages.emailConfirmationFailed)));
    return;
  }
  yield delay(REDIRECT_DELAY_MS);
  yield call(deps.navigate, paths.login);
}

/** No enumeration: the server answers the same for every address. */
export function* forgotPassword(deps: SagaDeps, { payload }: ReturnType<typeof forgotPasswordSubmitted>) {
  try {
    yield call(deps.api.forgotPassword, { email: payload.email.trim() });
    yield put(resetEmailSent(messages.resetEmailSent));
  } catch (e) {
    yield put(forgotPasswordFailed(detailOr(e, messages.forgotPasswordFailed)));
  }
}

/** Reset: a token and matching passwords; success opens the login page after 3 seconds. */
export function* resetPassword(deps: SagaDeps, { payload }: ReturnType<typeof passwordResetSubmitted>) {
  if (!payload.token) {
    yield put(passwordResetFailed(messages.invalidToken));
    return;
  }
  if (payload.password !== payload.confirmPassword) {
    yield put(passwordResetFailed(messages.resetPasswordsMismatch));
    return;
  }
  try {
    yield call(deps.api.resetPassword, { token: payload.token, password: payload.password });
    yield put(passwordResetSucceeded(messages.passwordResetDone));
  } catch (e) {
    yield put(passwordResetFailed(detailOr(e, messages.resetFailed)));
    return;
  }
  yield delay(REDIRECT_DELAY_MS);
  yield call(deps.navigate, paths.login);
}

export function* accountSagas(deps: SagaDeps) {
  yield takeLeading(signupSubmitted.type, signup, deps);
  // takeLeading: the token is single-use, so a second mount (StrictMode) must not send it again
  yield takeLeading(emailConfirmOpened.type, confirmEmail, deps);
  yield takeLeading(forgotPasswordSubmitted.type, forgotPassword, deps);
  yield takeLeading(passwordResetSubmitted.type, resetPassword, deps);
}
