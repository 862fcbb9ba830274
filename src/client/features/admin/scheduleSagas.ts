import type { SagaDeps } from '../../app/deps.js';
import type { AdminApi } from './adminApi.js';

/** The console's schedule flows (issue #12). */
export function* scheduleSagas(_deps: SagaDeps, _api: AdminApi) {}
