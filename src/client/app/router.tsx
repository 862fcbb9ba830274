import type { RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.js';
import { Layout, LayoutFallback } from './layout/Layout.js';
import { RouteError } from './RouteError.js';

// Routes. Every page is its own lazily loaded chunk (static/js/<name>.chunk.js), so a
// visitor downloads only the page they open; the date picker lives only in the booking chunk.
const pages: RouteObject[] = [
  { path: paths.root, lazy: () => import(/* webpackChunkName: "home" */ '../pages/HomePage').then((m) => ({ Component: m.HomePage })) },
  { path: paths.home, lazy: () => import(/* webpackChunkName: "home" */ '../pages/HomePage').then((m) => ({ Component: m.HomePage })) },
  { path: paths.about, lazy: () => import(/* webpackChunkName: "about" */ '../pages/AboutPage').then((m) => ({ Component: m.AboutPage })) },
  { path: paths.terms, lazy: () => import(/* webpackChunkName: "terms" */ '../pages/TermsPage').then((m) => ({ Component: m.TermsPage })) },
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
      import(/* webpackChunkName: "confirm" */ '../features/auth/pages/ConfirmEmailPage').then((m) => ({ Component: m.ConfirmEmailPage })),
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
    lazy: () =>
      import(/* webpackChunkName: "admin_invitation" */ '../features/admin/pages/InvitationPage').then((m) => ({
        Component: m.InvitationPage,
      })),
  },
  // The school's console. Its layout (chunk "admin") checks the role and starts the console's
  // slice and sagas; each page is a chunk of its own. No visitor page imports any of it.
  {
    lazy: () => import(/* webpackChunkName: "admin" */ '../features/admin/AdminLayout').then((m) => ({ Component: m.AdminLayout })),
    children: [
      {
        path: paths.admin,
        lazy: () =>
          import(/* webpackChunkName: "admin_calendar" */ '../features/admin/pages/CalendarPage').then((m) => ({
            Component: m.CalendarPage,
          })),
      },
      {
        path: paths.adminToday,
        lazy: () =>
          import(/* webpackChunkName: "admin_today" */ '../features/admin/pages/TodayPage').then((m) => ({
            Component: m.TodayPage,
          })),
      },
      {
        path: paths.adminTill,
        lazy: () =>
          import(/* webpackChunkName: "admin_till" */ '../features/admin/till/TillPage').then((m) => ({
            Component: m.TillPage,
          })),
      },
      {
        path: paths.adminBookings,
        lazy: () =>
          import(/* webpackChunkName: "admin_bookings" */ '../features/admin/pages/BookingsPage').then((m) => ({
            Component: m.BookingsPage,
          })),
      },
      {
        path: paths.adminBooking,
        lazy: () =>
          import(/* webpackChunkName: "admin_booking" */ '../features/admin/pages/BookingDetailPage').then((m) => ({
            Component: m.BookingDetailPage,
          })),
      },
      {
        path: paths.adminCustomers,
        lazy: () =>
          import(/* webpackChunkName: "admin_customers" */ '../features/admin/pages/CustomersPage').then((m) => ({
            Component: m.CustomersPage,
          })),
      },
      {
        path: paths.adminLinks,
        lazy: () =>
          import(/* webpackChunkName: "admin_links" */ '../features/admin/pages/LinksPage').then((m) => ({ Component: m.LinksPage })),
      },
      {
        path: paths.adminCustomer,
        lazy: () =>
          import(/* webpackChunkName: "admin_customer" */ '../features/admin/pages/CustomerDetailPage').then((m) => ({
            Component: m.CustomerDetailPage,
          })),
      },
      {
        path: paths.adminNewBooking,
        lazy: () =>
          import(/* webpackChunkName: "admin_new_booking" */ '../features/admin/pages/NewBookingPage').then((m) => ({
            Component: m.NewBookingPage,
          })),
      },
      {
        path: paths.adminSchedule,
        lazy: () =>
          import(/* webpackChunkName: "admin_schedule" */ '../features/admin/pages/SchedulePage').then((m) => ({
            Component: m.SchedulePage,
          })),
      },
      {
        path: paths.adminTeachers,
        lazy: () =>
          import(/* webpackChunkName: "admin_teachers" */ '../features/admin/pages/TeachersPage').then((m) => ({
            Component: m.TeachersPage,
          })),
      },
      {
        path: paths.adminNumbers,
        lazy: () =>
          import(/* webpackChunkName: "admin_numbers" */ '../features/admin/pages/NumbersPage').then((m) => ({
            Component: m.NumbersPage,
          })),
      },
      {
        path: paths.adminStaff,
        lazy: () =>
          import(/* webpackChunkName: "admin_staff" */ '../features/admin/pages/StaffPage').then((m) => ({ Component: m.StaffPage })),
      },
      {
        path: paths.adminSettings,
        lazy: () =>
          import(/* webpackChunkName: "admin_settings" */ '../features/admin/pages/SettingsPage').then((m) => ({
            Component: m.SettingsPage,
          })),
      },
      {
        path: paths.adminActivity,
        lazy: () =>
          import(/* webpackChunkName: "admin_activity" */ '../features/admin/pages/ActivityPage').then((m) => ({
            Component: m.ActivityPage,
          })),
      },
    ],
  },
  {
    path: '*',
    lazy: () => import(/* webpackChunkName: "not_found" */ '../pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];

export const routes: RouteObject[] = [
  {
    Component: Layout,
    HydrateFallback: LayoutFallback,
    ErrorBoundary: RouteError,
    // A pathless child with its own boundary keeps header and footer around a page's error.
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];
