import { ApiError } from '../../src/client/api/client';
import {
  lineChoicesShown,
  lineConnectRequested,
  lineDisconnectRequested,
  lineNotifyChosen,
  lineSignupSubmitted,
  lineVisitorDismissed,
  lineVisitorWanted,
  myLineOpened,
  selectLine,
} from '../../src/client/features/line/lineSlice';
import { lineSagas, type LineApi } from '../../src/client/features/line/lineSagas';
import { LINE_WORDS } from '../../src/client/features/line/lineWords';
import type { LanguageCode } from '../../src/shared/constants';
import type { MyLine } from '../../src/shared/line';
import { LINE_OUTCOMES } from '../../src/shared/lineConstants';
import { LINE_VISITOR_TEXTS } from '../../src/shared/lineVisitorTexts';
import { flush } from './bookingFixtures';
import { loggedInAs, startStore } from './testStore';

// Hanako's LINE on my page, the sign-in page's LINE button, a guest's "Continue with LINE" on the booking page and a
// new LINE user's account form: their stories on the real store with LINE's calls faked.

const NOT_CONNECTED: MyLine = { connected: false, reachable: false, notify: 'email_and_line' };
const CONNECTED: MyLine = { connected: true, reachable: true, notify: 'email_and_line' };

function fakeLineApi(overrides: Partial<LineApi> = {}): LineApi {
  return {
    lineAvailable: jest.fn(async () => true),
    myLine: jest.fn(async () => NOT_CONNECTED),
    connectLine: jest.fn(async () => ({ url: 'https://access.line.me/oauth2/v2.1/authorize?bot_prompt=aggressive' })),
    disconnectLine: jest.fn(async () => NOT_CONNECTED),
    chooseLineNotify: jest.fn(async (notify) => ({ ...CONNECTED, notify })),
    lineVisitor: jest.fn(async () => ({ name: null })),
    forgetLineVisitor: jest.fn(async () => ({ name: null })),
    lineSignup: jest.fn(async () => null),
    ...overrides,
  };
}

function onMyPage(api: LineApi) {
  const started = startStore({ path: '/app/my_page' }, loggedInAs({ name: 'Hanako Yamada', email: 'hanako@example.com' }));
  started.store.startFeature('line', lineSagas, api);
  return started;
}

test('Hanako connects LINE: my page shows she is not connected, Connect LINE sends her browser to LINE Login', async () => {
  const api = fakeLineApi();
  const { store, wentTo } = onMyPage(api);
  store.dispatch(myLineOpened({ outcome: null }));
  await flush();
  expect(selectLine(store.getState())).toMatchObject({ available: 'yes', mine: NOT_CONNECTED, mineStatus: 'ready', message: null });
  store.dispatch(lineConnectRequested());
  store.dispatch(lineConnectRequested()); // a second click while it runs is ignored
  await flush();
  expect(api.connectLine).toHaveBeenCalledTimes(1);
  expect(wentTo).toEqual(['https://access.line.me/oauth2/v2.1/authorize?bot_prompt=aggressive']);
});

test('back from LINE, connected: my page says so; she chooses "LINE only", then disconnects', async () => {
  const api = fakeLineApi({ myLine: jest.fn(async () => CONNECTED) });
  const { store } = onMyPage(api);
  store.dispatch(myLineOpened({ outcome: 'connected' }));
  await flush();
  expect(selectLine(store.getState())).toMatchObject({ mine: CONNECTED, message: LINE_OUTCOMES.connected });
  store.dispatch(lineNotifyChosen('line_only'));
  await flush();
  expect(api.chooseLineNotify).toHaveBeenCalledWith('line_only');
  expect(selectLine(store.getState())).toMatchObject({
    mine: { notify: 'line_only' },
    change: 'succeeded',
    message: LINE_WORDS.saved.line_only,
  });
  store.dispatch(lineDisconnectRequested());
  await flush();
  expect(selectLine(store.getState())).toMatchObject({ mine: NOT_CONNECTED, message: LINE_WORDS.disconnected });
});

test('a choice the server refuses is said in its words, and her setting stays as it was', async () => {
  const refused = 'Connect LINE first to get your booking messages by LINE only.';
  const api = fakeLineApi({ chooseLineNotify: jest.fn(async () => Promise.reject(new ApiError(400, refused))) });
  const { store } = onMyPage(api);
  store.dispatch(myLineOpened({ outcome: null }));
  await flush();
  store.dispatch(lineNotifyChosen('line_only'));
  await flush();
  expect(selectLine(store.getState())).toMatchObject({ mine: NOT_CONNECTED, change: 'failed', message: refused });
});

test('a site without LINE: no LINE button and no LINE section, the page is read once and the server never asked', async () => {
  const api = fakeLineApi({ lineAvailable: jest.fn(async () => false) });
  const { store } = onMyPage(api);
  store.dispatch(lineChoicesShown());
  await flush();
  store.dispatch(myLineOpened({ outcome: null }));
  await flush();
  expect(selectLine(store.getState())).toMatchObject({ available: 'no', mine: null });
  expect(api.lineAvailable).toHaveBeenCalledTimes(1);
  expect(api.myLine).not.toHaveBeenCalled();
});

function asGuest(api: LineApi, path = '/app/booking', chosenLanguage: LanguageCode | null = null) {
  const started = startStore({ path, chosenLanguage });
  started.store.startFeature('line', lineSagas, api);
  return started;
}

test('a guest on the booking page: before LINE Login nobody is named; after it, LINE messages go to her LINE name; she can say no', async () => {
  const before = asGuest(fakeLineApi());
  before.store.dispatch(lineVisitorWanted());
  await flush();
  expect(selectLine(before.store.getState()).visitor).toEqual({ status: 'ready', name: null }); // "Continue with LINE" is offered

  // back from LINE Login (a new page load): the server remembers her LINE for this browser
  const api = fakeLineApi({ lineVisitor: jest.fn(async () => ({ name: 'はなこ' })) });
  const { store } = asGuest(api);
  store.dispatch(lineVisitorWanted());
  store.dispatch(lineVisitorWanted()); // the form rendering twice asks once
  await flush();
  expect(api.lineVisitor).toHaveBeenCalledTimes(1);
  expect(selectLine(store.getState()).visitor).toEqual({ status: 'ready', name: 'はなこ' });
  store.dispatch(lineVisitorDismissed());
  await flush();
  expect(api.forgetLineVisitor).toHaveBeenCalledTimes(1);
  expect(selectLine(store.getState()).visitor).toEqual({ status: 'ready', name: null });
});

test('a site without LINE: the booking page offers no LINE and never asks the server', async () => {
  const api = fakeLineApi({ lineAvailable: jest.fn(async () => false) });
  const { store } = asGuest(api);
  store.dispatch(lineVisitorWanted());
  await flush();
  expect(selectLine(store.getState())).toMatchObject({ available: 'no', visitor: { status: 'ready', name: null } });
  expect(api.lineVisitor).not.toHaveBeenCalled();
});

test.each(['en', 'ja', 'zh-CN', 'zh-TW'] as const)(
  'a new LINE user gives name and email once (%s): no session yet, the page says to open the emailed link in this browser',
  async (language) => {
    const taken = LINE_VISITOR_TEXTS[language].emailTaken;
    const lineSignup = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(409, taken))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(null);
    const api = fakeLineApi({ lineVisitor: jest.fn(async () => ({ name: 'はなこ' })), lineSignup });
    const { store, wentTo } = asGuest(api, '/app/login?line=new&return_to=%2Fapp%2Fbooking', language);
    store.dispatch(lineVisitorWanted());
    await flush();
    expect(selectLine(store.getState()).visitor.name).toBe('はなこ');

    // an email that has an account: refused in the server's words, she stays on the form
    store.dispatch(lineSignupSubmitted({ name: 'Hanako Yamada', email: 'taro@example.com' }));
    await flush();
    expect(selectLine(store.getState())).toMatchObject({ signup: 'failed', signupError: taken, signupSentTo: null });
    // no answer at all: said in her language
    store.dispatch(lineSignupSubmitted({ name: 'Hanako Yamada', email: 'hanako@example.com' }));
    await flush();
    expect(selectLine(store.getState())).toMatchObject({ signup: 'failed', signupError: LINE_VISITOR_TEXTS[language].failed });

    store.dispatch(lineSignupSubmitted({ name: 'Hanako Yamada', email: 'hanako@example.com' }));
    await flush();
    expect(lineSignup).toHaveBeenLastCalledWith({ name: 'Hanako Yamada', email: 'hanako@example.com' });
    // no page is loaded as if she were logged in: the server opened no session
    expect(wentTo).toEqual([]);
    expect(selectLine(store.getState())).toMatchObject({ signup: 'succeeded', signupError: null, signupSentTo: 'hanako@example.com' });
    const said = LINE_VISITOR_TEXTS[language].checkEmail('hanako@example.com');
    expect(said).toContain('hanako@example.com');
    expect(said).toMatch(CHECK_EMAIL_SAYS[language]);
  },
);

/** What the page says after the form, in each language: this browser, and not logged in yet. */
const CHECK_EMAIL_SAYS = {
  en: /Open it in this browser.*You are not logged in yet\./,
  ja: /このブラウザでリンクを開いて.*まだログインしていません。/,
  'zh-CN': /用此浏览器打开该链接.*您目前尚未登录。/,
  'zh-TW': /用此瀏覽器開啟該連結.*您目前尚未登入。/,
} as const;
