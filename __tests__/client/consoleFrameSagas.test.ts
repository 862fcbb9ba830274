import { selectLocale } from '../../src/client/features/admin/consoleSlice';
import { languageSelected } from '../../src/client/features/ui/uiSlice';
import { OWNER_USER, startConsole } from './adminTestStore';

// Issue 39, point 11: the site's frame around the console (header, footer, skip link, the document's lang, all read
// from ui.shownLanguage) speaks the console's language on a console page, and the visitor's choice elsewhere; the
// visitor's choice itself (ui.language, its cookie) is never changed by it.

jest.setTimeout(60_000);

const settle = async (done: () => boolean, ms = 250) => {
  for (let waited = 0; waited < ms && !done(); waited += 5) await new Promise((r) => setTimeout(r, 5));
};

test('a Japanese member on the console: the frame in Japanese; on a visitor page, the visitor’s English again', async () => {
  const { store, read, routeTo, remembered } = startConsole({ user: { ...OWNER_USER, console_language: 'ja' }, path: '/admin' });
  await settle(() => read((s) => s.ui.shownLanguage) === 'ja');
  expect(read(selectLocale).shown).toBe('ja');
  expect(read((s) => s.ui)).toMatchObject({ language: 'en', shownLanguage: 'ja' });

  routeTo('/booking');
  await settle(() => read((s) => s.ui.shownLanguage) === 'en');
  expect(read((s) => s.ui)).toMatchObject({ language: 'en', shownLanguage: 'en' });

  routeTo('/admin/bookings');
  await settle(() => read((s) => s.ui.shownLanguage) === 'ja');
  expect(read((s) => s.ui.shownLanguage)).toBe('ja');

  // a language chosen in the header while on the console: the visitor's choice is kept, the frame stays the console's
  store.dispatch(languageSelected('zh-TW'));
  await settle(() => read((s) => s.ui.language) === 'zh-TW' && remembered.languages.length > 0);
  await new Promise((r) => setTimeout(r, 50));
  expect(read((s) => s.ui)).toMatchObject({ language: 'zh-TW', shownLanguage: 'ja' });
  routeTo('/');
  await settle(() => read((s) => s.ui.shownLanguage) === 'zh-TW');
  expect(read((s) => s.ui.shownLanguage)).toBe('zh-TW');
  // the header's choice also asked for the translate widget, which never comes here: let its poll end (no timer left)
  await settle(() => read((s) => s.ui.translateStatus) === 'unavailable', 8000);
});
