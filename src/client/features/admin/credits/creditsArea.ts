import {
  ABSENCE_HAS_CREDIT,
  ALREADY_ABSENT,
  CREDITS_TOO_FEW,
  CREDIT_VALID_PAST,
  LESSON_BEGUN,
  LESSON_NOT_YOURS,
  NO_CREDIT,
  MAKEUP_TIME_TAKEN,
} from '../../../../shared/creditWords.js';
import type { SagaDeps } from '../../../app/deps.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { knowDetails } from '../i18n/serverDetails.js';
import { createCreditsApi, type CreditsApi } from './creditsApi.js';
import { absencesSagas } from './absencesSagas.js';
import { creditsSagas } from './creditsSagas.js';
import { deskMakeupSagas } from './deskMakeupSagas.js';
import { all, call } from 'redux-saga/effects';

// this area's refusals in the member's language, added as its code loads
knowDetails([
  [NO_CREDIT, 'credits.detail.noCredit'],
  [CREDITS_TOO_FEW, 'credits.detail.tooFew'],
  [CREDIT_VALID_PAST, 'credits.detail.validPast'],
  [LESSON_NOT_YOURS, 'credits.detail.lessonNotYours'],
  [LESSON_BEGUN, 'credits.detail.lessonBegun'],
  [ALREADY_ABSENT, 'credits.detail.alreadyAbsent'],
  [ABSENCE_HAS_CREDIT, 'credits.detail.hasCredit'],
  [MAKEUP_TIME_TAKEN, 'credits.makeup.taken'],
]);

/** The area's flows on its own calls (creditsApi.ts; tests pass a fake). */
export function* creditsAreaSagas(_deps: SagaDeps, api: CreditsApi) {
  yield all([call(creditsSagas, api), call(absencesSagas, api), call(deskMakeupSagas, api)]);
}

export const creditsArea: ConsoleArea = { name: 'admin/credits', saga: (deps: SagaDeps) => creditsAreaSagas(deps, createCreditsApi()) };
