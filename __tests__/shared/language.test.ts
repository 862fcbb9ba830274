import fc from 'fast-check';
import { LANGUAGE_CODES, languageOfTag, negotiateLanguage, validTimeZone } from '../../src/shared/language';

// With no choice made in the selector, the browser's Accept-Language decides.

test.each([
  ['ja-JP,ja;q=0.9,en-US;q=0.8', 'ja'],
  ['ja', 'ja'],
  ['zh-TW,zh;q=0.9', 'zh-TW'],
  ['zh-HK', 'zh-TW'],
  ['zh-Hant', 'zh-TW'],
  ['zh-Hant-CN', 'zh-TW'],
  ['zh-MO', 'zh-TW'],
  ['zh-CN,zh;q=0.9', 'zh-CN'],
  ['zh', 'zh-CN'],
  ['zh-SG', 'zh-CN'],
  ['zh-Hans-HK', 'zh-CN'],
  ['en-GB,en;q=0.9', 'en'],
  ['fr-FR,fr;q=0.9', 'en'],
  ['fr-FR,fr;q=0.9,ja;q=0.5', 'ja'], // the first of ours in the visitor's order
  ['en;q=0.4,ja;q=0.8', 'ja'], // by q-value, not by position
  ['ja;q=0,en', 'en'], // q=0: "not this one"
  ['*', 'en'],
  ['', 'en'],
  [undefined, 'en'],
])('Accept-Language %p → %s', (header, expected) => {
  expect(negotiateLanguage(header)).toBe(expected);
});

test('any header at all gives one of the four languages, never an error', () => {
  fc.assert(fc.property(fc.string({ maxLength: 300 }), (header) => LANGUAGE_CODES.includes(negotiateLanguage(header))));
});

test('a tag that is none of ours is null', () => {
  expect(languageOfTag('ko-KR')).toBeNull();
  expect(languageOfTag('japanese')).toBeNull();
});

test('time zones: a known IANA name is kept, anything else is null', () => {
  expect(validTimeZone('Europe/Paris')).toBe('Europe/Paris');
  expect(validTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  expect(validTimeZone('Mars/Olympus')).toBeNull();
  expect(validTimeZone('Europe/Paris; drop table')).toBeNull();
  expect(validTimeZone('x'.repeat(100))).toBeNull();
  expect(validTimeZone(undefined)).toBeNull();
});
