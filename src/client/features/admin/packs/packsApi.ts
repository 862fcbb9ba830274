import type { PackBalances, PackChange, PackListed, PackInput } from '../../../../shared/admin/packs.js';
import type { Course } from '../../../../shared/enrolment.js';
import { createRequest, type Request } from '../../../api/client.js';

/** The owner's lesson packs' calls (issue 41, point 3): the packs area's sagas get them as their own dependency. */
export function createPacksApi(request: Request = createRequest()) {
  return {
    list: () => request<{ packs: PackListed[] }>('/admin/packs'),
    create: (body: PackInput) => request<PackListed>('/admin/packs', { method: 'POST', body }),
    update: (id: number, body: PackChange) => request<PackListed>(`/admin/packs/${id}`, { method: 'PUT', body }),
    balances: () => request<PackBalances>('/admin/numbers/packs'),
    /** The courses a pack may be for (the form's choice). */
    courses: () => request<{ courses: Course[] }>('/admin/courses'),
  };
}
export type PacksApi = ReturnType<typeof createPacksApi>;
