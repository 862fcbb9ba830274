import type { SagaDeps } from '../../../app/deps.js';
import type { ConsoleArea } from '../consoleAreas.js';
import { createSchoolApi } from './schoolApi.js';
import { schoolSagas } from './schoolSagas.js';
import { schoolPolicyDetails } from './policyDetails.js';
import { knowDetails } from '../i18n/serverDetails.js';

// this area's refusals in the member's language (issue 39), added as its code loads
knowDetails(schoolPolicyDetails);

/** The school area's flows (owners), on the school's own calls rather than the console's API client. */
export const schoolArea: ConsoleArea = { name: 'admin/school', saga: (deps: SagaDeps) => schoolSagas(deps, createSchoolApi()) };
