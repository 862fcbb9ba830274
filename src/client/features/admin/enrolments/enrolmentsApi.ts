import type { CourseChange, CourseForEdit, CourseInput } from '../../../../shared/admin/courses.js';
import type { CustomerDetail } from '../../../../shared/admin/customers.js';
import type {
  DeskQuoteRequest,
  EnrolmentList,
  EnrolmentListQuery,
  TuitionReport,
  WalkInCustomerInput,
  WalkInMade,
} from '../../../../shared/admin/enrolments.js';
import type { Course, DeskEnrolRequest, Enrolment, EnrolmentTerms, WeeklyTime } from '../../../../shared/enrolment.js';
import type { EnrolmentChangeRequest, PauseOptions, PauseRequest, WithdrawalSummary } from '../../../../shared/enrolmentChanges.js';
import type { ChangeChoice, ChangeOptions } from '../../../../shared/courseChange.js';
import { API_BASE } from '../../../../shared/constants.js';
import { createRequest, type Request } from '../../../api/client.js';
import { queryString } from '../adminApi.js';

/** The enrolments area's calls (issue 40): its sagas get them as their own dependency, as the till's do. */
export function createEnrolmentsApi(request: Request = createRequest()) {
  return {
    listCourses: () => request<{ courses: Course[] }>('/admin/courses'),
    getCourse: (id: number) => request<CourseForEdit>(`/admin/courses/${id}`),
    createCourse: (body: CourseInput) => request<CourseForEdit>('/admin/courses', { method: 'POST', body }),
    updateCourse: (id: number, body: CourseChange) => request<CourseForEdit>(`/admin/courses/${id}`, { method: 'PUT', body }),
    retireCourse: (id: number) => request<CourseForEdit>(`/admin/courses/${id}`, { method: 'DELETE' }),
    listEnrolments: (query: EnrolmentListQuery) => request<EnrolmentList>(`/admin/enrolments${queryString(query)}`),
    getEnrolment: (id: number) => request<Enrolment>(`/admin/enrolments/${id}`),
    markPaid: (id: number, month: string, way: 'cash' | 'transfer') =>
      request<Enrolment>(`/admin/enrolments/${id}/tuition/${month}/paid`, { method: 'POST', body: { way } }),
    walkIn: (body: WalkInCustomerInput) => request<WalkInMade>('/admin/enrolments/walk-in', { method: 'POST', body }),
    getCustomer: (id: number) => request<CustomerDetail>(`/admin/customers/${id}`),
    weeklyTimes: (courseId: number, from: string) =>
      request<{ times: WeeklyTime[] }>(`/admin/enrolments/weekly-times${queryString({ course_id: courseId, from })}`),
    quote: (body: DeskQuoteRequest) => request<EnrolmentTerms>('/admin/enrolments/quote', { method: 'POST', body }),
    enrol: (body: DeskEnrolRequest) => request<{ id: number; code: string }>('/admin/enrolments', { method: 'POST', body }),
    tuition: (month: string) => request<TuitionReport>(`/admin/tuition${queryString({ month })}`),
    // pauses and withdrawals taken at the desk, and the requests' list (issue 41)
    changeRequests: (id: number | null) =>
      request<{ requests: EnrolmentChangeRequest[] }>(id === null ? '/admin/enrolments/requests' : `/admin/enrolments/${id}/requests`),
    pauseOptions: (id: number) => request<PauseOptions>(`/admin/enrolments/${id}/pause`),
    pause: (id: number, body: PauseRequest) => request<Enrolment>(`/admin/enrolments/${id}/pause`, { method: 'POST', body }),
    withdrawal: (id: number) => request<WithdrawalSummary>(`/admin/enrolments/${id}/withdrawal`),
    withdraw: (id: number) => request<Enrolment>(`/admin/enrolments/${id}/withdrawal`, { method: 'POST', body: { confirmed: true } }),
    // a change of course or weekly time taken at the desk (issue 41 point 7)
    changeOptions: (id: number) => request<ChangeOptions>(`/admin/enrolments/${id}/change`),
    changeQuote: (id: number, body: ChangeChoice) =>
      request<EnrolmentTerms>(`/admin/enrolments/${id}/change/quote`, { method: 'POST', body }),
    changeCourse: (id: number, body: ChangeChoice) =>
      request<Enrolment>(`/admin/enrolments/${id}/change`, { method: 'POST', body: { ...body, confirmed: true } }),
  };
}
export type EnrolmentsApi = ReturnType<typeof createEnrolmentsApi>;

/** The month's tuition CSV (a download the browser follows after the console checks the password: csvExportRequested). */
export const tuitionCsvUrl = (month: string, headings: string) => `${API_BASE}/admin/tuition/export.csv${queryString({ month, headings })}`;

/** A paid month's printable receipt (領収書), in the student's language; printed first, it is issued to their name. */
export const tuitionReceiptUrl = (id: number, month: string) =>
  `${API_BASE}/admin/enrolments/${encodeURIComponent(String(id))}/tuition/${encodeURIComponent(month)}/receipt`;
