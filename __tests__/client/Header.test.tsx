/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../../src/client/app/layout/Header';
import { selectLanguage } from '../../src/client/features/ui/uiSelectors';
import { renderWithProviders } from './renderWithProviders';
import { fakeApi, loggedInAs } from './testStore';

const ana = { name: 'Ana Suzuki', email: 'ana@example.com' };
const loggedIn = loggedInAs(ana);

test('logged out: Home, About, Booking and Login links, and the four languages', () => {
  renderWithProviders(<Header />);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app');
  expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/app/about');
  expect(within(nav).getByRole('link', { name: 'Booking' })).toHaveAttribute('href', '/app/booking');
  expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/app/login');
  const options = within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option');
  expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['en', 'zh-CN', 'zh-TW', 'ja']);
  expect(options[0]).toHaveTextContent('EN');
});

test('choosing a language records the choice in the ui slice', async () => {
  const { store } = renderWithProviders(<Header />);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ja');
  expect(selectLanguage(store.getState())).toBe('ja');
});

test('logged in: the user menu links to my page with the name, hovering reveals Logout, which logs out', async () => {
  const logout = jest.fn(async () => null);
  const user = userEvent.setup();
  const { visited } = renderWithProviders(<Header />, { preloadedState: loggedIn, api: fakeApi({ logout, getMe: async () => ana }) });
  expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  const menuLink = screen.getByRole('link', { name: /Ana Suzuki/ });
  // the translate widget leaves a person's name alone (the page in Japanese still says Ana Suzuki)
  expect(within(menuLink).getByText('Ana Suzuki')).toHaveAttribute('translate', 'no');
  expect(menuLink).toHaveAttribute('href', '/app/my_page');
  await user.hover(menuLink);
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await act(() => new Promise((r) => setTimeout(r, 0)));
  expect(logout).toHaveBeenCalled();
  expect(visited).toEqual(['/app/login']);
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
});

test('the mobile menu button says whether it opens or closes the menu', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Header />);
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

test.each([
  ['/', 'Home'],
  ['/app', 'Home'],
  ['/app/about', 'About'],
  ['/app/booking', 'Booking'],
])('on %s the %s link is marked as the current page, and no other', (path, current) => {
  renderWithProviders(<Header />, { path });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const marked = within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page');
  expect(marked.map((a) => a.textContent)).toEqual([current]);
});
