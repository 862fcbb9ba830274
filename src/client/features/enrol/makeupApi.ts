import type { Absence, MyCredits } from '../../../shared/absences.js';
import type { Makeup, MakeupRequest, MakeupTime } from '../../../shared/makeups.js';
import { createRequest, type Request } from '../../api/client.js';

/** My page's absences and make-ups (issue 41): only my page loads them. */
export function createMakeupApi(request: Request = createRequest()) {
  return {
    myCredits: (id: number) => request<MyCredits>(`/public/mypage/enrolments/${id}/credits`),
    reportAbsence: (id: number, day: string) =>
      request<Absence>(`/public/mypage/enrolments/${id}/absences`, { method: 'POST', body: { day } }),
    makeupTimes: (id: number, from: string) =>
      request<{ times: MakeupTime[] }>(`/public/mypage/enrolments/${id}/makeup-times?from=${from}`).then((r) => r.times),
    bookMakeup: (id: number, body: MakeupRequest) => request<Makeup>(`/public/mypage/enrolments/${id}/makeups`, { method: 'POST', body }),
    cancelMakeup: (bookingId: number) =>
      request<{ credit_returned: boolean }>(`/public/mypage/makeups/${bookingId}/cancel`, { method: 'POST', body: {} }),
  };
}
export type MakeupApi = ReturnType<typeof createMakeupApi>;
