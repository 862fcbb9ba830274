import { emailConfirmOpened } from '../../src/client/features/auth/authSlice';
import { redact } from '../../src/client/app/redact';

describe('Redux DevTools sanitizer', () => {
  test('masks passwords and tokens at any depth and leaves everything else as it is', () => {
    const action = {
      type: 'auth/loginSubmitted',
      payload: { email: 'ana@example.com', password: 'hunter22', nested: [{ token: 'abc', keep: 1 }] },
    };
    expect(redact(action)).toEqual({
      type: 'auth/loginSubmitted',
      payload: { email: 'ana@example.com', password: '[hidden]', nested: [{ token: '[hidden]', keep: 1 }] },
    });
    expect(action.payload.password).toBe('hunter22'); // the real action is not changed
  });

  test('the token of an email confirmation link is masked in the action DevTools records', () => {
    const action = emailConfirmOpened({ token: 'single-use-secret' });
    expect(JSON.stringify(redact(action))).not.toContain('single-use-secret');
  });

  test('a logged-in state shows that a token exists but not its value; a logged-out state shows it empty', () => {
    expect(redact({ auth: { access_token: 'secret-session', userInfo: { name: 'Ana' } } })).toEqual({
      auth: { access_token: '[hidden]', userInfo: { name: 'Ana' } },
    });
    expect(redact({ auth: { access_token: '' } })).toEqual({ auth: { access_token: '' } });
  });
});
