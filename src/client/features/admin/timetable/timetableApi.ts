import type { Timetable, TimetableQuery } from '../../../../shared/admin/timetable.js';
import { createRequest, type Request } from '../../../api/client.js';
import { queryString } from '../adminApi.js';

/** The timetable's one call (GET /api/admin/timetable); its sagas get it as their extra dependency. */
export function createTimetableApi(request: Request = createRequest()) {
  return {
    getTimetable: (query: TimetableQuery) => request<Timetable>(`/admin/timetable${queryString(query)}`),
  };
}
export type TimetableApi = ReturnType<typeof createTimetableApi>;
