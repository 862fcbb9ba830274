import type { ConsoleArea } from '../consoleAreas.js';
import { staffSagas } from './staffSagas.js';

export const staffArea: ConsoleArea = { name: 'admin/staff', saga: staffSagas };
