import type { TillQuery, TillReport } from '../../../../shared/admin/till.js';
import { createRequest, type Request } from '../../../api/client.js';
import { queryString } from '../adminApi.js';

/** The till's one call (GET /api/admin/till); its sagas get it as their extra dependency. */
export function createTillApi(request: Request = createRequest()) {
  return {
    getTill: (query: TillQuery) => request<TillReport>(`/admin/till${queryString(query)}`),
  };
}
export type TillApi = ReturnType<typeof createTillApi>;
