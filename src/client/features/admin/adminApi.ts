// Types only: the zod schemas of shared/admin stay out of the browser bundle.
import type { ReceiptIssue, ReceiptIssueBody } from '../../../shared/receiptIssue.js';
import type {
  AdminBookingDetail,
  AttendanceBody,
  BookingListPage,
  BookingListQuery,
  CalendarView,
  CalendarViewQuery,
  CsvHeadings,
  StaffActionResult,
  StaffBookingBody,
  StaffCancelBody,
} from '../../../shared/admin/bookings.js';
import type { AuditKind, AuditPage } from '../../../shared/admin/common.js';
import type {
  CustomerDetail,
  CustomerListPage,
  CustomerListQuery,
  MergeCustomerBody,
  NoteBody,
  NoteSaved,
  UpdateCustomerBody,
} from '../../../shared/admin/customers.js';
import type { MoveBookingBody, StaffMoveResult } from '../../../shared/admin/move.js';
import type { MyClassesQuery, MyClassesView } from '../../../shared/admin/myClasses.js';
import type { NumbersQuery, NumbersReport } from '../../../shared/admin/numbers.js';
import type { CloseDatesBody, CloseDatesResult, ScheduleState, SlotState, UpdateScheduleBody } from '../../../shared/admin/schedule.js';
import type {
  AcceptInvitationBody,
  CalendarFeed,
  ConsoleLanguageBody,
  Invitation,
  InvitationAccepted,
  InvitationInfo,
  InviteBody,
  NotificationsBody,
  ReauthBody,
  RevokeInvitationBody,
  SetRoleBody,
  StaffList,
  StaffSelf,
} from '../../../shared/admin/staff.js';
import type { EmailCustomerBody } from '../../../shared/admin/deskMails.js';
import type { TodayQuery, TodayView } from '../../../shared/admin/today.js';
import type { TrackedLink, TrackedLinkInput, TrackedLinkList } from '../../../shared/admin/links.js';
import type { ReassignBody, Teacher, TeacherInput, TeacherList, UpdateTeacherBody } from '../../../shared/admin/teachers.js';
import { API_BASE } from '../../../shared/constants.js';
import { createRequest, type Request } from '../../api/client.js';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** `?a=1&b=2` of the defined values (undefined and '' are left out). */
export function queryString(query: object): string {
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** The CSV export's URL, its heading row in `headings`: a plain link downloads it with the session cookie (no saga needed for a file). */
export const exportCsvUrl = (from: string, to: string, headings: CsvHeadings = 'en') =>
  `${API_BASE}/admin/bookings/export.csv${queryString({ from, to, headings })}`;

/** The accountant's CSV: the money movements of the days from..to (a plain link, as the bookings' CSV). */
export const moneyCsvUrl = (from: string, to: string, headings: CsvHeadings = 'en') =>
  `${API_BASE}/admin/money/export.csv${queryString({ from, to, headings })}`;

/** A paid booking's printable receipt (領収書) for staff, by its number (a plain link, as the CSV). */
export const staffReceiptUrl = (id: number) => `${API_BASE}/admin/bookings/${segment(id)}/receipt`;

/** A tracked link's QR code as a file to download (a plain link, as the CSV). */
export const linkQrUrl = (id: number, format: 'svg' | 'png') => `${API_BASE}/admin/links/${segment(id)}/qr.${format}`;

/** One function per call of the staff API (/api/admin/...); the console's sagas get it as their extra dependency. */
export function createAdminApi(request: Request = createRequest()) {
  return {
    // bookings
    listBookings: (query: BookingListQuery) => request<BookingListPage>(`/admin/bookings${queryString(query)}`),
    getCalendarView: (query: CalendarViewQuery) => request<CalendarView>(`/admin/calendar${queryString(query)}`),
    getBooking: (id: number | string) => request<AdminBookingDetail>(`/admin/bookings/${segment(id)}`),
    cancelBooking: (id: number | string, body: StaffCancelBody) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/cancel`, { method: 'POST', body }),
    resendCustomerLink: (id: number | string) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/resend-link`, { method: 'POST', body: {} }),
    markCashRefunded: (id: number | string) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/cash-refunded`, { method: 'POST', body: {} }),
    takeDifferenceInCash: (id: number | string) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/difference/cash`, { method: 'POST', body: {} }),
    sendDifferenceLinkAgain: (id: number | string) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/difference/link`, { method: 'POST', body: {} }),
    setAttendance: (id: number | string, body: AttendanceBody) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/attendance`, { method: 'PUT', body }),
    createBooking: (body: StaffBookingBody) => request<StaffActionResult>('/admin/bookings', { method: 'POST', body }),
    moveBooking: (id: number | string, body: MoveBookingBody) =>
      request<StaffMoveResult>(`/admin/bookings/${segment(id)}/move`, { method: 'POST', body }),
    reassignTeacher: (id: number | string, body: ReassignBody) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/teacher`, { method: 'POST', body }),
    // the desk's emails from a booking's page
    resendConfirmation: (id: number) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/resend-confirmation`, { method: 'POST', body: {} }),
    resendPaymentLink: (id: number) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/resend-payment-link`, { method: 'POST', body: {} }),
    emailCustomer: (id: number, body: EmailCustomerBody) =>
      request<StaffActionResult>(`/admin/bookings/${segment(id)}/email`, { method: 'POST', body }),
    // today
    getToday: (query: TodayQuery) => request<TodayView>(`/admin/today${queryString(query)}`),
    /** The member's own classes (a teacher's whole view). */
    getMyClasses: (query: MyClassesQuery) => request<MyClassesView>(`/admin/my/classes${queryString(query)}`),
    // teachers
    listTeachers: () => request<TeacherList>('/admin/teachers'),
    createTeacher: (body: TeacherInput) => request<Teacher>('/admin/teachers', { method: 'POST', body }),
    updateTeacher: (id: number, body: UpdateTeacherBody) => request<Teacher>(`/admin/teachers/${segment(id)}`, { method: 'PUT', body }),
    retireTeacher: (id: number) => request<Teacher>(`/admin/teachers/${segment(id)}/retire`, { method: 'POST', body: {} }),
    restoreTeacher: (id: number) => request<Teacher>(`/admin/teachers/${segment(id)}/restore`, { method: 'POST', body: {} }),
    // schedule
    getSchedule: () => request<ScheduleState>('/admin/schedule'),
    updateSchedule: (body: UpdateScheduleBody) => request<ScheduleState>('/admin/schedule', { method: 'PUT', body }),
    closeDates: (body: CloseDatesBody) => request<CloseDatesResult>('/admin/schedule/close-dates', { method: 'POST', body }),
    closeSlot: (id: number) => request<SlotState>(`/admin/slots/${segment(id)}/close`, { method: 'POST', body: {} }),
    reopenSlot: (id: number) => request<SlotState>(`/admin/slots/${segment(id)}/reopen`, { method: 'POST', body: {} }),
    // staff and the member's own settings
    getSelf: () => request<StaffSelf>('/admin/me'),
    setNotifications: (body: NotificationsBody) => request<StaffSelf>('/admin/me/notifications', { method: 'PUT', body }),
    setConsoleLanguage: (body: ConsoleLanguageBody) => request<StaffSelf>('/admin/me/console-language', { method: 'PUT', body }),
    newCalendarFeed: () => request<CalendarFeed>('/admin/me/calendar-feed', { method: 'POST', body: {} }),
    revokeCalendarFeed: () => request<null>('/admin/me/calendar-feed', { method: 'DELETE' }),
    listStaff: () => request<StaffList>('/admin/staff'),
    invite: (body: InviteBody) => request<Invitation>('/admin/staff/invitations', { method: 'POST', body }),
    revokeInvitation: (body: RevokeInvitationBody) => request<unknown>('/admin/staff/invitations/revoke', { method: 'POST', body }),
    setRole: (userId: number, body: SetRoleBody) => request<unknown>(`/admin/staff/${segment(userId)}/role`, { method: 'PUT', body }),
    /** The password again; the session counts as freshly authenticated for 15 minutes. */
    /** 204 when the password is recent enough for the sensitive calls, else the 403 that asks for it. */
    checkReauth: () => request<null>('/admin/reauth'),
    reauth: (body: ReauthBody) => request<null>('/admin/reauth', { method: 'POST', body }),
    getInvitation: (token: string) => request<InvitationInfo>(`/public/staff-invitations/${segment(token)}`),
    acceptInvitation: (body: AcceptInvitationBody) =>
      request<InvitationAccepted>('/public/staff-invitations/accept', { method: 'POST', body }),
    // numbers and the activity log
    getNumbers: (query: NumbersQuery) => request<NumbersReport>(`/admin/numbers${queryString(query)}`),
    // customers and the staff-only notes
    listCustomers: (query: CustomerListQuery) => request<CustomerListPage>(`/admin/customers${queryString(query)}`),
    getCustomer: (id: number | string) => request<CustomerDetail>(`/admin/customers/${segment(id)}`),
    updateCustomer: (id: number, body: UpdateCustomerBody) =>
      request<CustomerDetail>(`/admin/customers/${segment(id)}`, { method: 'PUT', body }),
    mergeCustomer: (id: number, body: MergeCustomerBody) =>
      request<CustomerDetail>(`/admin/customers/${segment(id)}/merge`, { method: 'POST', body }),
    saveCustomerNote: (id: number, body: NoteBody) => request<NoteSaved>(`/admin/customers/${segment(id)}/note`, { method: 'PUT', body }),
    saveBookingNote: (id: number, body: NoteBody) => request<NoteSaved>(`/admin/bookings/${segment(id)}/note`, { method: 'PUT', body }),
    /** The receipt's addressee and purpose, set on the customer's request before its first print (409 once issued). */
    issueReceipt: (id: number, body: ReceiptIssueBody) =>
      request<ReceiptIssue>(`/admin/bookings/${segment(id)}/receipt/issue`, { method: 'POST', body }),
    // tracked links
    listLinks: () => request<TrackedLinkList>('/admin/links'),
    createLink: (body: TrackedLinkInput) => request<TrackedLink>('/admin/links', { method: 'POST', body }),
    archiveLink: (id: number) => request<TrackedLink>(`/admin/links/${segment(id)}/archive`, { method: 'POST', body: {} }),
    restoreLink: (id: number) => request<TrackedLink>(`/admin/links/${segment(id)}/restore`, { method: 'POST', body: {} }),
    getActivity: (before?: number, filter: { actor?: string; booking?: number; kind?: AuditKind } = {}) =>
      request<AuditPage>(`/admin/audit${queryString({ ...filter, before })}`),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
