import type { RouteObject } from 'react-router-dom';
import { consolePaths } from '../../shared/consolePaths.js';
import { paths } from '../../shared/paths.js';
import { consolePage } from './consolePage.js';
import type { FeatureStarter } from './featureStarter.js';

/**
 * The console's routes, in a chunk of their own (router.tsx's discoverConsole adds them on the first console
 * visit). Every page is a chunk that injects its areas' slices as it loads and names the areas whose sagas its
 * loader starts.
 */
export function consoleRoutes(starter: FeatureStarter): RouteObject[] {
  const console = consolePage(starter);
  return [
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
          path: paths.adminSchool,
          lazy: console(
            () => import(/* webpackChunkName: "admin_school" */ '../features/admin/school/pages/SchoolPage'),
            (m) => m.SchoolPage,
          ),
        },
        {
          path: paths.adminTill,
          lazy: console(
            () => import(/* webpackChunkName: "admin_till" */ '../features/admin/till/pages/TillPage'),
            (m) => m.TillPage,
          ),
        },
        // Enrolment (issue 40): courses (owners), the enrolments, one enrolment, the desk's form, tuition by month.
        {
          path: consolePaths.adminPacks,
          lazy: console(
            () => import(/* webpackChunkName: "admin_packs" */ '../features/admin/packs/pages/PacksPage'),
            (m) => m.PacksPage,
          ),
        },
        {
          path: paths.adminCourses,
          lazy: console(
            () => import(/* webpackChunkName: "admin_courses" */ '../features/admin/enrolments/pages/CoursesPage'),
            (m) => m.CoursesPage,
          ),
        },
        {
          path: paths.adminEnrolments,
          lazy: console(
            () => import(/* webpackChunkName: "admin_enrolments" */ '../features/admin/enrolments/pages/EnrolmentsPage'),
            (m) => m.EnrolmentsPage,
          ),
        },
        {
          path: paths.adminEnrolment,
          lazy: console(
            () => import(/* webpackChunkName: "admin_enrolment" */ '../features/admin/enrolments/pages/EnrolmentPage'),
            (m) => m.EnrolmentPage,
          ),
        },
        {
          path: paths.adminEnrol,
          lazy: console(
            () => import(/* webpackChunkName: "admin_enrol" */ '../features/admin/enrolments/pages/EnrolPage'),
            (m) => m.EnrolPage,
          ),
        },
        {
          path: paths.adminTuition,
          lazy: console(
            () => import(/* webpackChunkName: "admin_tuition" */ '../features/admin/enrolments/pages/TuitionPage'),
            (m) => m.TuitionPage,
          ),
        },
        {
          path: consolePaths.adminTimetable,
          lazy: console(
            () => import(/* webpackChunkName: "admin_timetable" */ '../features/admin/timetable/pages/TimetablePage'),
            (m) => m.TimetablePage,
          ),
        },
        {
          // Day & week for the desk (staff), whose /admin is Today (consoleHome.tsx); the same page as an owner's /admin
          path: consolePaths.adminCalendar,
          lazy: console(
            () => import(/* webpackChunkName: "admin_calendar" */ '../features/admin/bookings/pages/CalendarPage'),
            (m) => m.CalendarPage,
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
  ];
}
