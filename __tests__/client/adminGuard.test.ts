import { loginSubmitted, sessionRestoreFailed } from '../../src/client/features/auth/authSlice';
import { fakeApi, startStore } from './testStore';
import { consoleShell } from '../../src/client/features/admin/consoleAreas';
import { fakeAdminApi, STAFF_USER, startAreas } from './adminTestStore';

// "A logged-out visitor at /admin is sent to /app/login and comes back after logging in."

test('a logged-out visitor on a console page goes to log in, and logging in brings them back to that page', async () => {
  let session: typeof STAFF_USER | null = null;
  const api = fakeApi({ getMe: async () => session, login: async () => ({ access_token: 'valid' }) });
  const { store, visited } = startStore({ api, path: '/admin/bookings' });
  startAreas(store, fakeAdminApi(), [consoleShell]);
  await new Promise((r) => setTimeout(r, 0));
  expect(store.getState().auth.restoreStatus).toBe('done');
  expect(visited).toEqual(['/app/login']);
  expect(store.getState().auth.returnTo).toBe('/admin/bookings');

  session = STAFF_USER;
  store.dispatch(loginSubmitted({ email: STAFF_USER.email, password: 'front desk secret' }));
  await new Promise((r) => setTimeout(r, 0));
  expect(visited).toEqual(['/app/login', '/admin/bookings']);
  expect(store.getState().auth.returnTo).toBeNull();
});

test('the invitation page is not guarded: an invitee without an account stays on it', async () => {
  const { store, visited } = startStore({ api: fakeApi({ getMe: async () => null }), path: '/admin/invitation' });
  startAreas(store, fakeAdminApi(), [consoleShell]);
  store.dispatch(sessionRestoreFailed());
  await new Promise((r) => setTimeout(r, 0));
  expect(visited).toEqual([]);
});

test('a logged-in account stays on the console page (the page itself tells a visitor without a role there is no access)', async () => {
  const { store, visited } = startStore({
    api: fakeApi({ getMe: async () => ({ name: 'Ana', email: 'ana@example.com' }) }),
    path: '/admin',
  });
  startAreas(store, fakeAdminApi(), [consoleShell]);
  await new Promise((r) => setTimeout(r, 0));
  expect(store.getState().auth.userInfo?.name).toBe('Ana');
  expect(visited).toEqual([]);
});
