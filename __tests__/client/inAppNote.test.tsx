/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../src/client/features/auth/pages/LoginPage';
import { SignupPage } from '../../src/client/features/auth/pages/SignupPage';
import { IN_APP_TEXTS } from '../../src/shared/inAppTexts';
import { renderWithProviders } from './renderWithProviders';

const LINE_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 Line/14.8.1/IAB';
const FACEBOOK_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/ja_JP;FBOP/5]';

const en = IN_APP_TEXTS.en;
const noGoogleLink = () =>
  expect(screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.includes('/auth/google'))).toEqual([]);

test('in LINE the login page has no Google button but a note with "Open in browser" to the same page for LINE', () => {
  renderWithProviders(<LoginPage />, { path: '/app/login?return_to=%2Fapp%2Fmy_page', userAgent: LINE_ANDROID });
  noGoogleLink();
  const note = screen.getByRole('region', { name: en.title });
  expect(within(note).getByText(en.why('LINE'))).toBeInTheDocument();
  expect(within(note).getByRole('link', { name: en.openInBrowser })).toHaveAttribute(
    'href',
    '/app/login?return_to=%2Fapp%2Fmy_page&openExternalBrowser=1',
  );
  // email sign-in stays right there
  expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(within(note).getByRole('link', { name: en.bookAsGuest })).toHaveAttribute('href', '/app/booking');
});

test('in Facebook, in Japanese, the sign-up page explains the menu item and copies the link with a visible confirmation', async () => {
  const user = userEvent.setup();
  const ja = IN_APP_TEXTS.ja;
  const { clipboard } = renderWithProviders(<SignupPage />, {
    path: '/app/signup',
    userAgent: FACEBOOK_IPHONE,
    preloadedState: {
      ui: { mobileMenuOpen: false, userMenuOpen: false, pathname: '/app/signup', language: 'ja', translateStatus: 'applied' },
    },
  });
  noGoogleLink();
  const note = screen.getByRole('region', { name: ja.title });
  expect(note).toHaveAttribute('lang', 'ja');
  expect(within(note).getByText(ja.menuHint)).toBeInTheDocument();
  expect(within(note).queryByRole('link', { name: ja.openInBrowser })).toBeNull();
  expect(within(note).getByRole('status')).toHaveTextContent('');
  await user.click(within(note).getByRole('button', { name: ja.copyLink }));
  expect(clipboard).toEqual(['https://gtss.example/app/signup']);
  expect(within(note).getByRole('status')).toHaveTextContent(ja.copied);
});

test('when the clipboard refuses, the link is there to copy by hand', async () => {
  const user = userEvent.setup();
  renderWithProviders(<LoginPage />, { path: '/app/login', userAgent: FACEBOOK_IPHONE, clipboardRefuses: true });
  await user.click(screen.getByRole('button', { name: en.copyLink }));
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(screen.getByText(en.copyByHand)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: en.linkLabel })).toHaveValue('https://gtss.example/app/login');
});

test('in a browser of its own the Google button is there as before, with no note', () => {
  renderWithProviders(<LoginPage />, { path: '/app/login' });
  expect(screen.getByRole('link', { name: 'Log in with Google' })).toHaveAttribute('href', '/api/auth/google/login');
  expect(screen.queryByRole('region', { name: en.title })).toBeNull();
});
