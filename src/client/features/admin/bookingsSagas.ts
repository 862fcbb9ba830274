import type { SagaDeps } from '../../app/deps.js';
import type { AdminApi } from './adminApi.js';

/** The console's bookings flows (issue #12). */
export function* bookingsSagas(_deps: SagaDeps, _api: AdminApi) {}
