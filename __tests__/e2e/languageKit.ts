import type { BrowserContext, Page } from 'playwright-core';
import type { LanguageCode } from '../../src/shared/constants';
import type { Words } from '../../src/client/i18n/wordIds';
import { words as en } from '../../src/client/i18n/words/en/index';
import { words as ja } from '../../src/client/i18n/words/ja/index';
import { words as zhCN } from '../../src/client/i18n/words/zh-CN/index';
import { words as zhTW } from '../../src/client/i18n/words/zh-TW/index';

// The visitor's languages in the browser tests: each browser locale, the site's language for it, its words.
export const WORDS: Record<LanguageCode, Words> = { en, ja, 'zh-CN': zhCN, 'zh-TW': zhTW };
export const BROWSERS: Array<[string, LanguageCode]> = [
  ['ja-JP', 'ja'],
  ['zh-CN', 'zh-CN'],
  ['zh-TW', 'zh-TW'],
];

/**
 * The English words a page in `language` still shows: every English word of some length (short ones such as
 * "or" or "Date" are parts of names and addresses too) that the language writes otherwise.
 */
export function englishLeft(shown: string, language: LanguageCode): string[] {
  const words = WORDS[language];
  const text = shown.replaceAll('GTSS Language School', ''); // the school's name is a name in every language
  return (Object.entries(en) as Array<[keyof Words, string]>)
    .filter(([id, english]) => english.length >= 8 && /^[\x20-\x7E]+$/.test(english) && words[id] !== english)
    .map(([, english]) => english.replace(/\{\w+\}.*$/, '').trim())
    .filter((english) => english.length >= 8 && text.includes(english));
}

/** The server's HTML for `url` as this browser asks for it: its <html lang> and the pre-rendered copy's text. */
export async function servedPage(
  context: BrowserContext,
  url: string,
  locale: string,
): Promise<{ lang: string | undefined; copy: string }> {
  // (the context's own requests do not send the browser's Accept-Language)
  const html = await (await context.request.get(url, { headers: { 'accept-language': locale } })).text();
  const root = /<div id="root">([\s\S]*?)<script type="application\/json"/.exec(html)?.[1] ?? '';
  return { lang: /<html lang="([^"]+)"/.exec(html)?.[1], copy: root.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ') };
}

/** What a visitor sees of the page's words: its text, the selector's value, <html lang>, and whether it is wider than the screen. */
export async function shownLanguage(page: Page): Promise<{ text: string; selector: string; lang: string; overflow: boolean }> {
  return page.evaluate(() => ({
    text: document.body.innerText,
    selector: (document.querySelector('header select') as HTMLSelectElement | null)?.value ?? '',
    lang: document.documentElement.lang,
    overflow: document.documentElement.scrollWidth > window.innerWidth,
  }));
}
