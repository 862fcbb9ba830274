import { ApiError } from '../../src/client/api/client';
import { selectFlow, selectIsLoggedIn, selectUser } from '../../src/client/features/auth/authSelectors';
import {
  emailConfirmOpened,
  forgotPasswordSubmitted,
  loginSubmitted,
  passwordResetSubmitted,
  signupSubmitted,
} from '../../src/client/features/auth/authSlice';
import { routeChanged } from '../../src/client/features/ui/uiSlice';
import { fakeApi, startStore } from './testStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const settle = () => jest.advanceTimersByTimeAsync(0);
const ana = { name: 'Ana', email: 'ana@example.com' };
const rejects = (status: number, detail?: string) => () => Promise.reject(new ApiError(status, detail));

describe('log in', () => {
  test('a visitor logs in: the token and the user are stored and the home page opens', async () => {
    const login = jest.fn(async () => ({ access_token: 'tok_123' }));
    const { store, visited } = startStore({
      api: fakeApi({ login, getMe: jest.fn().mockRejectedValueOnce(new ApiError(401, undefined)).mockResolvedValue(ana) }),
    });
    await settle(); // the restore on load fails: logged out
    store.dispatch(loginSubmitted({ email: ' ana@example.com ', password: 'correct horse' }));
    await settle();
    expect(login).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'correct horse' });
    expect(store.getState().auth.access_token).toBe('tok_123');
    expect(selectUser(store.getState())).toEqual(ana);
    expect(visited).toEqual(['/app']);
  });

  test('a login whose session the browser did not keep (cookies blocked: /public/me still says guest) fails with "Login failed"', async () => {
    const login = jest.fn(async () => ({ access_token: 'tok_123' }));
    const { store, visited } = startStore({ api: fakeApi({ login, getMe: async () => null }) });
    await settle();
    store.dispatch(loginSubmitted({ email: 'ana@example.com', password: 'correct horse' }));
    await settle();
    expect(selectFlow('login')(store.getState())).toEqual({ status: 'failed', message: 'Login failed' });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(visited).toEqual([]);
  });

  test('wrong credentials show the server detail; without one, "Login failed"', async () => {
    const { store } = startStore({ api: fakeApi({ login: rejects(401, 'Wrong email or password.') }) });
    store.dispatch(loginSubmitted({ email: 'a@b.co', password: 'x' }));
    await settle();
    expect(selectFlow('login')(store.getState())).toEqual({ status: 'failed', message: 'Wrong email or password.' });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    const second = startStore({ api: fakeApi({ login: rejects(500) }) });
    second.store.dispatch(loginSubmitted({ email: 'a@b.co', password: 'x' }));
    await settle();
    expect(selectFlow('login')(second.store.getState()).message).toBe('Login failed');
  });
});

describe('sign up and confirm the email', () => {
  test('passwords that differ say "Passwords do not match" and nothing is sent', async () => {
    const register = jest.fn();
    const { store } = startStore({ api: fakeApi({ register }) });
    store.dispatch(signupSubmitted({ name: 'Ana', email: 'ana@example.com', password: 'abcdefgh', confirmPassword: 'abcdefgX' }));
    await settle();
    expect(selectFlow('signup')(store.getState())).toEqual({ status: 'failed', message: 'Passwords do not match' });
    expect(register).not.toHaveBeenCalled();
  });

  test('a sign-up asks the visitor to check the inbox; a failure shows the detail or "Registration failed"', async () => {
    const register = jest.fn(async () => ({ message: 'ok' }));
    const { store } = startStore({ api: fakeApi({ register }) });
    store.dispatch(signupSubmitted({ name: ' Ana ', email: 'ana@example.com', password: 'abcdefgh', confirmPassword: 'abcdefgh' }));
    await settle();
    expect(register).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', password: 'abcdefgh' });
    expect(selectFlow('signup')(store.getState()).message).toBe('Confirmation email sent. Please check your inbox.');
    const failing = startStore({ api: fakeApi({ register: rejects(429) }) });
    failing.store.dispatch(signupSubmitted({ name: 'A', email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'abcdefgh' }));
    await settle();
    expect(selectFlow('signup')(failing.store.getState()).message).toBe('Registration failed');
  });

  test('the emailed link verifies the email, then the login page opens after 3 seconds', async () => {
    const confirmEmail = jest.fn(async () => ({ message: 'Email verified.' }));
    const { store, visited } = startStore({ api: fakeApi({ confirmEmail }) });
    store.dispatch(emailConfirmOpened({ token: 'tok123' }));
    store.dispatch(emailConfirmOpened({ token: 'tok123' })); // React StrictMode mounts twice: the single-use token goes once
    await settle();
    expect(confirmEmail).toHaveBeenCalledTimes(1);
    expect(selectFlow('confirm')(store.getState())).toEqual({ status: 'succeeded', message: 'Email verified.' });
    await jest.advanceTimersByTimeAsync(2999);
    expect(visited).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(visited).toEqual(['/app/login']);
  });

  test('a link without a token says "Invalid confirmation link"; a refused token shows the fallback and stays', async () => {
    const { store, visited } = startStore({ api: fakeApi({ confirmEmail: rejects(400) }) });
    store.dispatch(emailConfirmOpened({ token: null }));
    await settle();
    expect(selectFlow('confirm')(store.getState()).message).toBe('Invalid confirmation link');
    store.dispatch(emailConfirmOpened({ token: 'used' }));
    await jest.advanceTimersByTimeAsync(5000);
    expect(selectFlow('confirm')(store.getState()).message).toBe('Email confirmation failed. Please try again.');
    expect(visited).toEqual([]);
  });
});

describe('forgot and reset the password', () => {
  test('asking for a reset email says it was sent; a failure says "Failed to send reset email."', async () => {
    const { store } = startStore({ api: fakeApi({ forgotPassword: async () => ({ message: 'x' }) }) });
    store.dispatch(forgotPasswordSubmitted({ email: 'ana@example.com' }));
    await settle();
    expect(selectFlow('forgot')(store.getState()).message).toBe('Password reset email sent. Please check your inbox.');
    const failing = startStore({ api: fakeApi({ forgotPassword: rejects(500) }) });
    failing.store.dispatch(forgotPasswordSubmitted({ email: 'ana@example.com' }));
    await settle();
    expect(selectFlow('forgot')(failing.store.getState()).message).toBe('Failed to send reset email.');
  });

  test('a reset needs the token and matching passwords', async () => {
    const resetPassword = jest.fn();
    const { store } = startStore({ api: fakeApi({ resetPassword }) });
    store.dispatch(passwordResetSubmitted({ token: null, password: 'abcdefgh', confirmPassword: 'abcdefgh' }));
    await settle();
    expect(selectFlow('reset')(store.getState()).message).toBe('Invalid or missing token.');
    store.dispatch(passwordResetSubmitted({ token: 't', password: 'abcdefgh', confirmPassword: 'abcdefgX' }));
    await settle();
    expect(selectFlow('reset')(store.getState()).message).toBe('Passwords do not match.');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  test('a successful reset says so and opens the login page after 3 seconds; a refusal shows "Reset failed"', async () => {
    const resetPassword = jest.fn(async () => ({ message: 'ok' }));
    const { store, visited } = startStore({ api: fakeApi({ resetPassword }) });
    store.dispatch(passwordResetSubmitted({ token: 't0k', password: 'new password', confirmPassword: 'new password' }));
    await settle();
    expect(resetPassword).toHaveBeenCalledWith({ token: 't0k', password: 'new password' });
    expect(selectFlow('reset')(store.getState()).message).toBe('Password reset successfully. You can now log in.');
    await jest.advanceTimersByTimeAsync(3000);
    expect(visited).toEqual(['/app/login']);
    const failing = startStore({ api: fakeApi({ resetPassword: rejects(400) }) });
    failing.store.dispatch(passwordResetSubmitted({ token: 'old', password: 'abcdefgh', confirmPassword: 'abcdefgh' }));
    await settle();
    expect(selectFlow('reset')(failing.store.getState()).message).toBe('Reset failed');
  });
});

test('my page requires login: a logged-out visitor who goes there is sent to the login page', async () => {
  const { store, visited } = startStore({ path: '/app/about' });
  await settle();
  store.dispatch(routeChanged('/app/my_page'));
  await settle();
  expect(visited).toEqual(['/app/login']);
});
