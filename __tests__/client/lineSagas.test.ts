import { ApiError } from '../../src/client/api/client';
import {
  lineChoicesShown,
  lineConnectRequested,
  lineDisconnectRequested,
  lineNotifyChosen,
  myLineOpened,
  selectLine,
} from '../../src/client/features/line/lineSlice';
import { lineSagas, type LineApi } from '../../src/client/features/line/lineSagas';
import { LINE_WORDS } from '../../src/client/features/line/lineWords';
import type { MyLine } from '../../src/shared/line';
import { LINE_OUTCOMES } from '../../src/shared/lineConstants';
import { flush } from './bookingFixtures';
import { loggedInAs, startStore } from './testStore';

// Hanako's LINE on my page, and the sign-in page's LINE button: her story on the real store with LINE's calls faked.

const NOT_CONNECTED: MyLine = { connected: false, reachable: false, notify: 'email_and_line' };
const CONNECTED: MyLine = { connected: true, reachable: true, notify: 'email_and_line' };

function fakeLineApi(overrides: Partial<LineApi> = {}): LineApi {
  return {
    lineAvailable: jest.fn(async () => true),
    myLine: jest.fn(async () => NOT_CONNECTED),
    connectLine: jest.fn(async () => ({ url: 'https://access.line.me/oauth2/v2.1/authorize?bot_prompt=aggressive' })),
    disconnectLine: jest.fn(async () => NOT_CONNECTED),
    chooseLineNotify: jest.fn(async (notify) => ({ ...CONNECTED, notify })),
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
