import type { StaffRole } from '../../src/shared/roles';
import { ApiError } from '../../src/client/api/client';
import { redact } from '../../src/client/app/redact';
import {
  activityFilterChanged,
  activityMoreRequested,
  activityPageOpened,
  invitationAcceptSubmitted,
  invitationPageOpened,
  invitationRevokeSubmitted,
  inviteSubmitted,
  memberRoleSubmitted,
  staffPageOpened,
  selectStaff,
} from '../../src/client/features/admin/staff/staffSlice';
import {
  calendarFeedRequested,
  calendarFeedStopRequested,
  notificationsToggled,
  settingsPageOpened,
  selectSettings,
} from '../../src/client/features/admin/consoleSlice';
import {
  numbersPageOpened,
  numbersPeriodChosen,
  numbersRangeSubmitted,
  selectNumbers,
} from '../../src/client/features/admin/numbers/numbersSlice';
import {
  schedulePageOpened,
  scheduleReloadRequested,
  scheduleSaveRefusedLocally,
  scheduleSaveSubmitted,
  selectSchedule,
} from '../../src/client/features/admin/schedule/scheduleSlice';
import { defaultNumbersRange } from '../../src/client/features/admin/numbers/numbersState';
import { SCHEDULE_SAVED } from '../../src/client/features/admin/schedule/scheduleState';
import { tokyoToday } from '../../src/shared/dates';
import { fakeAdminApi, startConsole } from './adminTestStore';
import { conflict, conflictError, flush, report, schedule, self, staffList } from './adminOfficeFixtures';

// The owner's side of the console (schedule, numbers, staff, own settings, activity, invitations) as stories.

describe('schedule', () => {
  test('the owner loads the schedule, closes a date and saves it: the new version is shown with the saved message', async () => {
    const updateSchedule = jest.fn(async (body: { settings: typeof schedule.settings; version: number }) => ({
      ...schedule,
      ...body,
      version: 4,
    }));
    const { store, read } = startConsole({
      adminApi: fakeAdminApi({ getSchedule: async () => schedule, updateSchedule }),
      path: '/admin/schedule',
    });
    store.dispatch(schedulePageOpened());
    await flush();
    expect(read(selectSchedule).current?.version).toBe(3);

    const settings = { ...schedule.settings, closedDates: ['2026-12-30', '2026-12-31'] };
    store.dispatch(scheduleSaveSubmitted({ settings, version: 3 }));
    expect(read(selectSchedule).saveStatus).toBe('loading');
    await flush();
    expect(updateSchedule).toHaveBeenCalledWith({ settings, version: 3 });
    expect(read(selectSchedule).saveStatus).toBe('succeeded');
    expect(read(selectSchedule).saveMessage).toEqual(SCHEDULE_SAVED);
    expect(read(selectSchedule).current?.version).toBe(4);
    expect(read(selectSchedule).current?.settings.closedDates).toEqual(['2026-12-30', '2026-12-31']);
  });

  test('after a save, a later save that fails leaves no "saved" message standing', async () => {
    const updateSchedule = jest
      .fn()
      .mockResolvedValueOnce({ ...schedule, version: 4 })
      .mockRejectedValueOnce(new ApiError(500, undefined));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getSchedule: async () => schedule, updateSchedule }) });
    store.dispatch(schedulePageOpened());
    await flush();
    store.dispatch(scheduleSaveSubmitted({ settings: schedule.settings, version: 3 }));
    await flush();
    expect(read(selectSchedule).saveMessage).toEqual(SCHEDULE_SAVED);

    store.dispatch(scheduleSaveRefusedLocally());
    expect(read(selectSchedule)).toMatchObject({ saveStatus: 'idle', saveMessage: null });

    store.dispatch(scheduleSaveSubmitted({ settings: schedule.settings, version: 4 }));
    await flush();
    expect(read(selectSchedule)).toMatchObject({ saveStatus: 'failed', saveMessage: { id: 'schedule.saveFailed' } });
    expect(read(selectSchedule).current?.version).toBe(4);
  });

  test('a save refused because bookings hold the slots lists those bookings, and nothing is saved', async () => {
    const detail = 'This change would remove slots that hold 1 booking. Cancel or move them first.';
    const { store, read } = startConsole({
      adminApi: fakeAdminApi({
        getSchedule: async () => schedule,
        updateSchedule: () => Promise.reject(conflictError(detail, [conflict])),
      }),
    });
    store.dispatch(schedulePageOpened());
    await flush();
    store.dispatch(
      scheduleSaveSubmitted({ settings: { ...schedule.settings, weeklyHours: { ...schedule.settings.weeklyHours, tue: [] } }, version: 3 }),
    );
    await flush();
    expect(read(selectSchedule)).toMatchObject({ saveStatus: 'failed', saveMessage: { detail }, conflicts: [conflict], stale: false });
    expect(read(selectSchedule).current).toEqual(schedule);
  });

  test('a save refused because someone else changed the schedule offers Reload, which loads the current version', async () => {
    const getSchedule = jest
      .fn()
      .mockResolvedValueOnce(schedule)
      .mockResolvedValueOnce({ ...schedule, version: 5 });
    const detail = 'Someone else changed the schedule. Reload it and make your change again.';
    const { store, read } = startConsole({
      adminApi: fakeAdminApi({ getSchedule, updateSchedule: () => Promise.reject(new ApiError(409, detail)) }),
    });
    store.dispatch(schedulePageOpened());
    await flush();
    store.dispatch(scheduleSaveSubmitted({ settings: schedule.settings, version: 3 }));
    await flush();
    expect(read(selectSchedule)).toMatchObject({ saveStatus: 'failed', saveMessage: { detail }, conflicts: [], stale: true });

    store.dispatch(scheduleReloadRequested());
    await flush();
    expect(read(selectSchedule)).toMatchObject({ saveStatus: 'idle', stale: false, loadStatus: 'ready' });
    expect(read(selectSchedule).current?.version).toBe(5);
  });

  test('a schedule that cannot be loaded says so clearly', async () => {
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getSchedule: () => Promise.reject(new ApiError(500, undefined)) }) });
    store.dispatch(schedulePageOpened());
    await flush();
    expect(read(selectSchedule).loadError).toEqual({ id: 'schedule.loadFailed' });
  });
});

describe('numbers', () => {
  test('numbers load per week for the last 12 weeks, then per month for the last 12 months, then for a chosen range', async () => {
    const getNumbers = jest.fn(async (q: { period?: 'week' | 'month' }) => report(q.period ?? 'week'));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getNumbers }) });
    const today = tokyoToday();
    store.dispatch(numbersPageOpened());
    await flush();
    expect(getNumbers).toHaveBeenLastCalledWith({ ...defaultNumbersRange('week', today), period: 'week' });
    expect(read(selectNumbers).report?.rows).toHaveLength(3);

    store.dispatch(numbersPeriodChosen('month'));
    expect(read(selectNumbers).loadStatus).toBe('loading');
    await flush();
    expect(getNumbers).toHaveBeenLastCalledWith({ ...defaultNumbersRange('month', today), period: 'month' });
    expect(read(selectNumbers)).toMatchObject({ period: 'month', loadStatus: 'ready' });
    expect(read(selectNumbers).report?.period).toBe('month');

    store.dispatch(numbersRangeSubmitted({ from: '2026-01-01', to: '2026-06-30' }));
    await flush();
    expect(getNumbers).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-06-30', period: 'month' });
    // reopening the page keeps the chosen period and range
    store.dispatch(numbersPageOpened());
    await flush();
    expect(getNumbers).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-06-30', period: 'month' });
  });

  test('the default ranges look back and ahead of the current week (Monday to Sunday) and month, in Japan time', () => {
    // 8 weeks back, this week (Monday 23 November to Sunday 29 November), 4 weeks ahead
    expect(defaultNumbersRange('week', '2026-11-24')).toEqual({ from: '2026-09-28', to: '2026-12-27' });
    expect(defaultNumbersRange('week', '2026-11-29')).toEqual({ from: '2026-09-28', to: '2026-12-27' });
    expect(defaultNumbersRange('week', '2026-11-30')).toEqual({ from: '2026-10-05', to: '2027-01-03' });
    // 9 months back, this month, 2 months ahead (across the year's end, to the end of February)
    expect(defaultNumbersRange('month', '2026-11-24')).toEqual({ from: '2026-02-01', to: '2027-01-31' });
    expect(defaultNumbersRange('month', '2026-12-31')).toEqual({ from: '2026-03-01', to: '2027-02-28' });
    expect(defaultNumbersRange('month', '2026-02-10')).toEqual({ from: '2025-05-01', to: '2026-04-30' });
  });
});

describe('staff', () => {
  test('the owner invites a member, changes a role, removes a member, and sees the last-owner refusal', async () => {
    const setRole = jest.fn(async (id: number, body: { role: string | null }) => {
      if (id === 1) throw new ApiError(409, 'The school needs at least one owner: make someone else owner first.');
      return body;
    });
    const invite = jest.fn(async (body: { email: string; role: StaffRole }) => ({ ...staffList.invitations[0], ...body }));
    const listStaff = jest.fn(async () => staffList);
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ listStaff, invite, setRole }) });
    store.dispatch(staffPageOpened());
    await flush();
    expect(read(selectStaff).members.map((m) => m.name)).toEqual(['Oona Owner', 'Sam Staff']);

    store.dispatch(inviteSubmitted({ email: 'kai@school.example', role: 'staff' }));
    await flush();
    expect(invite).toHaveBeenCalledWith({ email: 'kai@school.example', role: 'staff' });
    expect(read(selectStaff).invite).toEqual({
      status: 'succeeded',
      message: { id: 'staff.invite.sent', values: { email: 'kai@school.example' } },
    });
    expect(listStaff).toHaveBeenCalledTimes(2); // the list shows the new invitation

    store.dispatch(memberRoleSubmitted({ id: 2, name: 'Sam Staff', role: 'owner' }));
    await flush();
    expect(setRole).toHaveBeenLastCalledWith(2, { role: 'owner' });
    expect(read(selectStaff).memberAction).toEqual({
      status: 'succeeded',
      message: { id: 'staff.members.roleChanged', values: { name: 'Sam Staff', role: 'owner' } },
    });

    store.dispatch(memberRoleSubmitted({ id: 2, name: 'Sam Staff', role: null }));
    await flush();
    expect(setRole).toHaveBeenLastCalledWith(2, { role: null });
    expect(read(selectStaff).memberAction.message).toEqual({ id: 'staff.members.removed', values: { name: 'Sam Staff' } });

    store.dispatch(memberRoleSubmitted({ id: 1, name: 'Oona Owner', role: 'staff' }));
    await flush();
    expect(read(selectStaff).memberAction).toEqual({
      status: 'failed',
      message: {
        id: 'staff.members.changeFailed',
        values: { name: 'Oona Owner' },
        detail: 'The school needs at least one owner: make someone else owner first.',
      },
    });
  });

  test('the owner revokes an open invitation', async () => {
    const revokeInvitation = jest.fn(async () => null);
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ listStaff: async () => staffList, revokeInvitation }) });
    store.dispatch(invitationRevokeSubmitted({ email: 'new@school.example' }));
    await flush();
    expect(revokeInvitation).toHaveBeenCalledWith({ email: 'new@school.example' });
    expect(read(selectStaff).memberAction.message).toEqual({ id: 'staff.invitations.revoked', values: { email: 'new@school.example' } });
  });

  test('staff who reach the staff page see the server refusal', async () => {
    const { store, read } = startConsole({
      adminApi: fakeAdminApi({ listStaff: () => Promise.reject(new ApiError(403, 'Only owners can do this.')) }),
    });
    store.dispatch(staffPageOpened());
    await flush();
    expect(read(selectStaff)).toMatchObject({ listStatus: 'failed', listError: { detail: 'Only owners can do this.' } });
  });
});

describe('my settings', () => {
  test('the member turns booking emails on', async () => {
    const setNotifications = jest.fn(async (b: { notify_bookings: boolean }) => ({ ...self, ...b }));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getSelf: async () => self, setNotifications }) });
    store.dispatch(settingsPageOpened());
    await flush();
    store.dispatch(notificationsToggled({ notify_bookings: true }));
    await flush();
    expect(setNotifications).toHaveBeenCalledWith({ notify_bookings: true });
    expect(read(selectSettings).self?.notify_bookings).toBe(true);
    expect(read(selectSettings).notifications.message).toEqual({ id: 'staff.settings.emails.on' });
  });

  test('the feed URL is created and shown, never visible in the state DevTools sees, and revoked', async () => {
    const secret = 'https://gtss.example/api/public/calendar/feed-secret-abc123.ics';
    const revokeCalendarFeed = jest.fn(async () => null);
    const { store, read } = startConsole({
      adminApi: fakeAdminApi({ getSelf: async () => self, newCalendarFeed: async () => ({ url: secret }), revokeCalendarFeed }),
    });
    store.dispatch(settingsPageOpened());
    await flush();
    store.dispatch(calendarFeedRequested());
    await flush();
    expect(read(selectSettings).feedUrl).toBe(secret);
    expect(read(selectSettings).self?.calendar_feed).toBe(true);
    expect(JSON.stringify(redact(store.getState()))).not.toContain('feed-secret');
    expect(JSON.stringify(redact({ type: 'admin/calendarFeedCreated', payload: { feedUrl: secret } }))).not.toContain('feed-secret');

    store.dispatch(calendarFeedStopRequested());
    await flush();
    expect(revokeCalendarFeed).toHaveBeenCalled();
    expect(read(selectSettings)).toMatchObject({ feedUrl: null, self: { calendar_feed: false } });
    expect(read(selectSettings).feed.message).toEqual({ id: 'staff.feed.stopped' });
  });
});

test('the activity log loads newest first, and Load more appends the older entries', async () => {
  const entry = (id: number) => ({
    id,
    at: '2026-11-24T01:00:00Z',
    actor_email: 'owner@school.example',
    action: 'schedule.update',
    target_type: 'schedule',
    target_id: null,
    booking_id: null,
    before: {},
    after: {},
    actor_name: null,
    booking: null,
  });
  const getActivity = jest.fn(async (before?: number) =>
    before ? { items: [entry(1)], next_before: null, actors: [] } : { items: [entry(3), entry(2)], next_before: 2, actors: [] },
  );
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ getActivity }) });
  store.dispatch(activityPageOpened());
  await flush();
  store.dispatch(activityMoreRequested());
  await flush();
  expect(getActivity.mock.calls).toEqual([
    [undefined, {}],
    [2, {}],
  ]);
  expect(read(selectStaff).activity.map((e) => e.id)).toEqual([3, 2, 1]);
  expect(read(selectStaff).activityNext).toBeNull();
});

test('a filter chosen loads the log afresh for it; Load more keeps the filter', async () => {
  const page = (ids: number[], next: number | null) => ({
    items: ids.map((id) => ({
      id,
      at: '2026-11-24T01:00:00Z',
      actor_email: 'staff@school.example',
      action: 'booking.canceled',
      target_type: 'booking',
      target_id: '12',
      booking_id: 12,
      before: {},
      after: {},
      actor_name: 'Sam Staff',
      booking: null,
    })),
    next_before: next,
    actors: [{ email: 'staff@school.example', name: 'Sam Staff' }],
  });
  const getActivity = jest.fn(async (before?: number) => (before ? page([1], null) : page([5, 4], 4)));
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ getActivity }) });
  store.dispatch(activityPageOpened());
  await flush();
  store.dispatch(activityFilterChanged({ actor: 'staff@school.example', booking: 12 }));
  expect(read(selectStaff).activityStatus).toBe('loading');
  await flush();
  store.dispatch(activityMoreRequested());
  await flush();
  expect(getActivity.mock.calls).toEqual([
    [undefined, {}],
    [undefined, { actor: 'staff@school.example', booking: 12 }],
    [4, { actor: 'staff@school.example', booking: 12 }],
  ]);
  expect(read(selectStaff).activity.map((e) => e.id)).toEqual([5, 4, 1]);
  expect(read(selectStaff).activityActors).toEqual([{ email: 'staff@school.example', name: 'Sam Staff' }]);
});

test('the invitation is accepted with a new account, which logs the member in and opens the console; the token and password never show in DevTools', async () => {
  const kai = { name: 'Kai', email: 'kai@school.example', role: 'staff' as const };
  // the server's answer brings the session cookie: from then on the browser's session is Kai's
  let session: typeof kai | null = null;
  const acceptInvitation = jest.fn(async () => {
    session = kai;
    return { message: 'Welcome to the team. You are logged in: the console opens now.', logged_in: true };
  });
  const getInvitation = jest.fn(async () => ({ email: 'kai@school.example', role: 'staff' as const, account_exists: false }));
  const { store, read, visited } = startConsole({
    adminApi: fakeAdminApi({ getInvitation, acceptInvitation }),
    user: null,
    getMe: async () => session,
    path: '/admin/invitation',
  });
  const opened = invitationPageOpened({ token: 'invite-token-xyz' });
  store.dispatch(opened);
  await flush();
  expect(getInvitation).toHaveBeenCalledWith('invite-token-xyz');
  expect(read(selectStaff).invitation).toEqual({ email: 'kai@school.example', role: 'staff', account_exists: false });

  const submitted = invitationAcceptSubmitted({ token: 'invite-token-xyz', name: 'Kai', password: 'front desk 123' });
  store.dispatch(submitted);
  await flush();
  expect(acceptInvitation).toHaveBeenCalledWith({ token: 'invite-token-xyz', name: 'Kai', password: 'front desk 123' });
  expect(read(selectStaff).accept).toEqual({ status: 'succeeded', message: { id: 'staff.invitation.acceptedIn' } });
  // logged in as after a login: the app holds Kai, a member of staff, and the console opens
  expect(store.getState().auth.userInfo).toEqual(kai);
  expect(visited).toEqual(['/admin']);
  const devtools = JSON.stringify([redact(opened), redact(submitted), redact(store.getState())]);
  expect(devtools).not.toContain('invite-token-xyz');
  expect(devtools).not.toContain('front desk 123');
});

test('an existing account accepts while logged out: it is told to log in as usual, and why', async () => {
  const acceptInvitation = jest.fn(async () => ({ message: 'Welcome. Log in.', logged_in: false }));
  const { store, read, visited } = startConsole({
    adminApi: fakeAdminApi({
      getInvitation: async () => ({ email: 'ana@example.com', role: 'owner' as const, account_exists: true }),
      acceptInvitation,
    }),
    user: null,
    path: '/admin/invitation',
  });
  store.dispatch(invitationPageOpened({ token: 'tok-9' }));
  await flush();
  store.dispatch(invitationAcceptSubmitted({ token: 'tok-9' }));
  await flush();
  expect(read(selectStaff).accept).toEqual({ status: 'succeeded', message: { id: 'staff.invitation.acceptedExisting' } });
  expect(store.getState().auth.userInfo).toBeNull();
  expect(visited).toEqual([]);
});

test('a new account whose session the browser did not keep (cookies blocked) is asked to log in', async () => {
  const { store, read, visited } = startConsole({
    adminApi: fakeAdminApi({
      getInvitation: async () => ({ email: 'kai@school.example', role: 'staff' as const, account_exists: false }),
      acceptInvitation: async () => ({ message: 'Welcome.', logged_in: true }),
    }),
    user: null,
    path: '/admin/invitation',
  });
  store.dispatch(invitationPageOpened({ token: 'tok-1' }));
  await flush();
  store.dispatch(invitationAcceptSubmitted({ token: 'tok-1', name: 'Kai', password: 'front desk 123' }));
  await flush();
  expect(read(selectStaff).accept).toEqual({ status: 'succeeded', message: { id: 'staff.invitation.accepted' } });
  expect(visited).toEqual([]);
});

test('an unknown or expired invitation link shows the server detail', async () => {
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({ getInvitation: () => Promise.reject(new ApiError(404, 'This invitation has expired or was revoked.')) }),
    user: null,
  });
  store.dispatch(invitationPageOpened({ token: 'old' }));
  await flush();
  expect(read(selectStaff)).toMatchObject({
    invitationStatus: 'failed',
    invitationError: { detail: 'This invitation has expired or was revoked.' },
  });
});
