import type { SagaDeps } from '../../../app/deps.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { createSchoolApi } from './schoolApi.js';
import { schoolSagas } from './schoolSagas.js';

/** The school area's flows (owners), on the school's own calls rather than the console's API client. */
export const schoolArea: ConsoleArea = { name: 'admin/school', saga: (deps: SagaDeps) => schoolSagas(deps, createSchoolApi()) };
