import type { SagaDeps } from '../../app/deps.js';
import type { AdminApi } from './adminApi.js';

/** The console's staff flows (issue #12). */
export function* staffSagas(_deps: SagaDeps, _api: AdminApi) {}
