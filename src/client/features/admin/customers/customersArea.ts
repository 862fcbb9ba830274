import type { ConsoleArea } from '../consoleAreas.js';
import { customersSagas } from './customersSagas.js';

export const customersArea: ConsoleArea = { name: 'admin/customers', saga: customersSagas };
