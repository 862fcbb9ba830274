import type { ConsoleArea } from '../consoleAreas.js';
import { createTillApi } from './tillApi.js';
import { tillSagas } from './tillSagas.js';

/** The till area's flow (the day's till report), on the till's own call rather than the console's API client. */
export const tillArea: ConsoleArea = { name: 'admin/till', saga: () => tillSagas(createTillApi()) };
