/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import { ReauthDialog } from '../../src/client/features/admin/components/ReauthDialog';
import { calendarFeedRequested } from '../../src/client/features/admin/consoleSlice';
import { REAUTH_CODE, REAUTH_NEEDED } from '../../src/shared/admin/reauth';
import { flush } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';
import { fakeAdminApi } from './adminTestStore';

// The console's password prompt, as the member sees it: the server's reason, a password
// field, a Google sign-in that comes back to this page; confirmed, the refused action is made again.

test('the prompt asks for the password, then the action is made again', async () => {
  let fresh = false;
  const newCalendarFeed = jest.fn(async () => {
    if (!fresh) throw new ApiError(403, REAUTH_NEEDED, { detail: REAUTH_NEEDED, code: REAUTH_CODE });
    return { url: 'https://gtss.example/api/public/calendar-feed/x.ics' };
  });
  const reauth = jest.fn(async () => {
    fresh = true;
    return null;
  });
  const { store } = await renderConsolePage(<ReauthDialog />, {
    adminApi: fakeAdminApi({ newCalendarFeed, reauth }),
    path: '/admin/settings',
  });
  await act(async () => {
    store.dispatch(calendarFeedRequested());
    await flush();
  });
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  expect(dialog).toHaveTextContent(REAUTH_NEEDED); // English: the server's words as written
  expect(screen.getByRole('link', { name: 'Or sign in with Google again (then repeat the action)' })).toHaveAttribute(
    'href',
    '/api/auth/google/login?return_to=%2Fadmin%2Fsettings',
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  await act(flush);
  expect(reauth).toHaveBeenCalledWith({ password: 'correct horse battery' });
  expect(newCalendarFeed).toHaveBeenCalledTimes(2);
});

test('a member who connected LINE is offered a new LINE sign-in too, back to this page', async () => {
  // a site with LINE (its pages say so), and the member's LINE as the site answers it
  const meta = Object.assign(document.createElement('meta'), { name: 'gtss-line', content: 'on' });
  document.head.append(meta);
  const answers: Record<string, unknown> = { '/api/public/me/line': { connected: true, reachable: true, notify: 'email_and_line' } };
  const fetchMock = jest.fn(async (url: string) => ({
    ok: url in answers,
    status: url in answers ? 200 : 404,
    json: async () => answers[url],
  }));
  const saved = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  try {
    const newCalendarFeed = jest.fn(async () =>
      Promise.reject(new ApiError(403, REAUTH_NEEDED, { detail: REAUTH_NEEDED, code: REAUTH_CODE })),
    );
    const { store } = await renderConsolePage(<ReauthDialog />, { adminApi: fakeAdminApi({ newCalendarFeed }), path: '/admin/settings' });
    expect(screen.queryByRole('link', { name: /LINE/ })).toBeNull();
    await act(async () => {
      store.dispatch(calendarFeedRequested());
      await flush();
    });
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(await screen.findByRole('link', { name: 'Or sign in with LINE again (then repeat the action)' })).toHaveAttribute(
      'href',
      '/api/auth/line/login?return_to=%2Fadmin%2Fsettings',
    );
  } finally {
    globalThis.fetch = saved;
    meta.remove();
  }
});
