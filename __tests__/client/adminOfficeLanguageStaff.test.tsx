/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import type { StaffRole } from '../../src/shared/roles';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import {
  calendarFeedRequested,
  consoleLanguageChosen,
  csvExportRequested,
  settingsPageOpened,
  selectLocale,
  selectSettings,
} from '../../src/client/features/admin/consoleSlice';
import { ReauthDialog } from '../../src/client/features/admin/components/ReauthDialog';
import { ActivityPage } from '../../src/client/features/admin/staff/pages/ActivityPage';
import { InvitationPage } from '../../src/client/features/admin/staff/pages/InvitationPage';
import { SettingsPage } from '../../src/client/features/admin/pages/SettingsPage';
import { StaffPage } from '../../src/client/features/admin/staff/pages/StaffPage';
import { languageSelected } from '../../src/client/features/ui/uiSlice';
import { REAUTH_CODE, REAUTH_NEEDED } from '../../src/shared/admin/reauth';
import { LAST_OWNER } from '../../src/shared/admin/staffTexts';
import type { StaffSelf } from '../../src/shared/admin/staff';
import { fakeAdminApi, OWNER_USER, startConsole, STAFF_USER } from './adminTestStore';
import { flush, self, staffList } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';

// Staff, my settings, the activity log, the invitation page and the password prompt in the member's
// language; and the member's own console language, chosen in "My settings", switching the console at once.

jest.setTimeout(120_000);

const JA_OWNER = { ...OWNER_USER, console_language: 'ja' as const };

describe('the console language setting (a story on the real store)', () => {
  test('choosing 日本語 saves it, and the console speaks Japanese at once', async () => {
    const setConsoleLanguage = jest.fn(async (b: { console_language: StaffSelf['console_language'] }) => ({ ...self, ...b }));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getSelf: async () => self, setConsoleLanguage }) });
    store.dispatch(settingsPageOpened());
    await flush();
    expect(read(selectLocale).shown).toBe('en');

    store.dispatch(consoleLanguageChosen({ console_language: 'ja' }));
    expect(read(selectSettings).self?.console_language).toBe('ja'); // the choice shows while it is saved
    await flush();
    await flush();
    expect(setConsoleLanguage).toHaveBeenCalledWith({ console_language: 'ja' });
    expect(read(selectSettings).language).toEqual({ status: 'succeeded', message: { id: 'staff.settings.language.saved' } });
    expect(store.getState().auth.userInfo).toEqual({ ...OWNER_USER, console_language: 'ja' });
    expect(read(selectLocale).shown).toBe('ja');

    // back to following the site's language (the header's, else the browser's: English here)
    store.dispatch(consoleLanguageChosen({ console_language: null }));
    await flush();
    await flush();
    expect(store.getState().auth.userInfo?.console_language).toBeNull();
    expect(read(selectLocale).shown).toBe('en');
  });

  test('not saved: the error is shown, the choice goes back, and the console keeps its language', async () => {
    const setConsoleLanguage = jest.fn(() => Promise.reject(new Error('offline')));
    const { store, read } = startConsole({
      adminApi: fakeAdminApi({ getSelf: async () => ({ ...self, console_language: 'zh-TW' }), setConsoleLanguage }),
    });
    store.dispatch(settingsPageOpened());
    await flush();
    store.dispatch(consoleLanguageChosen({ console_language: 'ja' }));
    await flush();
    expect(read(selectSettings).language).toEqual({ status: 'failed', message: { id: 'staff.settings.language.failed' } });
    expect(read(selectSettings).self?.console_language).toBe('zh-TW');
    expect(store.getState().auth.userInfo?.console_language).toBeUndefined();
    expect(read(selectLocale).shown).toBe('en');
  });
});

test('the CSV export’s failure, told in the browser’s alert, is in the console’s language', async () => {
  const { store, alerts } = startConsole({
    adminApi: fakeAdminApi({ checkReauth: () => Promise.reject(new Error('offline')) }),
    user: JA_OWNER,
  });
  await flush();
  store.dispatch(csvExportRequested('/api/admin/bookings/export.csv?from=2026-11-01&to=2026-11-30'));
  await flush();
  expect(alerts).toEqual(['書き出しを開始できませんでした。もう一度お試しください。']);
});

describe('in Japanese', () => {
  test('My settings: the language select names each language in its own script, and choosing one switches the page', async () => {
    const user = userEvent.setup();
    const setConsoleLanguage = jest.fn(async (b: { console_language: StaffSelf['console_language'] }) => ({ ...self, ...b }));
    await renderConsolePage(<SettingsPage />, {
      adminApi: fakeAdminApi({ getSelf: async () => ({ ...self, console_language: 'ja' }), setConsoleLanguage }),
      user: JA_OWNER,
    });
    expect(screen.getByRole('heading', { level: 1, name: '個人設定' })).toBeInTheDocument();
    expect(screen.getByText('Oona Owner（owner@school.example） · オーナー')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '新しい予約とキャンセルをメールで受け取る' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'カレンダーフィードのURLを作成' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: '管理画面の言語' });
    expect(select).toHaveValue('ja');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['サイトの言語に合わせる（ヘッダー）', 'English', '日本語', '简体中文', '繁體中文']);
    expect(screen.queryByText('My settings')).toBeNull();
    expect(screen.queryByText(/Email me about/)).toBeNull();

    await user.selectOptions(select, 'zh-TW');
    await act(flush);
    await act(flush);
    expect(setConsoleLanguage).toHaveBeenCalledWith({ console_language: 'zh-TW' });
    expect(screen.getByRole('heading', { level: 1, name: '我的設定' })).toBeInTheDocument();
    expect(screen.getByText('已儲存管理後台語言。')).toBeInTheDocument();
  });

  test('Staff: members, roles, the remove dialog, the invite form (its language defaults to the console’s) and refusals', async () => {
    const user = userEvent.setup();
    const invite = jest.fn(async (b: { email: string; role: StaffRole }) => ({ ...staffList.invitations[0], ...b }));
    const setRole = jest.fn((id: number) => (id === 1 ? Promise.reject(new ApiError(409, LAST_OWNER)) : Promise.resolve(null)));
    await renderConsolePage(<StaffPage />, {
      adminApi: fakeAdminApi({ listStaff: async () => staffList, invite, setRole }),
      user: JA_OWNER,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'スタッフ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'メンバー' })).toBeInTheDocument();
    expect(screen.getByText(/^スタッフ · 招待者：Oona Owner · 有効期限：2026年11月30日\(月\) 09:00（日本時間）$/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Oona Ownerさんの権限'), 'staff');
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('オーナーは最低1人必要です。先に他のメンバーをオーナーにしてください。');

    await user.click(screen.getByRole('button', { name: 'Sam Staffさんを削除' }));
    const dialog = screen.getByRole('dialog', { name: 'Sam Staffさんを削除しますか？' });
    await user.click(within(dialog).getByRole('button', { name: 'メンバーを削除' }));
    await act(flush);
    expect(screen.getByText('Sam Staffさんを削除しました。アクセス権とセッションは終了しています。')).toBeInTheDocument();

    expect(screen.getByLabelText('メールの言語')).toHaveValue('ja');
    await user.type(screen.getByLabelText('メールアドレス'), 'kai@school.example');
    await user.selectOptions(screen.getByLabelText('メールの言語'), 'zh-CN');
    await user.click(screen.getByRole('button', { name: '招待を送信' }));
    await act(flush);
    expect(invite).toHaveBeenCalledWith({ email: 'kai@school.example', role: 'staff', language: 'zh-CN' });
    expect(screen.getByText('kai@school.example に招待を送信しました。')).toBeInTheDocument();
    for (const english of ['Members', 'Send invitation', 'Open invitations', 'Revoke', 'Role'])
      expect(screen.queryByText(english)).toBeNull();
  });

  test('Activity: known actions, targets and fields in Japanese, dates as Japanese staff read them', async () => {
    const getActivity = jest.fn(async () => ({
      items: [
        {
          id: 7,
          at: '2026-11-24T01:05:00Z',
          actor_email: 'staff@school.example',
          action: 'booking.canceled',
          target_type: 'booking',
          target_id: '41',
          booking_id: 41,
          before: { status: 'Confirmed', refund_amount: null },
          after: { status: 'Canceled', refund_amount: 3000 },
          actor_name: null,
          booking: null,
        },
      ],
      next_before: 7,
      actors: [],
    }));
    await renderConsolePage(<ActivityPage />, { adminApi: fakeAdminApi({ getActivity }), user: JA_OWNER });
    expect(screen.getByRole('heading', { level: 1, name: '操作履歴' })).toBeInTheDocument();
    expect(screen.getByText('2026年11月24日(火) 10:05 · staff@school.example')).toBeInTheDocument();
    expect(screen.getByText(/^予約の取り消し ·/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '予約 41' })).toHaveAttribute('href', '/admin/bookings/41');
    expect(screen.getByText('状態: 確定 → 取り消し済み')).toBeInTheDocument();
    expect(screen.getByText(/^返金額: （なし） → [¥￥]3,000$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'さらに表示' })).toBeInTheDocument();
    expect(screen.queryByText('Load more')).toBeNull();
  });

  test('the password prompt: its words, and the server’s reason and refusal, in Japanese', async () => {
    const user = userEvent.setup();
    const newCalendarFeed = jest.fn(() => Promise.reject(new ApiError(403, REAUTH_NEEDED, { detail: REAUTH_NEEDED, code: REAUTH_CODE })));
    const reauth = jest.fn(() => Promise.reject(new ApiError(400, 'That password is not right. Please try again.')));
    const { store } = await renderConsolePage(<ReauthDialog />, {
      adminApi: fakeAdminApi({ newCalendarFeed, reauth }),
      user: { ...STAFF_USER, console_language: 'ja' },
      path: '/admin/settings',
    });
    await act(async () => {
      store.dispatch(calendarFeedRequested());
      await flush();
    });
    const dialog = await screen.findByRole('dialog', { name: 'ご本人確認' });
    expect(dialog).toHaveTextContent('パスワードをもう一度入力してください。この操作には、15分以内に入力したパスワードが必要です。');
    expect(screen.getByRole('link', { name: 'または Google で再ログイン（その後、もう一度操作してください）' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('パスワード'), 'a guess');
    await user.click(screen.getByRole('button', { name: '確認' }));
    await act(flush);
    expect(dialog).toHaveTextContent('パスワードが正しくありません。もう一度お試しください。');
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(REAUTH_NEEDED);
  });

  test('the invitation page follows the site’s language (the invitee may have no account)', async () => {
    // jsdom has no fetch; the page builds the real API client (the fake staff API answers)
    globalThis.fetch = jest.fn(() => Promise.reject(new Error('no network in tests'))) as unknown as typeof fetch;
    const user = userEvent.setup();
    const { store } = await renderConsolePage(<InvitationPage />, {
      adminApi: fakeAdminApi({
        getInvitation: async () => ({ email: 'kai@school.example', role: 'owner', account_exists: false }),
        acceptInvitation: async () => ({ message: 'Welcome to the team. Log in.', logged_in: false }),
      }),
      user: null,
      path: '/admin/invitation?token=tok-123',
    });
    await act(async () => {
      store.dispatch(languageSelected('ja')); // the header's selector
      await flush();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'スタッフへのご招待' })).toBeInTheDocument();
    expect(screen.getByText('GTSSにオーナーとして招待されています（kai@school.example）。')).toBeInTheDocument();
    await user.type(screen.getByLabelText('お名前'), 'Kai');
    await user.type(screen.getByLabelText('パスワード'), 'short');
    await user.click(screen.getByRole('button', { name: 'アカウントを作成して招待を受ける' }));
    expect(screen.getByText(/^パスワードは\d+文字以上で入力してください。$/)).toBeInTheDocument();
    expect(screen.queryByText(/You are invited/)).toBeNull();
  });
});
