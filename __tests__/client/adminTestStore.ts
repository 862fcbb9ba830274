import type { User } from '../../src/shared/auth';
import { ApiError } from '../../src/client/api/client';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import type { RootState } from '../../src/client/app/rootReducer';
import type { AppStore } from '../../src/client/app/store';
import { consoleShell, type ConsoleArea } from '../../src/client/features/admin/consoleAreas';
import { bookingsArea } from '../../src/client/features/admin/bookings/bookingsArea';
import { customersArea } from '../../src/client/features/admin/customers/customersArea';
import { linksArea } from '../../src/client/features/admin/links/linksArea';
import { numbersArea } from '../../src/client/features/admin/numbers/numbersArea';
import { scheduleArea } from '../../src/client/features/admin/schedule/scheduleArea';
import { staffArea } from '../../src/client/features/admin/staff/staffArea';
import { teachersArea } from '../../src/client/features/admin/teachers/teachersArea';
import { todayArea } from '../../src/client/features/admin/today/todayArea';
import { fakeApi, loggedInAs, startStore } from './testStore';

// The console's saga tests run on the app's real store with the console's areas started as their
// routes start them, with a fake staff API (every call not given fails as a 403 would). They read the
// state only through each area's selectors (`read(selectBookingDetail)`).

/** The shell and every console area. */
export const ALL_AREAS: ConsoleArea[] = [
  consoleShell,
  bookingsArea,
  customersArea,
  todayArea,
  scheduleArea,
  teachersArea,
  staffArea,
  numbersArea,
  linksArea,
];

/** Starts `areas`' sagas on the store with `adminApi`, as a console route's loader does with the real API. */
export function startAreas(store: AppStore, adminApi: AdminApi, areas: ConsoleArea[] = ALL_AREAS) {
  for (const area of areas) store.startFeature(area.name, area.saga, adminApi);
}

export const OWNER_USER: User = { name: 'Oona Owner', email: 'owner@school.example', role: 'owner' };
export const STAFF_USER: User = { name: 'Sam Staff', email: 'staff@school.example', role: 'staff' };

/** Every call rejects with 403 unless the test provides it. */
export function fakeAdminApi(overrides: Partial<AdminApi> = {}): AdminApi {
  return new Proxy(overrides as AdminApi, {
    get(target, name: string) {
      return target[name as keyof AdminApi] ?? (() => Promise.reject(new ApiError(403, `${name}: not provided by the test (fake)`)));
    },
  });
}

/**
 * The real store, logged in as `user` (an owner unless told), the console's sagas running on `adminApi`;
 * `getMe`: the account the browser's session shows (`user` unless told).
 */
export function startConsole({
  adminApi = fakeAdminApi(),
  user = OWNER_USER,
  path = '/admin',
  confirmAnswer = true,
  getMe = async () => user,
}: { adminApi?: AdminApi; user?: User | null; path?: string; confirmAnswer?: boolean; getMe?: () => Promise<User | null> } = {}) {
  const started = startStore({ api: fakeApi({ getMe }), path, confirmAnswer }, user ? loggedInAs(user) : undefined);
  startAreas(started.store, adminApi);
  return { ...started, read: <T>(selector: (state: RootState) => T) => selector(started.store.getState()) };
}
