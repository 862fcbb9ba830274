import { CREDITS_TOO_FEW, CREDIT_VALID_PAST, NO_CREDIT } from '../../../../shared/creditWords.js';
import type { SagaDeps } from '../../../app/deps.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { knowDetails } from '../i18n/serverDetails.js';
import { createCreditsApi, type CreditsApi } from './creditsApi.js';
import { creditsSagas } from './creditsSagas.js';

// this area's refusals in the member's language, added as its code loads
knowDetails([
  [NO_CREDIT, 'credits.detail.noCredit'],
  [CREDITS_TOO_FEW, 'credits.detail.tooFew'],
  [CREDIT_VALID_PAST, 'credits.detail.validPast'],
]);

/** The area's flows on its own calls (creditsApi.ts; tests pass a fake). */
export const creditsAreaSagas = (_deps: SagaDeps, api: CreditsApi) => creditsSagas(api);

export const creditsArea: ConsoleArea = { name: 'admin/credits', saga: (deps: SagaDeps) => creditsAreaSagas(deps, createCreditsApi()) };
