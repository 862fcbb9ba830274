import type {
  Course,
  EnrolChoice,
  Enrolment,
  EnrolmentTerms,
  EnrolStarted,
  VisitorEnrolRequest,
  WeeklyTime,
} from '../../../shared/enrolment.js';
import type { PauseOptions, PauseRequest, WithdrawalSummary } from '../../../shared/enrolmentChanges.js';
import type { ChangeChoice, ChangeOptions } from '../../../shared/courseChange.js';
import { createRequest, type Request } from '../../api/client.js';

/** Enrolment's calls (issue 40), outside the entry's Api: only the course page and my page load them. */
export function createEnrolApi(request: Request = createRequest()) {
  return {
    courses: () => request<{ courses: Course[] }>('/public/courses').then((r) => r.courses),
    weeklyTimes: (courseId: number, from: string) =>
      request<{ times: WeeklyTime[] }>(`/public/courses/weekly-times?${new URLSearchParams({ course_id: String(courseId), from })}`).then(
        (r) => r.times,
      ),
    quote: (choice: EnrolChoice) => request<EnrolmentTerms>('/public/enrolments/quote', { method: 'POST', body: choice }),
    enrol: (body: VisitorEnrolRequest) => request<EnrolStarted>('/public/enrolments', { method: 'POST', body }),
    myEnrolments: () => request<{ enrolments: Enrolment[] }>('/public/mypage/enrolments').then((r) => r.enrolments),
    payMonth: (id: number, month: string) =>
      request<{ checkout_url: string }>(`/public/mypage/enrolments/${id}/tuition/${month}/pay`, { method: 'POST', body: {} }),
    changeCard: (id: number) => request<{ checkout_url: string }>(`/public/mypage/enrolments/${id}/card`, { method: 'POST', body: {} }),
    // pausing and withdrawing (issue 41)
    pauseOptions: (id: number) => request<PauseOptions>(`/public/mypage/enrolments/${id}/pause`),
    pause: (id: number, body: PauseRequest) => request<Enrolment>(`/public/mypage/enrolments/${id}/pause`, { method: 'POST', body }),
    withdrawal: (id: number) => request<WithdrawalSummary>(`/public/mypage/enrolments/${id}/withdrawal`),
    withdraw: (id: number) =>
      request<Enrolment>(`/public/mypage/enrolments/${id}/withdrawal`, { method: 'POST', body: { confirmed: true } }),
    // changing course or weekly time (issue 41 point 7)
    changeOptions: (id: number) => request<ChangeOptions>(`/public/mypage/enrolments/${id}/change`),
    changeQuote: (id: number, body: ChangeChoice) =>
      request<EnrolmentTerms>(`/public/mypage/enrolments/${id}/change/quote`, { method: 'POST', body }),
    changeCourse: (id: number, body: ChangeChoice) =>
      request<Enrolment>(`/public/mypage/enrolments/${id}/change`, { method: 'POST', body: { ...body, confirmed: true } }),
  };
}
export type EnrolApi = ReturnType<typeof createEnrolApi>;
