import { PACK_NOT_FOUND, PACK_STALE, PACK_TOO_LONG } from '../../../../shared/packWords.js';
import type { SagaDeps } from '../../../app/deps.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { knowDetails } from '../i18n/serverDetails.js';
import { createPacksApi, type PacksApi } from './packsApi.js';
import { packsSagas } from './packsSagas.js';

// this area's refusals in the member's language, added as its code loads
knowDetails([
  [PACK_NOT_FOUND, 'packs.detail.notFound'],
  [PACK_STALE, 'packs.detail.stale'],
  [PACK_TOO_LONG, 'packs.detail.tooLong'],
]);

/** The area's flows on its own calls (packsApi.ts; tests pass a fake). */
export const packsAreaSagas = (_deps: SagaDeps, api: PacksApi) => packsSagas(api);

export const packsArea: ConsoleArea = { name: 'admin/packs', saga: (deps: SagaDeps) => packsAreaSagas(deps, createPacksApi()) };
