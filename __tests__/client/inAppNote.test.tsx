/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RootState } from '../../src/client/app/store';
import { theme } from '../../src/client/app/theme';
import { LoginPage } from '../../src/client/features/auth/pages/LoginPage';
import { SignupPage } from '../../src/client/features/auth/pages/SignupPage';
import { IN_APP_TEXTS } from '../../src/shared/inAppTexts';
import { FACEBOOK_IPHONE, LINE_ANDROID, startInAppStore } from './inAppKit';

const en = IN_APP_TEXTS.en;

/** `page` at `path` in a phone whose browser is `device` (renderWithProviders, with the in-app sagas on a fake browser). */
function renderIn(page: ReactElement, path: string, device: Parameters<typeof startInAppStore>[0], preloadedState?: Partial<RootState>) {
  const started = startInAppStore(device, { path }, preloadedState);
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <Provider store={started.store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return started;
}
const noGoogleLink = () =>
  expect(screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.includes('/auth/google'))).toEqual([]);

test('in LINE the login page has no Google button but a note with "Open in browser" to the same page for LINE', () => {
  renderIn(<LoginPage />, '/app/login?return_to=%2Fapp%2Fmy_page', { userAgent: LINE_ANDROID });
  noGoogleLink();
  const note = screen.getByRole('region', { name: en.title });
  expect(within(note).getByText(en.why('LINE'))).toBeInTheDocument();
  expect(within(note).getByRole('link', { name: en.openInBrowser })).toHaveAttribute(
    'href',
    '/app/login?return_to=%2Fapp%2Fmy_page&openExternalBrowser=1',
  );
  // email sign-in stays right there, and so does the guest booking
  expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(within(note).getByRole('link', { name: en.bookAsGuest })).toHaveAttribute('href', '/app/booking');
});

test('in Facebook, in Japanese, the sign-up page explains the menu item and copies the link with a visible confirmation', async () => {
  const user = userEvent.setup();
  const ja = IN_APP_TEXTS.ja;
  const { clipboard } = renderIn(
    <SignupPage />,
    '/app/signup',
    { userAgent: FACEBOOK_IPHONE, url: 'https://gtss.example/app/signup' },
    {
      ui: {
        mobileMenuOpen: false,
        userMenuOpen: false,
        pathname: '/app/signup',
        language: 'ja',
        shownLanguage: 'en',
        translateStatus: 'applied',
      },
    },
  );
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
  renderIn(<LoginPage />, '/app/login', { userAgent: FACEBOOK_IPHONE, clipboardRefuses: true });
  await user.click(screen.getByRole('button', { name: en.copyLink }));
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(screen.getByText(en.copyByHand)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: en.linkLabel })).toHaveValue('https://gtss.example/app/login');
});

test('in a browser of its own the Google button is there as before, with no note', () => {
  renderIn(<LoginPage />, '/app/login', {});
  expect(screen.getByRole('link', { name: 'Log in with Google' })).toHaveAttribute('href', '/api/auth/google/login');
  expect(screen.queryByRole('region', { name: en.title })).toBeNull();
});
