/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen } from '@testing-library/react';
import { loginRequired } from '../../src/client/features/auth/authSlice';
import { LoginPage } from '../../src/client/features/auth/pages/LoginPage';
import { SignupPage } from '../../src/client/features/auth/pages/SignupPage';
import { renderWithProviders } from './renderWithProviders';

// A console page that sent a logged-out person to log in gets them back after a Google
// sign-in too: the Google buttons carry the page along (the server keeps it with the sign-in's state).

test('after a console page asked for a login, both Google buttons carry that page as return_to', () => {
  const { store } = renderWithProviders(<LoginPage />, { path: '/app/login' });
  const google = () => screen.getByRole('link', { name: 'Log in with Google' });
  expect(google()).toHaveAttribute('href', '/api/auth/google/login');
  act(() => void store.dispatch(loginRequired({ returnTo: '/admin/bookings' })));
  expect(google()).toHaveAttribute('href', '/api/auth/google/login?return_to=%2Fadmin%2Fbookings');
});

test('the sign-up page’s Google button carries it as well', () => {
  const { store } = renderWithProviders(<SignupPage />, { path: '/app/signup' });
  act(() => void store.dispatch(loginRequired({ returnTo: '/admin' })));
  expect(screen.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute(
    'href',
    '/api/public/auth/google/login?return_to=%2Fadmin',
  );
});
