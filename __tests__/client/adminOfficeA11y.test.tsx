/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act } from '@testing-library/react';
import { axeViolations } from './axeViolations';
import type { ReactElement } from 'react';
import { ActivityPage } from '../../src/client/features/admin/staff/pages/ActivityPage';
import { InvitationPage } from '../../src/client/features/admin/staff/pages/InvitationPage';
import { NumbersPage } from '../../src/client/features/admin/numbers/pages/NumbersPage';
import { SchedulePage } from '../../src/client/features/admin/schedule/pages/SchedulePage';
import { SettingsPage } from '../../src/client/features/admin/pages/SettingsPage';
import { StaffPage } from '../../src/client/features/admin/staff/pages/StaffPage';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import { calendarFeedRequested } from '../../src/client/features/admin/consoleSlice';
import { fakeAdminApi } from './adminTestStore';
import { conflict, conflictError, flush, report, schedule, self, staffList } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';

// Axe on each page as rendered in jsdom (the e2e suite checks contrast in a real browser; jsdom cannot).

jest.setTimeout(120_000);

beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  globalThis.fetch ??= (() => Promise.reject(new Error('no network in tests'))) as unknown as typeof fetch;
});

const activity = {
  items: [
    {
      id: 1,
      at: '2026-11-24T01:00:00Z',
      actor_email: 'owner@school.example',
      action: 'staff.role',
      target_type: 'user',
      target_id: '2',
      booking_id: null,
      before: { role: 'staff' },
      after: { role: 'owner' },
      actor_name: null,
      booking: null,
    },
  ],
  next_before: 1,
  actors: [{ email: 'owner@school.example', name: 'Oona Owner' }],
};

const pages: Array<[string, ReactElement, Partial<AdminApi>, string?]> = [
  [
    'schedule (a refused save listing bookings)',
    <SchedulePage key="s" />,
    { getSchedule: async () => schedule, updateSchedule: () => Promise.reject(conflictError('Bookings hold these slots.', [conflict])) },
  ],
  ['numbers', <NumbersPage key="n" />, { getNumbers: async (q) => report(q.period ?? 'week') }],
  [
    'numbers (with teachers)',
    <NumbersPage key="nt" />,
    {
      getNumbers: async (q) => ({
        ...report(q.period ?? 'week'),
        by_teacher: [{ teacher_id: 1, name: 'Tanaka Yui', held: 4, no_shows: 1, cancellations: 0, hours_taught: 8, received: 21000 }],
      }),
    },
  ],
  ['staff', <StaffPage key="st" />, { listStaff: async () => staffList }],
  [
    'my settings (with a feed URL)',
    <SettingsPage key="se" />,
    { getSelf: async () => self, newCalendarFeed: async () => ({ url: 'https://x.example/f.ics' }) },
  ],
  ['activity', <ActivityPage key="a" />, { getActivity: async () => activity }],
  [
    'invitation (new account)',
    <InvitationPage key="i" />,
    { getInvitation: async () => ({ email: 'kai@school.example', role: 'staff', account_exists: false }) },
    '/admin/invitation?token=t',
  ],
];

test.each(pages)('axe finds no violations on the %s page', async (_name, ui, api, path = '/admin') => {
  const { container, store } = await renderConsolePage(<main>{ui}</main>, { adminApi: fakeAdminApi(api), path });
  store.dispatch(calendarFeedRequested());
  await act(flush);
  const form = container.querySelector('form');
  if (form && path === '/admin') form.requestSubmit?.();
  await act(flush);
  expect(await axeViolations(container)).toEqual([]);
});
