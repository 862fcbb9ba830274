import { ApiError } from '../../src/client/api/client';
import { selectIsLoggedIn, selectUser } from '../../src/client/features/auth/authSelectors';
import { logoutRequested } from '../../src/client/features/auth/authSlice';
import { fakeApi, startStore } from './testStore';

const flush = () => new Promise((r) => setTimeout(r, 0));
const ana = { name: 'Ana', email: 'ana@example.com' };

describe('session restore on app load', () => {
  test('a valid session cookie logs the visitor in with the access_token marker "valid"', async () => {
    const { store } = startStore({ api: fakeApi({ getMe: async () => ana }) });
    await flush();
    expect(selectUser(store.getState())).toEqual(ana);
    expect(store.getState().auth.access_token).toBe('valid');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  test('a failed restore logs the warning and the visitor stays logged out, on the page they opened', async () => {
    const { store, warnings, visited } = startStore({ path: '/app/about' });
    await flush();
    expect(warnings).toEqual(['Failed to restore user session']);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().auth.access_token).toBe('');
    expect(visited).toEqual([]);
  });

  test('a guest (the server answers 204, no session sent) is treated like a failed restore: the warning, logged out', async () => {
    const { store, warnings, visited } = startStore({ path: '/app/booking', api: fakeApi({ getMe: async () => null }) });
    await flush();
    expect(warnings).toEqual(['Failed to restore user session']);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().auth.restoreStatus).toBe('done');
    expect(visited).toEqual([]);
  });

  test('a failed restore on my page sends the visitor to the login page', async () => {
    const { visited } = startStore({ path: '/app/my_page' });
    await flush();
    expect(visited).toEqual(['/app/login']);
  });
});

describe('logout', () => {
  test('logging out clears the session and opens the login page', async () => {
    const logout = jest.fn(async () => null);
    const { store, visited } = startStore({ api: fakeApi({ getMe: async () => ana, logout }) });
    await flush();
    store.dispatch(logoutRequested());
    await flush();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(selectUser(store.getState())).toBeNull();
    expect(store.getState().auth.access_token).toBe('');
    expect(visited).toEqual(['/app/login']);
  });

  test('a failed logout request is logged and the visitor is still logged out locally', async () => {
    const api = fakeApi({ getMe: async () => ana, logout: () => Promise.reject(new ApiError(500, undefined)) });
    const { store, visited, errors } = startStore({ api });
    await flush();
    store.dispatch(logoutRequested());
    await flush();
    expect(errors).toEqual(['Logout request failed']);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(visited).toEqual(['/app/login']);
  });
});
