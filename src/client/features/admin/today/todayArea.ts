import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { todaySagas } from './todaySagas.js';

/** The today area's flows: the desk's day and a teacher's own classes. */
export const todayArea: ConsoleArea = {
  name: 'admin/today',
  saga: (_deps: SagaDeps, api: AdminApi) => todaySagas(api),
};
