/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleTabs, type ConsoleTab } from '../../src/client/features/admin/components/ConsoleTabs';
import { fakeAdminApi } from './adminTestStore';
import { renderConsolePage } from './adminOfficeRender';

jest.setTimeout(60_000);

const TABS: ConsoleTab[] = [
  { to: '/admin', label: 'common.nav.calendar', end: true },
  { to: '/admin/bookings', label: 'common.nav.bookings' },
  { to: '/admin/new', label: 'common.nav.newBooking' },
  { to: '/admin/numbers', label: 'common.nav.numbers' },
  { to: '/admin/schedule', label: 'common.nav.schedule' },
  { to: '/admin/staff', label: 'common.nav.staff' },
  { to: '/admin/activity', label: 'common.nav.activity' },
  { to: '/admin/settings', label: 'common.nav.settings' },
];

// jsdom lays nothing out: a phone's row of tabs, 360 px showing of 8 tabs × 100 px
const TAB = 100;
const WIDTH = 360;
type Measure = 'scrollWidth' | 'clientWidth' | 'offsetLeft' | 'offsetWidth';
const originals = new Map<Measure, PropertyDescriptor | undefined>();
beforeAll(() => {
  const proto = HTMLElement.prototype;
  const stub = (name: Measure, get: (el: HTMLElement) => number) => {
    originals.set(name, Object.getOwnPropertyDescriptor(proto, name));
    Object.defineProperty(proto, name, {
      configurable: true,
      get: function (this: HTMLElement) {
        return get(this);
      },
    });
  };
  const index = (el: HTMLElement) => Array.from(el.parentElement?.children ?? []).indexOf(el);
  stub('scrollWidth', (el) => (el.id === 'console-tabs' ? el.children.length * TAB : 0));
  stub('clientWidth', (el) => (el.id === 'console-tabs' ? WIDTH : 0));
  stub('offsetLeft', (el) => (el.parentElement?.id === 'console-tabs' ? index(el) * TAB : 0));
  stub('offsetWidth', (el) => (el.parentElement?.id === 'console-tabs' ? TAB : 0));
});
afterAll(() => {
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

const row = () => document.getElementById('console-tabs')!;

test('on a phone the tabs say there are more, scroll by button or keyboard, and the active tab is scrolled into view', async () => {
  const user = userEvent.setup();
  await renderConsolePage(<ConsoleTabs tabs={TABS} />, { adminApi: fakeAdminApi({}), path: '/admin/settings' });
  const nav = screen.getByRole('navigation', { name: 'Console' });
  // My settings, the last tab, is in view: the row is scrolled to its end, with more before it
  expect(row().scrollLeft).toBe(TABS.length * TAB - WIDTH + 40);
  expect(within(nav).getByRole('link', { name: 'My settings' })).toHaveClass('active');
  expect(within(nav).getByRole('button', { name: 'Earlier sections' })).toBeInTheDocument();

  // back to the start: the row says there are more after, and only that
  await act(async () => {
    row().scrollLeft = 0;
    fireEvent.scroll(row());
  });
  expect(within(nav).queryByRole('button', { name: 'Earlier sections' })).toBeNull();
  const more = within(nav).getByRole('button', { name: 'More sections' });
  expect(more).toHaveAttribute('aria-controls', 'console-tabs');
  // a keyboard reaches the button and uses it
  act(() => more.focus());
  await user.keyboard('{Enter}');
  expect(row().scrollLeft).toBeGreaterThan(0);
  expect(within(nav).getByRole('button', { name: 'Earlier sections' })).toBeInTheDocument();
});

test('on a wide screen, where every tab shows, there are no scroll buttons', async () => {
  await renderConsolePage(<ConsoleTabs tabs={TABS.slice(0, 3)} />, { adminApi: fakeAdminApi({}), path: '/admin' });
  const nav = screen.getByRole('navigation', { name: 'Console' });
  expect(within(nav).getAllByRole('link')).toHaveLength(3);
  expect(within(nav).queryByRole('button')).toBeNull();
});
