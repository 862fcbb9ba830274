import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messages as en } from '../../src/client/features/admin/i18n/messages/en/index';
import { messages as ja } from '../../src/client/features/admin/i18n/messages/ja/index';
import { messages as zhCN } from '../../src/client/features/admin/i18n/messages/zh-CN/index';
import { messages as zhTW } from '../../src/client/features/admin/i18n/messages/zh-TW/index';
import { SERVER_DETAILS } from '../../src/client/features/admin/i18n/serverDetails';

// The console's catalogues: every language has every English key and no other, each message is valid
// ICU with the same arguments as the English one, and none is left in English.

/** The argument names a message uses ({name}, {count, plural, …}, <b>…</b>), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    if (e.type === TYPE.tag) argumentsOf(e.children, into);
  }
  return into;
}

const translations = { ja, 'zh-CN': zhCN, 'zh-TW': zhTW } as Record<string, Record<string, string>>;
const english = en as Record<string, string>;

test('the English catalogue is valid ICU', () => {
  for (const [id, text] of Object.entries(english)) expect(() => parse(text)).not.toThrow(`${id}`);
});

describe.each(Object.keys(translations))('the %s catalogue', (language) => {
  const catalogue = translations[language];

  test('has exactly the English keys', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
  });

  test('uses the same arguments as English in every message', () => {
    const mismatched = Object.keys(english).filter((id) => {
      const want = [...argumentsOf(parse(english[id]))].sort().join();
      const got = [...argumentsOf(parse(catalogue[id]))].sort().join();
      return want !== got;
    });
    expect(mismatched).toEqual([]);
  });

  test('leaves no message in English', () => {
    // a message with Latin words of its own (not only arguments and punctuation) must not equal the English
    const untranslated = Object.keys(english).filter(
      (id) => /[A-Za-z]{3,}/.test(english[id].replace(/\{[^}]*\}/g, '')) && catalogue[id] === english[id],
    );
    expect(untranslated).toEqual([]);
  });
});

test('every server detail the console translates points at a key of the catalogue', () => {
  for (const id of SERVER_DETAILS.values()) expect(english).toHaveProperty([id]);
});
