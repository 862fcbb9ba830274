// Every route of the SPA, in one place. The client's router and links use these, and the
// server uses `isSpaRoute` to answer unknown paths with the SPA's 404 page and HTTP status 404.
export const paths = {
  root: '/',
  home: '/app',
  about: '/app/about',
  booking: '/app/booking',
  payment: '/app/payment',
  payForBooking: '/app/pay_for_booking',
  trading: '/app/trading',
  privacy: '/app/privacy',
  terms: '/app/terms',
  login: '/app/login',
  signup: '/app/signup',
  forgotPassword: '/app/forgot_pass',
  resetPassword: '/reset_password',
  bookSuccess: '/app/book_success',
  myPage: '/app/my_page',
  viewBooking: '/view-booking/:referenceId/:bookingId',
  confirmEmail: '/confirm',
  // The school's console (its own chunks; no visitor page imports them).
  admin: '/admin',
  adminToday: '/admin/today',
  adminTill: '/admin/till',
  adminBookings: '/admin/bookings',
  adminBooking: '/admin/bookings/:bookingId',
  adminNewBooking: '/admin/new-booking',
  adminSchedule: '/admin/schedule',
  adminTeachers: '/admin/teachers',
  adminNumbers: '/admin/numbers',
  adminStaff: '/admin/staff',
  adminSettings: '/admin/settings',
  adminActivity: '/admin/activity',
  adminCustomers: '/admin/customers',
  adminCustomer: '/admin/customers/:customerId',
  adminLinks: '/admin/links',
  /** The school's profile, texts, logo and trial (owners). */
  adminSchool: '/admin/school',
  /** Enrolment (issue 40): the courses (owners), the enrolments, one enrolment, the desk's form, tuition by month. */
  adminCourses: '/admin/courses',
  adminEnrolments: '/admin/enrolments',
  adminEnrolment: '/admin/enrolments/:enrolmentId',
  adminEnrol: '/admin/enrol',
  adminTuition: '/admin/tuition',
  /** The invitation link's page: outside the console's guard (the invitee may have no account yet). */
  adminInvitation: '/admin/invitation',
} as const;

/** True for the console's pages (the pages that need a staff role; the invitation page does not). */
export const isConsolePath = (pathname: string): boolean =>
  (pathname === paths.admin || pathname.startsWith(`${paths.admin}/`)) && !pathname.startsWith(paths.adminInvitation);

/**
 * A page a login may return to (a Google sign-in carries it through the provider): this site's console
 * or /app pages only, by path, so no value can send the browser elsewhere; null for anything else.
 */
export const returnPathOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\/(app|admin)(\/[A-Za-z0-9_-]+)*$/.test(value) && value.length <= 200 ? value : null;

export const adminBookingPath = (bookingId: string | number): string => `${paths.adminBookings}/${encodeURIComponent(String(bookingId))}`;

export const adminCustomerPath = (customerId: string | number): string =>
  `${paths.adminCustomers}/${encodeURIComponent(String(customerId))}`;

export const adminEnrolmentPath = (enrolmentId: string | number): string =>
  `${paths.adminEnrolments}/${encodeURIComponent(String(enrolmentId))}`;

/** The desk's enrolment form, pre-filled (a trial booking's "Enrol": its customer, teacher, weekday and time). */
export function adminEnrolPath(prefill: {
  from_booking_id?: number;
  customer_id?: number;
  teacher_id?: number;
  weekday?: number;
  start?: string;
}) {
  const query = Object.entries(prefill)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return query ? `${paths.adminEnrol}?${query}` : paths.adminEnrol;
}

export const viewBookingPath = (referenceId: string, bookingId: string | number): string =>
  `/view-booking/${encodeURIComponent(referenceId)}/${encodeURIComponent(String(bookingId))}`;

/**
 * The lazily loaded chunk of each route (the webpackChunkName in client/app/router.tsx). The server
 * puts that chunk's script tags into the page it sends, so the browser fetches the page's code
 * together with main.js instead of after it. __tests__/build checks these names against the build.
 */
export const pageChunks: Record<keyof typeof paths, string> = {
  root: 'home',
  home: 'home',
  about: 'about',
  booking: 'booking',
  payment: 'payment',
  payForBooking: 'pay_for_booking',
  trading: 'trading',
  privacy: 'privacy',
  terms: 'terms',
  login: 'login',
  signup: 'signup',
  forgotPassword: 'forgot_pass',
  resetPassword: 'reset_password',
  bookSuccess: 'book_success',
  myPage: 'my_page',
  viewBooking: 'view_booking',
  confirmEmail: 'confirm',
  admin: 'admin_home',
  adminToday: 'admin_today',
  adminTill: 'admin_till',
  adminBookings: 'admin_bookings',
  adminBooking: 'admin_booking',
  adminNewBooking: 'admin_new_booking',
  adminSchedule: 'admin_schedule',
  adminTeachers: 'admin_teachers',
  adminNumbers: 'admin_numbers',
  adminStaff: 'admin_staff',
  adminSettings: 'admin_settings',
  adminActivity: 'admin_activity',
  adminCustomers: 'admin_customers',
  adminCustomer: 'admin_customer',
  adminLinks: 'admin_links',
  adminSchool: 'admin_school',
  adminCourses: 'admin_courses',
  adminEnrolments: 'admin_enrolments',
  adminEnrolment: 'admin_enrolment',
  adminEnrol: 'admin_enrol',
  adminTuition: 'admin_tuition',
  adminInvitation: 'admin_invitation',
};
export const NOT_FOUND_CHUNK = 'not_found';

// Built on first use (by the server and the pre-render), not when the module loads: the visitors' entry imports
// `paths` only, and leaves this table and `pageChunks` out of its bytes.
let patterns: Array<{ re: RegExp; chunk: string }> | null = null;
const routePatterns = () =>
  (patterns ??= (Object.keys(paths) as Array<keyof typeof paths>).map((key) => ({
    re: new RegExp(`^${paths[key].replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    chunk: pageChunks[key],
  })));

/** True when `pathname` (no query string) is one of the SPA's routes. */
export function isSpaRoute(pathname: string): boolean {
  return routePatterns().some(({ re }) => re.test(pathname));
}

/** The page chunk that renders `pathname` (NOT_FOUND_CHUNK for a path that is no route). */
export function pageChunkOf(pathname: string): string {
  return routePatterns().find(({ re }) => re.test(pathname))?.chunk ?? NOT_FOUND_CHUNK;
}
