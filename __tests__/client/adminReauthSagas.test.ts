import { ApiError } from '../../src/client/api/client';
import {
  calendarFeedRequested,
  csvExportRequested,
  reauthCanceled,
  reauthSubmitted,
  selectReauth,
  selectSettings,
} from '../../src/client/features/admin/consoleSlice';
import { inviteSubmitted, memberRoleSubmitted, staffPageOpened, selectStaff } from '../../src/client/features/admin/staff/staffSlice';
import { needsReauth } from '../../src/client/features/admin/reauthSagas';
import { REAUTH_CANCELED, REAUTH_CODE, REAUTH_NEEDED, WRONG_PASSWORD } from '../../src/shared/admin/reauth';
import { fakeAdminApi, startConsole } from './adminTestStore';
import { flush, staffList } from './adminOfficeFixtures';

// A sensitive call refused for want of a recent password opens the console's password
// prompt; the password confirmed, the console makes the same call again. Stories on the real store.

/** The server's answer when the password was not given in the last 15 minutes. */
const reauthRefusal = () => new ApiError(403, REAUTH_NEEDED, { detail: REAUTH_NEEDED, code: REAUTH_CODE });

test('a role change asks for the password, a wrong one is told, the right one makes the change', async () => {
  let fresh = false;
  const setRole = jest.fn(async (_id: number, body: { role: string | null }) => {
    if (!fresh) throw reauthRefusal();
    return body;
  });
  const reauth = jest.fn(async ({ password }: { password: string }) => {
    if (password !== 'correct horse battery') throw new ApiError(400, WRONG_PASSWORD);
    fresh = true;
    return null;
  });
  const listStaff = jest.fn(async () => staffList);
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ listStaff, setRole, reauth }) });
  store.dispatch(staffPageOpened());
  await flush();

  store.dispatch(memberRoleSubmitted({ id: 2, name: 'Sam Staff', role: 'owner' }));
  await flush();
  expect(read(selectReauth)).toEqual({ open: true, reason: { detail: REAUTH_NEEDED }, status: 'idle', error: null });
  expect(read(selectStaff).memberAction.status).toBe('loading'); // the change waits for the password
  expect(setRole).toHaveBeenCalledTimes(1);

  store.dispatch(reauthSubmitted({ password: 'a guess' }));
  expect(read(selectReauth).status).toBe('loading');
  await flush();
  expect(read(selectReauth)).toEqual({
    open: true,
    reason: { detail: REAUTH_NEEDED },
    status: 'idle',
    error: { id: 'staff.reauth.failed', detail: WRONG_PASSWORD },
  });
  expect(setRole).toHaveBeenCalledTimes(1);

  store.dispatch(reauthSubmitted({ password: 'correct horse battery' }));
  await flush();
  expect(reauth).toHaveBeenLastCalledWith({ password: 'correct horse battery' });
  expect(read(selectReauth).open).toBe(false);
  expect(setRole).toHaveBeenCalledTimes(2);
  expect(setRole).toHaveBeenLastCalledWith(2, { role: 'owner' });
  expect(read(selectStaff).memberAction).toEqual({
    status: 'succeeded',
    message: { id: 'staff.members.roleChanged', values: { name: 'Sam Staff', role: 'owner' } },
  });
});

test('canceling the prompt changes nothing and says so; the next sensitive call asks again', async () => {
  const newCalendarFeed = jest.fn(async () => {
    throw reauthRefusal();
  });
  const invite = jest.fn(async () => {
    throw reauthRefusal();
  });
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ newCalendarFeed, invite, listStaff: async () => staffList }) });
  store.dispatch(calendarFeedRequested());
  await flush();
  expect(read(selectReauth).open).toBe(true);
  store.dispatch(reauthCanceled());
  await flush();
  expect(read(selectReauth).open).toBe(false);
  expect(read(selectSettings).feed).toEqual({ status: 'failed', message: { id: 'staff.feed.failed', detail: REAUTH_CANCELED } });
  expect(read(selectSettings).feedUrl).toBeNull();
  expect(newCalendarFeed).toHaveBeenCalledTimes(1);

  store.dispatch(inviteSubmitted({ email: 'kai@school.example', role: 'staff' }));
  await flush();
  expect(read(selectReauth)).toMatchObject({ open: true, reason: { detail: REAUTH_NEEDED } });
});

test('only the marked 403 opens the prompt: other refusals are shown as before', () => {
  expect(needsReauth(reauthRefusal())).toBe(true);
  expect(needsReauth(new ApiError(403, 'Only the school’s owners can do this.', { detail: 'x' }))).toBe(false);
  expect(needsReauth(new ApiError(400, REAUTH_NEEDED, { code: REAUTH_CODE }))).toBe(false);
  expect(needsReauth(new Error('network'))).toBe(false);
});

test('the CSV export: asked for the password first, then the browser follows the link; canceled, it goes nowhere', async () => {
  let fresh = false;
  const checkReauth = jest.fn(async () => {
    if (!fresh) throw reauthRefusal();
    return null;
  });
  const reauth = jest.fn(async () => {
    fresh = true;
    return null;
  });
  const { store, read, wentTo, alerts } = startConsole({ adminApi: fakeAdminApi({ checkReauth, reauth }) });
  const url = '/api/admin/bookings/export.csv?from=2026-11-01&to=2026-11-30';

  store.dispatch(csvExportRequested(url));
  await flush();
  expect(read(selectReauth).open).toBe(true);
  store.dispatch(reauthCanceled());
  await flush();
  expect(wentTo).toEqual([]);
  expect(alerts).toEqual([]);

  store.dispatch(csvExportRequested(url));
  await flush();
  store.dispatch(reauthSubmitted({ password: 'correct horse battery' }));
  await flush();
  expect(checkReauth).toHaveBeenCalledTimes(3); // refused twice, then allowed
  expect(wentTo).toEqual([url]);

  // recent enough: no prompt at all
  store.dispatch(csvExportRequested(url));
  await flush();
  expect(read(selectReauth).open).toBe(false);
  expect(wentTo).toEqual([url, url]);
});
