import type { ConsoleArea } from '../consoleAreas.js';
import { customersSagas } from './customersSagas.js';
import { customerRecordDetails } from './customerRecordDetails.js';
import { knowDetails } from '../i18n/serverDetails.js';

// this area's refusals in the member's language (issue 39), added as its code loads
knowDetails(customerRecordDetails);

export const customersArea: ConsoleArea = { name: 'admin/customers', saga: customersSagas };
