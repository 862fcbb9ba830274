import * as messages from '../../src/shared/messages';
import { fill } from '../../src/client/i18n/format';
import { knownMessage, messageText } from '../../src/client/i18n/knownMessages';
import { wordsIn } from '../../src/client/i18n/useWords';
import { addWords } from '../../src/client/i18n/catalogues';
import type { Words } from '../../src/client/i18n/wordIds';
import { words as en } from '../../src/client/i18n/words/en/index';
import { words as ja } from '../../src/client/i18n/words/ja/index';
import { words as zhCN } from '../../src/client/i18n/words/zh-CN/index';
import { words as zhTW } from '../../src/client/i18n/words/zh-TW/index';

// The visitor pages' words (issue 38): four languages, the same placeholders, the spec's English word for word.
const OTHERS: Array<[string, Words]> = [
  ['ja', ja],
  ['zh-CN', zhCN],
  ['zh-TW', zhTW],
];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test.each(OTHERS)(
  'every %s word has the English placeholders, and is written (not left empty; the end of a sentence after a link may be)',
  (_language, words) => {
    const english: Words = en;
    const wrong = (Object.keys(english) as Array<keyof Words>).filter(
      (id) => placeholders(words[id]).join() !== placeholders(english[id]).join() || (words[id] === '' && !id.endsWith('.after')),
    );
    expect(wrong).toEqual([]);
  },
);

test("the spec's messages are the English words themselves, and each is known by its text", () => {
  for (const [name, text] of Object.entries(messages)) {
    const id = knownMessage(text);
    if (id) expect({ name, english: en[id] }).toEqual({ name, english: text });
  }
  expect(knownMessage(messages.selectDateAndSlots)).toBe('msg.selectDateAndSlots');
  expect(knownMessage(messages.confirmCancelPrompt)).toBe('msg.confirmCancelPrompt');
});

test("a message kept in state shows in the page's language; a server text the words do not know, as written", () => {
  addWords('ja', ja);
  expect(messageText(wordsIn('ja'), 'Wrong email or password.')).toBe('メールアドレスまたはパスワードが正しくありません。');
  expect(messageText(wordsIn('ja'), messages.loginFailed)).toBe('ログインできませんでした。');
  expect(messageText(wordsIn('en'), messages.loginFailed)).toBe('Login failed');
  expect(messageText(wordsIn('ja'), 'Something new the server said.')).toBe('Something new the server said.');
});

test('placeholders are filled; an unknown one is left as written', () => {
  expect(fill(en, 'signup.passwordHint', { min: 8 })).toBe('At least 8 characters.');
  expect(fill(ja, 'move.chosen', { chosen: 2, count: 4 })).toBe('4枠中2枠を選択済み');
  expect(fill(en, 'footer.copyright', {})).toBe('© {year} {name}. All rights reserved.');
});
