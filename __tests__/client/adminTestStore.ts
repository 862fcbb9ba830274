import type { User } from '../../src/shared/auth';
import { ApiError } from '../../src/client/api/client';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import { adminSagas } from '../../src/client/features/admin/adminSagas';
import { selectAdmin } from '../../src/client/features/admin/adminSelectors';
import { fakeApi, loggedInAs, startStore } from './testStore';

// The console's saga tests run on the app's real store with the admin slice and sagas started
// as the console's chunk starts them, with a fake staff API (every call not given fails as a 403 would).

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
  started.store.startFeature('admin', adminSagas, adminApi);
  return { ...started, admin: () => selectAdmin(started.store.getState()) };
}
