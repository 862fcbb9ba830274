// SPEC §2: every route of the SPA, in one place. The client's router and links use these, and the
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
} as const;

export type RoutePath = (typeof paths)[keyof typeof paths];

export const viewBookingPath = (referenceId: string, bookingId: string | number): string =>
  `/view-booking/${encodeURIComponent(referenceId)}/${encodeURIComponent(String(bookingId))}`;

const patterns = Object.values(paths).map(
  (p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/** True when `pathname` (no query string) is one of the SPA's routes. */
export function isSpaRoute(pathname: string): boolean {
  return patterns.some((re) => re.test(pathname));
}
