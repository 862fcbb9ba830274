/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { languageSelected, mobileMenuToggled, userMenuToggled } from '../../src/client/features/ui/uiSlice';
import { selectLanguage, selectMobileMenuOpen, selectTranslateStatus, selectUserMenuOpen } from '../../src/client/features/ui/uiSelectors';
import { ApiError } from '../../src/client/api/client';
import { fakeApi, loggedInAs, startStore } from './testStore';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function widgetSelect() {
  const select = document.createElement('select');
  select.className = 'goog-te-combo';
  for (const code of ['', 'en', 'ja', 'zh-CN', 'zh-TW']) select.add(new Option(code, code));
  const changes: string[] = [];
  select.addEventListener('change', () => changes.push(select.value));
  return { select, changes };
}

describe('the remembered language', () => {
  test('a choice is remembered for the next visit, even when the widget never loads', async () => {
    const { store, remembered, alerts } = startStore();
    store.dispatch(languageSelected('ja'));
    await jest.advanceTimersByTimeAsync(11 * 500);
    expect(alerts).toEqual(['Google Translate not ready. Please try again shortly.']);
    expect(remembered.languages).toEqual(['ja']);
    expect(selectLanguage(store.getState())).toBe('ja');
  });

  test('the next visit starts in the remembered language: the selector shows it and the page is translated again', async () => {
    const { select, changes } = widgetSelect();
    const { store, remembered } = startStore({ chosenLanguage: 'zh-TW', translateSelect: () => select });
    await jest.advanceTimersByTimeAsync(0);
    expect(selectLanguage(store.getState())).toBe('zh-TW');
    expect(changes).toEqual(['zh-TW']);
    expect(remembered.languages).toEqual([]); // restored, not chosen again
    expect(remembered.timeZoneReports).toBe(1);
  });

  test('with no choice remembered (or English), nothing is loaded and the page stays in English', async () => {
    for (const chosenLanguage of [null, 'en' as const]) {
      const { store, scriptLoads, remembered } = startStore({ chosenLanguage });
      await jest.advanceTimersByTimeAsync(0);
      expect(selectLanguage(store.getState())).toBe('en');
      expect(scriptLoads()).toBe(0);
      expect(remembered.timeZoneReports).toBe(1); // the time zone is reported on every visit
    }
  });

  test("a logged-in visitor's choice is recorded on the account; a guest's only in the browser", async () => {
    const updateLanguage = jest.fn(async () => null);
    const user = startStore({ api: fakeApi({ updateLanguage }) }, loggedInAs({ name: 'Hanako', email: 'hanako@example.com' }));
    user.store.dispatch(languageSelected('ja'));
    await jest.advanceTimersByTimeAsync(0);
    expect(updateLanguage).toHaveBeenCalledWith({ language: 'ja' });

    const guestUpdate = jest.fn(async () => null);
    const guest = startStore({ api: fakeApi({ updateLanguage: guestUpdate }) });
    guest.store.dispatch(languageSelected('zh-CN'));
    await jest.advanceTimersByTimeAsync(0);
    expect(guestUpdate).not.toHaveBeenCalled();
    expect(guest.remembered.languages).toEqual(['zh-CN']);
  });

  test('the account not taking the language is logged, and the choice still holds', async () => {
    const hanako = { name: 'Hanako', email: 'hanako@example.com' };
    const api = fakeApi({ getMe: async () => hanako, updateLanguage: () => Promise.reject(new ApiError(503, undefined)) });
    const { store, warnings, remembered } = startStore({ api }, loggedInAs(hanako));
    store.dispatch(languageSelected('ja'));
    await jest.advanceTimersByTimeAsync(0);
    expect(warnings).toEqual([expect.stringContaining('Could not save the language on the account')]);
    expect(remembered.languages).toEqual(['ja']);
    expect(selectLanguage(store.getState())).toBe('ja');
  });
});

describe('language selector and the translate widget', () => {
  test('when the widget never appears, it polls every 500 ms and alerts after more than 10 tries', async () => {
    const findSelect = jest.fn(() => null);
    const { store, alerts, scriptLoads } = startStore({ translateSelect: findSelect });
    store.dispatch(languageSelected('ja'));
    await jest.advanceTimersByTimeAsync(0);
    expect(scriptLoads()).toBe(1);
    expect(findSelect).toHaveBeenCalledTimes(1);
    expect(selectTranslateStatus(store.getState())).toBe('waiting');

    await jest.advanceTimersByTimeAsync(9 * 500);
    expect(findSelect).toHaveBeenCalledTimes(10);
    expect(alerts).toEqual([]); // 10 tries are not "more than 10"

    await jest.advanceTimersByTimeAsync(500);
    expect(findSelect).toHaveBeenCalledTimes(11);
    expect(alerts).toEqual(['Google Translate not ready. Please try again shortly.']);
    expect(selectTranslateStatus(store.getState())).toBe('unavailable');

    await jest.advanceTimersByTimeAsync(10_000);
    expect(findSelect).toHaveBeenCalledTimes(11); // the poll has stopped
  });

  test('when the widget appears while polling, the chosen language is switched through it', async () => {
    const { select, changes } = widgetSelect();
    let ready = false;
    const { store, alerts } = startStore({ translateSelect: () => (ready ? select : null) });
    store.dispatch(languageSelected('zh-TW'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(changes).toEqual([]);
    ready = true;
    await jest.advanceTimersByTimeAsync(500);
    expect(changes).toEqual(['zh-TW']);
    expect(selectLanguage(store.getState())).toBe('zh-TW');
    expect(selectTranslateStatus(store.getState())).toBe('applied');
    expect(alerts).toEqual([]);
  });

  test('a new choice while polling replaces the old one: one alert at most, for the latest choice', async () => {
    const { select, changes } = widgetSelect();
    let ready = false;
    const { store, alerts } = startStore({ translateSelect: () => (ready ? select : null) });
    store.dispatch(languageSelected('ja'));
    await jest.advanceTimersByTimeAsync(4000);
    store.dispatch(languageSelected('zh-CN'));
    await jest.advanceTimersByTimeAsync(3000); // the first poll would have given up by now
    expect(alerts).toEqual([]);
    ready = true;
    await jest.advanceTimersByTimeAsync(500);
    expect(changes).toEqual(['zh-CN']);
  });
});

describe('menus', () => {
  test('the mobile menu toggles, and closes when the route changes', async () => {
    const { store, routeTo } = startStore();
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(mobileMenuToggled());
    expect(selectMobileMenuOpen(store.getState())).toBe(true);
    store.dispatch(mobileMenuToggled());
    expect(selectMobileMenuOpen(store.getState())).toBe(false);
    store.dispatch(mobileMenuToggled());
    store.dispatch(userMenuToggled(true));
    routeTo('/app/about');
    expect(selectMobileMenuOpen(store.getState())).toBe(false);
    expect(selectUserMenuOpen(store.getState())).toBe(false);
    expect(store.getState().ui.pathname).toBe('/app/about');
  });
});
