import { ApiError } from '../../src/client/api/client';
import { bookingsSearchSubmitted } from '../../src/client/features/admin/bookings/bookingsSlice';
import {
  linkArchiveChangeConfirmed,
  linkCopyRequested,
  linkCreateSubmitted,
  linksPageOpened,
  selectLinks,
} from '../../src/client/features/admin/links/linksSlice';
import { LINK_TAKEN, type TrackedLink, type TrackedLinkInput } from '../../src/shared/admin/links';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, startConsole, STAFF_USER } from './adminTestStore';

// Tracked links as the desk uses them: make a link for the spring flyer, copy it, archive last year's.

const link = (id: number, name: string, campaign: string, extra: Partial<TrackedLink> = {}): TrackedLink => ({
  id,
  name,
  channel: 'line',
  medium: 'qr',
  target: 'booking',
  campaign,
  url: `https://gtss.example/app/booking?utm_source=line&utm_medium=qr&utm_campaign=${campaign}`,
  bookings: 0,
  created_at: '2026-11-20T00:00:00Z',
  archived_at: null,
  ...extra,
});
const lastYear = link(1, 'Flyer 2025', 'flyer-2025', { bookings: 12 });

/** The browser's clipboard, as the test wants it to behave. */
function fakeClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(globalThis.navigator, 'clipboard', { value: { writeText }, configurable: true });
}

test('the clerk makes a link for the spring flyer and copies it; a second one with the same campaign is refused', async () => {
  const createLink = jest.fn(async (body: TrackedLinkInput) => {
    if (createLink.mock.calls.length > 1) throw new ApiError(409, LINK_TAKEN);
    return link(2, body.name, body.campaign ?? 'spring-flyer');
  });
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({ listLinks: async () => ({ links: [lastYear] }), createLink }),
    user: STAFF_USER,
    path: '/admin/links',
  });
  store.dispatch(linksPageOpened());
  expect(read(selectLinks).status).toBe('loading');
  await flush();
  expect(read(selectLinks).list).toEqual([lastYear]);

  const spring = { name: 'Spring flyer', channel: 'line', medium: 'qr', target: 'booking' } as const;
  store.dispatch(linkCreateSubmitted(spring));
  expect(read(selectLinks).save).toBe('loading');
  await flush();
  expect(createLink).toHaveBeenCalledWith(spring);
  expect(read(selectLinks)).toMatchObject({
    save: 'succeeded',
    saveMessage: { id: 'sources.links.created', values: { name: 'Spring flyer' } },
  });
  // the new link comes first, and the form starts afresh for the next one
  expect(read(selectLinks).list?.map((l) => l.id)).toEqual([2, 1]);
  expect(read(selectLinks).lastCreated).toBe(2);

  const written: string[] = [];
  fakeClipboard(async (text) => void written.push(text));
  store.dispatch(linkCopyRequested(read(selectLinks).list![0]));
  await flush();
  expect(written).toEqual(['https://gtss.example/app/booking?utm_source=line&utm_medium=qr&utm_campaign=spring-flyer']);
  expect(read(selectLinks).notice).toEqual({ id: 'sources.links.copied', values: { name: 'Spring flyer' } });

  store.dispatch(linkCreateSubmitted(spring));
  await flush();
  expect(read(selectLinks)).toMatchObject({ save: 'failed', saveMessage: { id: 'sources.links.saveFailed', detail: LINK_TAKEN } });
  expect(read(selectLinks).list).toHaveLength(2);
});

test('a browser that refuses the clipboard leaves the link to copy by hand', async () => {
  const { store, read } = startConsole({ adminApi: fakeAdminApi(), user: STAFF_USER, path: '/admin/links' });
  fakeClipboard(() => Promise.reject(new Error('NotAllowedError')));
  store.dispatch(linkCopyRequested(lastYear));
  await flush();
  expect(read(selectLinks).notice).toEqual({ id: 'sources.links.copyFailed' });
});

test("last year's link is archived: it moves below the active ones and keeps its bookings; a failure says so", async () => {
  const active = link(3, 'Instagram bio', 'bio', { channel: 'instagram', medium: 'social' });
  let fail = false;
  const archiveLink = jest.fn(async (id: number) => {
    if (fail) throw new ApiError(500, 'Something went wrong.');
    return { ...lastYear, id, archived_at: '2026-11-25T00:00:00Z' };
  });
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({ listLinks: async () => ({ links: [lastYear, active] }), archiveLink }),
    user: STAFF_USER,
    path: '/admin/links',
  });
  store.dispatch(linksPageOpened());
  await flush();
  store.dispatch(linkArchiveChangeConfirmed({ id: 1, archived: true }));
  expect(read(selectLinks).archiving).toBe(1);
  await flush();
  expect(archiveLink).toHaveBeenCalledWith(1);
  expect(read(selectLinks).list?.map((l) => [l.id, l.archived_at !== null, l.bookings])).toEqual([
    [3, false, 0],
    [1, true, 12],
  ]);
  expect(read(selectLinks)).toMatchObject({
    archiving: null,
    notice: { id: 'sources.links.archivedDone', values: { name: 'Flyer 2025' } },
  });

  fail = true;
  store.dispatch(linkArchiveChangeConfirmed({ id: 3, archived: true }));
  await flush();
  expect(read(selectLinks)).toMatchObject({ archiving: null, notice: { id: 'sources.links.archiveFailed' } });
  expect(read(selectLinks).list?.[0].archived_at).toBeNull();
});

test('archived by mistake: Restore puts it back on the active list; a failure says so', async () => {
  const archived = { ...lastYear, archived_at: '2026-11-25T00:00:00Z' };
  const older = link(4, 'Flyer 2024', 'flyer-2024', { archived_at: '2025-11-25T00:00:00Z' });
  const restoreLink = jest.fn(async (id: number) => {
    if (id === 4) throw new ApiError(500, 'Something went wrong.');
    return { ...lastYear, id, archived_at: null };
  });
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({ listLinks: async () => ({ links: [archived, older] }), restoreLink }),
    user: STAFF_USER,
    path: '/admin/links',
  });
  store.dispatch(linksPageOpened());
  await flush();
  store.dispatch(linkArchiveChangeConfirmed({ id: 1, archived: false }));
  expect(read(selectLinks).archiving).toBe(1);
  await flush();
  expect(restoreLink).toHaveBeenCalledWith(1);
  expect(read(selectLinks).list?.map((l) => [l.id, l.archived_at])).toEqual([
    [1, null],
    [4, '2025-11-25T00:00:00Z'],
  ]);
  expect(read(selectLinks)).toMatchObject({
    archiving: null,
    notice: { id: 'sources.links.restoredDone', values: { name: 'Flyer 2025' } },
  });

  store.dispatch(linkArchiveChangeConfirmed({ id: 4, archived: false }));
  await flush();
  expect(read(selectLinks)).toMatchObject({ archiving: null, notice: { id: 'sources.links.restoreFailed' } });
  expect(read(selectLinks).list?.[1].archived_at).not.toBeNull();
});

test('a list that cannot be loaded says so', async () => {
  const { store, read } = startConsole({ adminApi: fakeAdminApi(), user: STAFF_USER, path: '/admin/links' });
  store.dispatch(linksPageOpened());
  await flush();
  expect(read(selectLinks)).toMatchObject({ status: 'failed', error: { id: 'sources.links.loadFailed' } });
});

test('the bookings search by source asks the server for that source only', async () => {
  const listBookings = jest.fn(async () => ({ items: [], total: 0, page: 1, page_size: 25 }));
  const { store } = startConsole({ adminApi: fakeAdminApi({ listBookings }), user: STAFF_USER, path: '/admin/bookings' });
  store.dispatch(bookingsSearchSubmitted({ q: '', from: '', to: '', status: '', origin: 'line' }));
  await flush();
  expect(listBookings).toHaveBeenLastCalledWith({ origin: 'line', page: 1, page_size: 25 });
});
