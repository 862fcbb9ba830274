import type { Absence, DeskAbsenceRequest } from '../../../../shared/absences.js';
import type { CreditCorrection, CreditLedger } from '../../../../shared/admin/credits.js';
import type { Makeup, MakeupRequest, MakeupTime } from '../../../../shared/makeups.js';
import { createRequest, type Request } from '../../../api/client.js';

/** The lesson-credit ledger's calls (issue 41): the credits area's sagas get them as their own dependency. */
export function createCreditsApi(request: Request = createRequest()) {
  return {
    getLedger: (customerId: number) => request<CreditLedger>(`/admin/customers/${customerId}/credits`),
    correct: (customerId: number, body: CreditCorrection) =>
      request<CreditLedger>(`/admin/customers/${customerId}/credits`, { method: 'POST', body }),
    absences: (enrolmentId: number) => request<{ absences: Absence[] }>(`/admin/enrolments/${enrolmentId}/absences`),
    reportAbsence: (enrolmentId: number, body: DeskAbsenceRequest) =>
      request<Absence>(`/admin/enrolments/${enrolmentId}/absences`, { method: 'POST', body }),
    creditAbsence: (absenceId: number, reason: string) =>
      request<Absence>(`/admin/absences/${absenceId}/credit`, { method: 'POST', body: { reason } }),
    makeupTimes: (enrolmentId: number, from: string) =>
      request<{ times: MakeupTime[] }>(`/admin/enrolments/${enrolmentId}/makeup-times?from=${encodeURIComponent(from)}`),
    bookMakeup: (enrolmentId: number, body: MakeupRequest) =>
      request<Makeup>(`/admin/enrolments/${enrolmentId}/makeups`, { method: 'POST', body }),
  };
}
export type CreditsApi = ReturnType<typeof createCreditsApi>;
