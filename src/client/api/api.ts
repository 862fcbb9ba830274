import type {
  UpdateLanguageBody,
  ForgotPasswordBody,
  LoginBody,
  LoginResult,
  MessageResult,
  RegisterBody,
  ResetPasswordBody,
  UpdateProfileBody,
  User,
} from '../../shared/auth.js';
// Types only: the zod schemas of shared/booking stay out of the browser bundle.
import type {
  BookingDetail,
  BookingSummary,
  CalendarDay,
  MyBooking,
  ConfirmBookingBody,
  PaymentResult,
  Timeslot,
} from '../../shared/booking.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import type { PublicTeacher } from '../../shared/teachers.js';
import { createRequest, type Request } from './client.js';

const calendarPath = `/public/rental-space/calendar/${RENTAL_SPACE_ID}`;
const segment = (value: string | number) => encodeURIComponent(String(value));

/** Whose free times: a teacher (teacher_id), "Any teacher" of a language, or (empty) any teacher at all. */
export type TeacherChoice = Pick<ConfirmBookingBody, 'teacher_id' | 'teaching_language'>;
/** The calendar's and timeslots' query (?teacher= or ?language=); '' for no choice. */
function availabilityQuery(choice: TeacherChoice = {}): string {
  if (choice.teacher_id !== undefined) return `?teacher=${segment(choice.teacher_id)}`;
  return choice.teaching_language ? `?language=${segment(choice.teaching_language)}` : '';
}

/** One function per API call; sagas receive this object through their deps. */
export function createApi(request: Request = createRequest()) {
  return {
    /** The logged-in user; null for a guest (204: no session sent). */
    getMe: () => request<User | null>('/public/me'),
    updateMe: (body: UpdateProfileBody) => request<User>('/public/me', { method: 'PUT', body }),
    updateLanguage: (body: UpdateLanguageBody) => request<null>('/public/me/language', { method: 'PUT', body }),
    login: (body: LoginBody) => request<LoginResult>('/public/auth/login', { method: 'POST', body }),
    logout: () => request<unknown>('/public/auth/logout', { method: 'POST' }),
    register: (body: RegisterBody) => request<MessageResult>('/public/users/register', { method: 'POST', body }),
    confirmEmail: (token: string) => request<MessageResult>(`/public/users/confirm?token=${encodeURIComponent(token)}`),
    forgotPassword: (body: ForgotPasswordBody) => request<MessageResult>('/public/auth/forgot_password', { method: 'POST', body }),
    resetPassword: (body: ResetPasswordBody) => request<MessageResult>('/public/auth/reset_password', { method: 'POST', body }),
    getMyBookings: () => request<MyBooking[]>('/public/mypage/bookings'),
    /** The bookable teachers; [] when the school has none. */
    getTeachers: () => request<PublicTeacher[]>('/public/teachers'),
    getCalendar: (choice?: TeacherChoice) => request<CalendarDay[]>(`${calendarPath}${availabilityQuery(choice)}`),
    /** `yyyymmdd`: compact date in paths. */
    getTimeslots: (yyyymmdd: string, choice?: TeacherChoice) =>
      request<Timeslot[]>(`${calendarPath}/${segment(yyyymmdd)}${availabilityQuery(choice)}`),
    // One endpoint, two answers depending on action_type: a function per answer keeps the types honest.
    confirmBooking: (body: ConfirmBookingBody & { action_type: 'confirm' }) =>
      request<BookingSummary>('/public/book/confirm', { method: 'POST', body }),
    requestPayment: (body: ConfirmBookingBody & { action_type: 'payment' }) =>
      request<PaymentResult>('/public/book/confirm', { method: 'POST', body }),
    viewBooking: (referenceId: string, bookingId: string | number) =>
      request<BookingDetail>(`/public/view-booking/${segment(referenceId)}/${segment(bookingId)}`),
    cancelBooking: (bookingId: string | number) =>
      request<unknown>(`/public/bookings/${segment(bookingId)}/cancel`, { method: 'POST', body: {} }),
  };
}

export type Api = ReturnType<typeof createApi>;
