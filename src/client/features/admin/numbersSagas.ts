import type { SagaDeps } from '../../app/deps.js';
import type { AdminApi } from './adminApi.js';

/** The console's numbers flows (issue #12). */
export function* numbersSagas(_deps: SagaDeps, _api: AdminApi) {}
