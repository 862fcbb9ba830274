import type { User } from '../../src/shared/auth';
import type { LanguageCode } from '../../src/shared/constants';
import { ApiError } from '../../src/client/api/client';
import type { Api } from '../../src/client/api/api';
import type { SagaDeps } from '../../src/client/app/deps';
import { makeStore, type RootState } from '../../src/client/app/store';
import type { CheckoutChoice } from '../../src/client/features/booking/checkoutChoice';

/**
 * Every call rejects as a logged-out visitor would see it unless the test provides it; the public
 * teacher list answers as a school without teachers does ([]).
 */
export function fakeApi(overrides: Partial<Api> = {}): Api {
  const unexpected = (name: string) => () => Promise.reject(new ApiError(401, `${name}: not logged in (fake)`));
  const base = {
    getMe: unexpected('getMe'),
    updateMe: unexpected('updateMe'),
    updateLanguage: unexpected('updateLanguage'),
    login: unexpected('login'),
    logout: unexpected('logout'),
    register: unexpected('register'),
    confirmEmail: unexpected('confirmEmail'),
    forgotPassword: unexpected('forgotPassword'),
    resetPassword: unexpected('resetPassword'),
    getMyBookings: unexpected('getMyBookings'),
    getTeachers: async () => [],
    getCalendar: unexpected('getCalendar'),
    getTimeslots: unexpected('getTimeslots'),
    confirmBooking: unexpected('confirmBooking'),
    requestPayment: unexpected('requestPayment'),
    viewBooking: unexpected('viewBooking'),
    cancelBooking: unexpected('cancelBooking'),
  } satisfies Api;
  return { ...base, ...overrides };
}

/** Preloaded state for a visitor whose session was restored (access_token 'valid'). */
export function loggedInAs(user: User): Partial<RootState> {
  const idle = { status: 'idle' as const, message: null };
  return {
    auth: {
      access_token: 'valid',
      userInfo: user,
      restoreStatus: 'done',
      flows: { login: idle, signup: idle, confirm: idle, forgot: idle, reset: idle },
      returnTo: null,
    },
  };
}

/**
 * The app's real store with recording fakes for everything outside it: the pages navigated to,
 * the URLs the browser was sent to, alerts, confirm prompts (answered with `confirmAnswer`) and
 * log lines, and a handle to emit router changes.
 */
export function startStore(
  {
    api = fakeApi(),
    path = '/app',
    translateSelect = () => null as HTMLSelectElement | null,
    confirmAnswer = true,
    /** The language a cookie remembers from an earlier visit. */
    chosenLanguage = null as LanguageCode | null,
    /** The date and timeslots kept when the visitor went to the checkout (the tab's session storage). */
    keptChoice = null as CheckoutChoice | null,
  } = {},
  preloadedState?: Partial<RootState>,
) {
  const visited: string[] = [];
  const wentTo: string[] = [];
  const alerts: string[] = [];
  const prompts: string[] = [];
  const warnings: string[] = [];
  const errors: string[] = [];
  let routeListener: (p: string) => void = () => {};
  let scriptLoads = 0;
  /** What the saga told the browser to remember: the languages chosen, and how often the time zone was reported. */
  const remembered = { languages: [] as LanguageCode[], timeZoneReports: 0 };
  const checkout = { kept: keptChoice };
  const deps: SagaDeps = {
    api,
    navigate: (to) => visited.push(to),
    goToUrl: (url) => wentTo.push(url),
    alert: (m) => alerts.push(m),
    confirm: (m) => {
      prompts.push(m);
      return confirmAnswer;
    },
    log: { warn: (m) => warnings.push(m), error: (m) => errors.push(m) },
    currentPath: () => path,
    onRouteChange(listener) {
      routeListener = listener;
      return () => {};
    },
    translate: { load: () => void scriptLoads++, findSelect: translateSelect },
    locale: {
      chosenLanguage: () => chosenLanguage,
      rememberLanguage: (l) => void remembered.languages.push(l),
      rememberTimeZone: () => void remembered.timeZoneReports++,
    },
    checkoutChoice: {
      keep: (choice) => void (checkout.kept = choice),
      take: () => {
        const kept = checkout.kept;
        checkout.kept = null;
        return kept;
      },
    },
  };
  const store = makeStore(deps, preloadedState);
  return {
    store,
    visited,
    wentTo,
    alerts,
    prompts,
    warnings,
    errors,
    routeTo: (p: string) => routeListener(p),
    scriptLoads: () => scriptLoads,
    remembered,
    checkout,
  };
}
