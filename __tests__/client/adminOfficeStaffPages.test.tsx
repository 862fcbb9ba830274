/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import type { StaffRole } from '../../src/shared/roles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import { ActivityPage } from '../../src/client/features/admin/staff/pages/ActivityPage';
import { features as invitationFeatures, InvitationPage } from '../../src/client/features/admin/staff/pages/InvitationPage';
import { featureStarter } from '../../src/client/app/featureStarter';
import { SettingsPage } from '../../src/client/features/admin/pages/SettingsPage';
import { StaffPage } from '../../src/client/features/admin/staff/pages/StaffPage';
import { fakeAdminApi, STAFF_USER } from './adminTestStore';
import { flush, self, staffList } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';
import { renderWithProviders } from './renderWithProviders';

jest.setTimeout(120_000);

describe('Staff page', () => {
  test('the owner changes a role, removes a member after a dialog that says what happens, invites and revokes', async () => {
    const user = userEvent.setup();
    const setRole = jest.fn(async () => null);
    const invite = jest.fn(async (b: { email: string; role: StaffRole }) => ({ ...staffList.invitations[0], ...b }));
    const revokeInvitation = jest.fn(async () => null);
    await renderConsolePage(<StaffPage />, {
      adminApi: fakeAdminApi({ listStaff: async () => staffList, setRole, invite, revokeInvitation }),
      path: '/admin/staff',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByText('staff@school.example')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Role of Sam Staff'), 'owner');
    await act(flush);
    expect(setRole).toHaveBeenLastCalledWith(2, { role: 'owner' });
    expect(screen.getByRole('status')).toHaveTextContent('Sam Staff is now Owner.');

    await user.click(screen.getByRole('button', { name: 'Remove Sam Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Sam Staff?' });
    expect(dialog).toHaveTextContent('loses access to the console, and every session of theirs ends at once');
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await act(flush);
    expect(setRole).toHaveBeenLastCalledWith(2, { role: null });
    expect(screen.getByText('Sam Staff was removed: their access and sessions have ended.')).toBeInTheDocument();
    // the dialog fades out (195 ms) and keeps the page hidden from the accessibility tree until it is gone:
    // a clerk waits for it, and so does this test (typing used to outlast it, except in a fast run)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.type(screen.getByLabelText('Email'), 'kai@school.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'owner');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await act(flush);
    expect(invite).toHaveBeenCalledWith({ email: 'kai@school.example', role: 'owner', language: 'en' }); // the console's language
    expect(screen.getByText('Invitation sent to kai@school.example.')).toBeInTheDocument();

    expect(
      screen.getByText(/Staff · invited by Oona Owner · expires Mon, 30 November 2026(,| at) 09:00 \(Japan time\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to new@school.example' }));
    await act(flush);
    expect(revokeInvitation).toHaveBeenCalledWith({ email: 'new@school.example' });
  });

  test('the last owner refusal is shown clearly; an unreadable email is refused before sending', async () => {
    const user = userEvent.setup();
    const detail = 'The school needs at least one owner: make someone else owner first.';
    await renderConsolePage(<StaffPage />, {
      adminApi: fakeAdminApi({ listStaff: async () => staffList, setRole: () => Promise.reject(new ApiError(409, detail)) }),
    });
    await user.selectOptions(screen.getByLabelText('Role of Oona Owner'), 'staff');
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent(detail);
    await user.type(screen.getByLabelText('Email'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText(/Enter the email address to invite/)).toBeInTheDocument();
  });

  test("staff who reach the page see the server's 403 detail", async () => {
    await renderConsolePage(<StaffPage />, {
      adminApi: fakeAdminApi({ listStaff: () => Promise.reject(new ApiError(403, 'Only owners can manage staff.')) }),
      user: STAFF_USER,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only owners can manage staff.');
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});

describe('My settings page', () => {
  test('the member turns booking emails on, creates the feed URL, copies it, replaces it after confirming, and stops it', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const urls = ['https://gtss.example/feed/first.ics', 'https://gtss.example/feed/second.ics'];
    const newCalendarFeed = jest.fn(async () => ({ url: urls.shift()! }));
    await renderConsolePage(<SettingsPage />, {
      adminApi: fakeAdminApi({
        getSelf: async () => self,
        setNotifications: async (b: { notify_bookings: boolean }) => ({ ...self, ...b }),
        newCalendarFeed,
        revokeCalendarFeed: async () => null,
      }),
      user: STAFF_USER,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My settings' })).toBeInTheDocument();
    const emails = screen.getByRole('switch', { name: 'Email me about new bookings and cancellations' });
    expect(emails).not.toBeChecked();
    await user.click(emails);
    await act(flush);
    expect(emails).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create calendar feed URL' }));
    await act(flush);
    expect(screen.getByLabelText('Your calendar feed URL')).toHaveValue('https://gtss.example/feed/first.ics');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await act(flush);
    expect(writeText).toHaveBeenCalledWith('https://gtss.example/feed/first.ics');
    expect(screen.getByText('Copied. Paste it into your calendar app.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace URL' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace your calendar feed URL?' });
    expect(dialog).toHaveTextContent('The current URL stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Replace URL' }));
    await act(flush);
    expect(newCalendarFeed).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Your calendar feed URL')).toHaveValue('https://gtss.example/feed/second.ics');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Stop the feed' }));
    await act(flush);
    expect(screen.queryByLabelText('Your calendar feed URL')).toBeNull();
    expect(screen.getByText('The calendar feed is stopped: its URL no longer works.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create calendar feed URL' })).toBeInTheDocument();
  });
});

test('the activity page shows who did what when (Japan time), the change made readable, and Load more', async () => {
  const user = userEvent.setup();
  const entry = {
    id: 7,
    at: '2026-11-24T01:05:00Z',
    actor_email: 'staff@school.example',
    action: 'booking.cancel',
    target_type: 'booking',
    target_id: '41',
    booking_id: 41,
    before: { status: 'Confirmed', refund_amount: null, slots: [3, 4] },
    after: { status: 'Canceled', refund_amount: 3000, slots: [] },
    actor_name: null,
    booking: null,
  };
  const getActivity = jest.fn(async (before?: number) =>
    before
      ? {
          items: [{ ...entry, id: 6, action: 'schedule.update', target_type: 'schedule', target_id: null, booking_id: null }],
          next_before: null,
          actors: [],
        }
      : { items: [entry], next_before: 7, actors: [] },
  );
  await renderConsolePage(<ActivityPage />, { adminApi: fakeAdminApi({ getActivity }) });
  expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
  expect(screen.getByText(/^Tue, 24 November 2026(,| at) 10:05 · staff@school.example$/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Booking 41' })).toHaveAttribute('href', '/admin/bookings/41');
  expect(screen.getByText(/^booking cancel ·/)).toBeInTheDocument(); // an action the console does not know: as written
  expect(screen.getByText('status: Confirmed → Canceled')).toBeInTheDocument();
  expect(screen.getByText('refund amount: (none) → ¥3,000')).toBeInTheDocument();
  expect(screen.getByText('slots: 3 and 4 → (none)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await act(flush);
  expect(getActivity).toHaveBeenLastCalledWith(7, {});
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('the activity page says each change in plain words, and filters by person, kind and booking', async () => {
  const user = userEvent.setup();
  const base = {
    at: '2026-11-24T01:05:00Z',
    actor_email: 'staff@school.example',
    actor_name: 'Sam Staff',
    target_id: null,
    booking_id: null,
  };
  const attended = {
    ...base,
    id: 9,
    action: 'booking.attendance',
    target_type: 'booking',
    target_id: '12',
    booking_id: 12,
    before: { attendance: null },
    after: { attendance: 'attended' },
    booking: { user_name: 'Sato Hanako', code: 'GT-4K29', booking_date: '2026-11-25', start: '16:00' },
  };
  const schedule = {
    ...base,
    id: 8,
    actor_email: 'owner@school.example',
    actor_name: 'Oona Owner',
    action: 'schedule.changed',
    target_type: 'schedule',
    booking: null,
    before: { pricePerSlotYen: 1500, weeklyHours: { wed: [['09:00', '18:00']], thu: [] } },
    after: { pricePerSlotYen: 1800, weeklyHours: { wed: [['09:00', '21:00']], thu: [['10:00', '12:00']] } },
  };
  const actors = [
    { email: 'owner@school.example', name: 'Oona Owner' },
    { email: 'staff@school.example', name: 'Sam Staff' },
  ];
  const getActivity = jest.fn(async (_before?: number, filter: { actor?: string; booking?: number; kind?: string } = {}) => ({
    items: filter.booking === 999 ? [] : filter.actor || filter.kind || filter.booking ? [attended] : [attended, schedule],
    next_before: null,
    actors,
  }));
  await renderConsolePage(<ActivityPage />, { adminApi: fakeAdminApi({ getActivity }) });
  expect(screen.getByRole('link', { name: "Sato Hanako's booking GT-4K29 on Wed 25 Nov 16:00 marked attended" })).toHaveAttribute(
    'href',
    '/admin/bookings/12',
  );
  expect(screen.getByText(/^Tue, 24 November 2026(,| at) 10:05 · Sam Staff$/)).toBeInTheDocument();
  expect(screen.getByText('price per timeslot: ¥1,500 → ¥1,800')).toBeInTheDocument();
  expect(screen.getByText('weekly hours: Wednesday closes 21:00 (was 18:00)')).toBeInTheDocument();
  expect(screen.getByText('weekly hours: Thursday 10:00–12:00 (was Closed)')).toBeInTheDocument();

  const filters = screen.getByRole('search', { name: 'Filter the activity' });
  await user.selectOptions(within(filters).getByLabelText('Person'), 'Sam Staff (staff@school.example)');
  await act(flush);
  expect(getActivity).toHaveBeenLastCalledWith(undefined, { actor: 'staff@school.example' });
  await user.selectOptions(within(filters).getByLabelText('Kind'), 'Bookings');
  await act(flush);
  expect(getActivity).toHaveBeenLastCalledWith(undefined, { actor: 'staff@school.example', kind: 'bookings' });
  expect(screen.queryByText(/weekly hours/)).toBeNull();

  const booking = within(filters).getByLabelText('Booking number');
  await user.type(booking, '12a');
  await user.click(within(filters).getByRole('button', { name: 'Show' }));
  expect(screen.getByText('Enter a booking number (digits only), or leave it empty for all.')).toBeInTheDocument();
  const calls = getActivity.mock.calls.length;
  expect(getActivity).toHaveBeenCalledTimes(calls);
  await user.clear(booking);
  await user.type(booking, '999{Enter}');
  await act(flush);
  expect(getActivity).toHaveBeenLastCalledWith(undefined, { actor: 'staff@school.example', kind: 'bookings', booking: 999 });
  expect(screen.getByText('Nothing matches these filters.')).toBeInTheDocument();
});

describe('Invitation page', () => {
  // jsdom has no fetch; the page builds the real API client (startConsole's fake API answers in the other tests)
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => Promise.reject(new Error('no network in tests'))) as unknown as typeof fetch;
  });

  test('a new invitee makes an account: the passwords must match, then they are logged in and taken into the console', async () => {
    const user = userEvent.setup();
    const kai = { name: 'Kai', email: 'kai@school.example', role: 'staff' as const };
    let session: typeof kai | null = null; // the accept's answer sets the session cookie
    const acceptInvitation = jest.fn(async () => {
      session = kai;
      return { message: 'Welcome to the team. You are logged in: the console opens now.', logged_in: true };
    });
    const { visited } = await renderConsolePage(<InvitationPage />, {
      adminApi: fakeAdminApi({
        getInvitation: async () => ({ email: 'kai@school.example', role: 'staff', account_exists: false }),
        acceptInvitation,
      }),
      user: null,
      getMe: async () => session,
      path: '/admin/invitation?token=tok-123',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff invitation' })).toBeInTheDocument();
    expect(screen.getByText('You are invited to join GTSS as a member of staff (kai@school.example).')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Kai');
    await user.type(screen.getByLabelText('Password'), 'front desk 1');
    await user.type(screen.getByLabelText('Confirm password'), 'front desk 2');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(acceptInvitation).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'front desk 1');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    await act(flush);
    expect(acceptInvitation).toHaveBeenCalledWith({ token: 'tok-123', name: 'Kai', password: 'front desk 1' });
    expect(screen.getByRole('status')).toHaveTextContent('Welcome to the team. You are logged in; the console is opening.');
    expect(visited).toEqual(['/admin']);
    expect(screen.getByRole('link', { name: 'Open the console' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Go to the login page' })).toBeNull();
  });

  test('an invitee with an account accepts with one button (the route starts the console sagas with the real API client)', async () => {
    const user = userEvent.setup();
    // no startConsole here: the route's loader starts the page's areas, with the real API client on this fetch
    globalThis.fetch = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () =>
        url.endsWith('/accept')
          ? { message: 'Welcome to the team. Log in.', logged_in: false }
          : { email: 'ana@example.com', role: 'owner', account_exists: true },
    })) as unknown as typeof fetch;
    renderWithProviders(<InvitationPage />, {
      path: '/admin/invitation?token=tok-9',
      beforeRender: (store) => {
        const starter = featureStarter();
        starter.attach(store);
        starter.start(invitationFeatures);
      },
    });
    await act(flush);
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/public/staff-invitations/tok-9', expect.objectContaining({ method: 'GET' }));
    expect(screen.getByText('You are invited to join GTSS as an owner (ana@example.com).')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await act(flush);
    expect(globalThis.fetch).toHaveBeenLastCalledWith(
      '/api/public/staff-invitations/accept',
      expect.objectContaining({ body: '{"token":"tok-9"}' }),
    );
    // logged out, and the page never asked for the account's password: told to log in, and why
    expect(screen.getByRole('status')).toHaveTextContent(
      'Welcome to the team. Your account already has a password, which this page does not ask for, so please log in with this email to open the console.',
    );
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/app/login');
  });

  test('an unknown or expired link shows the server detail', async () => {
    await renderConsolePage(<InvitationPage />, {
      adminApi: fakeAdminApi({ getInvitation: () => Promise.reject(new ApiError(404, 'This invitation link is unknown or has expired.')) }),
      user: null,
      path: '/admin/invitation?token=old',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link is unknown or has expired.');
  });
});

describe('the activity page with teachers', () => {
  const changed = {
    id: 21,
    at: '2026-11-24T01:05:00Z',
    actor_email: 'staff@school.example',
    actor_name: 'Sam Staff',
    action: 'booking.teacher_changed',
    target_type: 'booking',
    target_id: '12',
    booking_id: 12,
    before: { teacher_id: 1, teacher_name: 'Tanaka Yui', assignment: 'fair' },
    after: { teacher_id: 2, teacher_name: 'Sam Lee', assignment: 'staff' },
    booking: { user_name: 'Sato Hanako', code: 'GT-4K29', booking_date: '2026-11-25', start: '16:00' },
  };
  const getActivity = async () => ({ items: [changed], next_before: null, actors: [] });

  test('a teacher change is a sentence naming the new teacher, with the change by name and how they were chosen', async () => {
    await renderConsolePage(<ActivityPage />, { adminApi: fakeAdminApi({ getActivity }) });
    expect(
      screen.getByRole('link', { name: "Sato Hanako's booking GT-4K29 on Wed 25 Nov 16:00: teacher changed to Sam Lee" }),
    ).toHaveAttribute('href', '/admin/bookings/12');
    expect(screen.getByText('teacher: Tanaka Yui → Sam Lee')).toBeInTheDocument();
    expect(
      screen.getByText('how the teacher was chosen: Assigned automatically: fewest classes that week → Assigned by staff'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/teacher id/)).toBeNull();
  });

  test('in Japanese', async () => {
    await renderConsolePage(<ActivityPage />, {
      adminApi: fakeAdminApi({ getActivity }),
      user: { ...STAFF_USER, console_language: 'ja' },
    });
    expect(screen.getByRole('link', { name: /講師をSam Leeに変更しました$/ })).toBeInTheDocument();
    expect(screen.getByText('講師: Tanaka Yui → Sam Lee')).toBeInTheDocument();
  });
});
