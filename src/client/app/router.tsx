import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.js';
import { consolePage } from './consolePage.js';
import type { FeatureStarter } from './featureStarter.js';
import { Layout, LayoutFallback } from './layout/Layout.js';
import { RouteError } from './RouteError.js';

// Routes. Every page is its own lazily loaded chunk (static/js/<name>.chunk.js), so a
// visitor downloads only the page they open; the date picker lives only in the booking chunk.
const pages = (starter: FeatureStarter): RouteObject[] => {
  const console = consolePage(starter);
  return [
    { path: paths.root, lazy: () => import(/* webpackChunkName: "home" */ '../pages/HomePage').then((m) => ({ Component: m.HomePage })) },
    { path: paths.home, lazy: () => import(/* webpackChunkName: "home" */ '../pages/HomePage').then((m) => ({ Component: m.HomePage })) },
    {
      path: paths.about,
      lazy: () => import(/* webpackChunkName: "about" */ '../pages/AboutPage').then((m) => ({ Component: m.AboutPage })),
    },
    {
      path: paths.terms,
      lazy: () => import(/* webpackChunkName: "terms" */ '../pages/TermsPage').then((m) => ({ Component: m.TermsPage })),
    },
    {
      path: paths.privacy,
      lazy: () => import(/* webpackChunkName: "privacy" */ '../pages/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
    },
    {
      path: paths.trading,
      lazy: () => import(/* webpackChunkName: "trading" */ '../pages/TradingPage').then((m) => ({ Component: m.TradingPage })),
    },
    {
      path: paths.payForBooking,
      lazy: () =>
        import(/* webpackChunkName: "pay_for_booking" */ '../pages/PayForBookingPage').then((m) => ({ Component: m.PayForBookingPage })),
    },
    {
      path: paths.booking,
      lazy: () =>
        import(/* webpackChunkName: "booking" */ '../features/booking/pages/BookingPage').then((m) => ({ Component: m.BookingPage })),
    },
    {
      path: paths.payment,
      lazy: () =>
        import(/* webpackChunkName: "payment" */ '../features/booking/pages/PaymentPage').then((m) => ({ Component: m.PaymentPage })),
    },
    {
      path: paths.viewBooking,
      lazy: () =>
        import(/* webpackChunkName: "view_booking" */ '../features/booking/pages/ViewBookingPage').then((m) => ({
          Component: m.ViewBookingPage,
        })),
    },
    {
      path: paths.login,
      lazy: () => import(/* webpackChunkName: "login" */ '../features/auth/pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
    },
    {
      path: paths.signup,
      lazy: () => import(/* webpackChunkName: "signup" */ '../features/auth/pages/SignupPage').then((m) => ({ Component: m.SignupPage })),
    },
    {
      path: paths.forgotPassword,
      lazy: () =>
        import(/* webpackChunkName: "forgot_pass" */ '../features/auth/pages/ForgotPasswordPage').then((m) => ({
          Component: m.ForgotPasswordPage,
        })),
    },
    {
      path: paths.resetPassword,
      lazy: () =>
        import(/* webpackChunkName: "reset_password" */ '../features/auth/pages/ResetPasswordPage').then((m) => ({
          Component: m.ResetPasswordPage,
        })),
    },
    {
      path: paths.confirmEmail,
      lazy: () =>
        import(/* webpackChunkName: "confirm" */ '../features/auth/pages/ConfirmEmailPage').then((m) => ({
          Component: m.ConfirmEmailPage,
        })),
    },
    {
      path: paths.myPage,
      lazy: () => import(/* webpackChunkName: "my_page" */ '../features/mypage/pages/MyPage').then((m) => ({ Component: m.MyPage })),
    },
    {
      path: paths.bookSuccess,
      lazy: () => import(/* webpackChunkName: "book_success" */ '../pages/BookSuccessPage').then((m) => ({ Component: m.BookSuccessPage })),
    },
    {
      path: paths.adminInvitation,
      lazy: console(
        () => import(/* webpackChunkName: "admin_invitation" */ '../features/admin/staff/pages/InvitationPage'),
        (m) => m.InvitationPage,
      ),
    },
    // The school's console. Its layout (chunk "admin") is the shell; each page is a chunk of its own,
    // which injects its areas' slices as it loads and names the areas whose sagas the loader starts.
    // No visitor page imports any of it.
    {
      lazy: console(
        () => import(/* webpackChunkName: "admin" */ '../features/admin/AdminLayout'),
        (m) => m.AdminLayout,
      ),
      children: [
        {
          path: paths.admin,
          // a teacher's own week, else the school's: only the one shown is loaded (consoleHome.tsx)
          lazy: () => import(/* webpackChunkName: "admin_home" */ './consoleHome').then((m) => m.consoleHome(starter)),
        },
        {
          path: paths.adminToday,
          lazy: console(
            () => import(/* webpackChunkName: "admin_today" */ '../features/admin/today/pages/TodayPage'),
            (m) => m.TodayPage,
          ),
        },
        {
          path: paths.adminTill,
          lazy: console(
            () => import(/* webpackChunkName: "admin_till" */ '../features/admin/till/pages/TillPage'),
            (m) => m.TillPage,
          ),
        },
        {
          path: paths.adminBookings,
          lazy: console(
            () => import(/* webpackChunkName: "admin_bookings" */ '../features/admin/bookings/pages/BookingsPage'),
            (m) => m.BookingsPage,
          ),
        },
        {
          path: paths.adminBooking,
          lazy: console(
            () => import(/* webpackChunkName: "admin_booking" */ '../features/admin/bookings/pages/BookingDetailPage'),
            (m) => m.BookingDetailPage,
          ),
        },
        {
          path: paths.adminCustomers,
          lazy: console(
            () => import(/* webpackChunkName: "admin_customers" */ '../features/admin/customers/pages/CustomersPage'),
            (m) => m.CustomersPage,
          ),
        },
        {
          path: paths.adminLinks,
          lazy: console(
            () => import(/* webpackChunkName: "admin_links" */ '../features/admin/links/pages/LinksPage'),
            (m) => m.LinksPage,
          ),
        },
        {
          path: paths.adminCustomer,
          lazy: console(
            () => import(/* webpackChunkName: "admin_customer" */ '../features/admin/customers/pages/CustomerDetailPage'),
            (m) => m.CustomerDetailPage,
          ),
        },
        {
          path: paths.adminNewBooking,
          lazy: console(
            () => import(/* webpackChunkName: "admin_new_booking" */ '../features/admin/bookings/pages/NewBookingPage'),
            (m) => m.NewBookingPage,
          ),
        },
        {
          path: paths.adminSchedule,
          lazy: console(
            () => import(/* webpackChunkName: "admin_schedule" */ '../features/admin/schedule/pages/SchedulePage'),
            (m) => m.SchedulePage,
          ),
        },
        {
          path: paths.adminTeachers,
          lazy: console(
            () => import(/* webpackChunkName: "admin_teachers" */ '../features/admin/teachers/pages/TeachersPage'),
            (m) => m.TeachersPage,
          ),
        },
        {
          path: paths.adminNumbers,
          lazy: console(
            () => import(/* webpackChunkName: "admin_numbers" */ '../features/admin/numbers/pages/NumbersPage'),
            (m) => m.NumbersPage,
          ),
        },
        {
          path: paths.adminStaff,
          lazy: console(
            () => import(/* webpackChunkName: "admin_staff" */ '../features/admin/staff/pages/StaffPage'),
            (m) => m.StaffPage,
          ),
        },
        {
          path: paths.adminSettings,
          lazy: console(
            () => import(/* webpackChunkName: "admin_settings" */ '../features/admin/pages/SettingsPage'),
            (m) => m.SettingsPage,
          ),
        },
        {
          path: paths.adminActivity,
          lazy: console(
            () => import(/* webpackChunkName: "admin_activity" */ '../features/admin/staff/pages/ActivityPage'),
            (m) => m.ActivityPage,
          ),
        },
      ],
    },
    {
      path: '*',
      lazy: () => import(/* webpackChunkName: "not_found" */ '../pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
    },
  ];
};

/** The app's routes; `starter` starts the sagas of the lazily loaded console areas on the app's store. */
export const makeRoutes = (starter: FeatureStarter): RouteObject[] => [
  {
    Component: Layout,
    HydrateFallback: LayoutFallback,
    ErrorBoundary: RouteError,
    // A pathless child with its own boundary keeps header and footer around a page's error.
    children: [{ ErrorBoundary: RouteError, children: pages(starter) }],
  },
];
