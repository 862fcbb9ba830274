// Types only: the zod schemas of shared/school.ts stay out of the browser bundle.
import type { SchoolProfile, SchoolState } from '../../../../shared/school.js';
import { createRequest, type Request } from '../../../api/client.js';

/** The school page's calls (its own chunk's: no other console page needs them). */
export function createSchoolApi(request: Request = createRequest()) {
  return {
    getSchool: () => request<SchoolState>('/admin/school'),
    saveSchool: (profile: SchoolProfile, version: number) =>
      request<SchoolState>('/admin/school', { method: 'PUT', body: { profile, version } }),
    /** The image as base64; the server reads its kind from its bytes. */
    uploadLogo: (data: string) => request<SchoolState>('/admin/school/logo', { method: 'PUT', body: { data } }),
    removeLogo: () => request<SchoolState>('/admin/school/logo', { method: 'DELETE' }),
  };
}
export type SchoolApi = ReturnType<typeof createSchoolApi>;
