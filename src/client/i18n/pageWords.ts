import type { LanguageCode } from '../../shared/constants.js';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/language.js';
import { addWords, loadWords } from './catalogues.js';
import type { Words } from './wordIds.js';

/** The id of the <script type="application/json"> holding a page's words (scripts/postbuild.mjs writes it). */
export const WORDS_ELEMENT_ID = 'gtss-words';

/**
 * The language the server chose for this page (its <html lang>: the visitor's cookie, else their
 * browser's languages) with its words, which came inside the HTML: the first render needs no request and
 * shows the words the pre-rendered copy showed. A page without them (npm run dev) loads them first.
 */
export async function pageWords(): Promise<LanguageCode> {
  const lang = document.documentElement.lang;
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const inline = document.getElementById(WORDS_ELEMENT_ID)?.textContent;
  if (inline) addWords(language, JSON.parse(inline) as Words);
  else await loadWords(language);
  return language;
}
