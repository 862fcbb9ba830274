import type { LanguageCode } from '../../shared/constants.js';
import type { Words } from './wordIds.js';

// The visitor pages' words, one chunk per language (words-ja, …): a page loads the one in use only, and
// its first language arrives inside the page's HTML (inlineWords.ts), not as a script. The console's
// own catalogues (features/admin/i18n) are other chunks: neither side loads the other's words.
const loaders: Record<LanguageCode, () => Promise<{ words: Words }>> = {
  en: () => import(/* webpackChunkName: "words-en" */ './words/en/index.js'),
  ja: () => import(/* webpackChunkName: "words-ja" */ './words/ja/index.js'),
  'zh-CN': () => import(/* webpackChunkName: "words-zh-CN" */ './words/zh-CN/index.js'),
  'zh-TW': () => import(/* webpackChunkName: "words-zh-TW" */ './words/zh-TW/index.js'),
};

const loaded = new Map<LanguageCode, Words>();
const loading = new Map<LanguageCode, Promise<Words>>();

/** The language's words if they are there already (the page renders at once), else null. */
export const loadedWords = (language: LanguageCode): Words | null => loaded.get(language) ?? null;

/** Words that came another way: the page's HTML, the build's pre-render, a test. */
export function addWords(language: LanguageCode, words: Words): void {
  loaded.set(language, words);
}

/** Loads a language's words once; later calls share the first load, and a failed load may be tried again. */
export function loadWords(language: LanguageCode): Promise<Words> {
  const have = loaded.get(language);
  if (have) return Promise.resolve(have);
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(({ words }) => {
      loaded.set(language, words);
      return words;
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
