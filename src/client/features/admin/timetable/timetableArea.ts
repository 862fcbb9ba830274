import type { ConsoleArea } from '../consoleAreas.js';
import { createTimetableApi } from './timetableApi.js';
import { timetableSagas } from './timetableSagas.js';

/** The timetable area's flow (the teachers' day or week), on its own call rather than the console's API client. */
export const timetableArea: ConsoleArea = { name: 'admin/timetable', saga: () => timetableSagas(createTimetableApi()) };
