import { matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths.js';
import type { FeatureStarter } from './featureStarter.js';
import { Layout, LayoutFallback } from './layout/Layout.js';
import { RouteError } from './RouteError.js';

// Routes. Every page is its own lazily loaded chunk (static/js/<name>.chunk.js), so a
// visitor downloads only the page they open; the date picker lives only in the booking chunk.
const pages = (): RouteObject[] => [
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
    path: '*',
    lazy: () => import(/* webpackChunkName: "not_found" */ '../pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
  },
];

/** The route the console's routes are added under when a console path is first visited (consoleRoutes.tsx). */
export const PAGES_ROUTE = 'pages';

/** The app's routes (the console's join them on its first visit: discoverConsole). */
export const makeRoutes = (): RouteObject[] => [
  {
    Component: Layout,
    HydrateFallback: LayoutFallback,
    ErrorBoundary: RouteError,
    // A pathless child with its own boundary keeps header and footer around a page's error.
    children: [{ id: PAGES_ROUTE, ErrorBoundary: RouteError, children: pages() }],
  },
];

/**
 * Adds the console's routes the first time a console path is visited (React Router's patchRoutesOnNavigation):
 * their table, with every console chunk's name, stays out of the visitors' entry. `starter` starts the sagas of
 * the console areas a page names.
 */
export function discoverConsole(starter: FeatureStarter) {
  let added = false;
  return async ({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    if (added || !(path === paths.admin || path.startsWith(`${paths.admin}/`))) return;
    const { consoleRoutes } = await import(/* webpackChunkName: "console_routes" */ './consoleRoutes');
    if (added) return;
    added = true;
    patch(PAGES_ROUTE, consoleRoutes(starter));
  };
}

/**
 * Evaluates the modules of the page at `pathname` (its route's `lazy`), so the router's own call finds them evaluated:
 * start-up evaluates a page's modules in a task of their own (index.tsx) instead of in the router's. The catch-all route
 * is left to the router (a console path is no route yet: discoverConsole).
 */
export async function evaluatePage(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.path !== '*' && typeof route.lazy === 'function' ? route.lazy() : null)));
}
