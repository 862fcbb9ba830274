import type { SagaDeps } from '../../../app/deps.js';
import type { AdminApi } from '../adminApi.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { teachersSagas } from './teachersSagas.js';

/** The teachers area's flows; every page that names or picks a teacher starts it too. */
export const teachersArea: ConsoleArea = { name: 'admin/teachers', saga: (_deps: SagaDeps, api: AdminApi) => teachersSagas(api) };
