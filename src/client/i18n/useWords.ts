import { useMemo } from 'react';
import type { LanguageCode } from '../../shared/constants.js';
import { useAppSelector } from '../app/hooks.js';
import { selectShownLanguage } from '../features/ui/uiSelectors.js';
import { loadedWords } from './catalogues.js';
import { fill, type Values } from './format.js';
import type { WordId } from './wordIds.js';

/** The visitor pages' words in one language: `t(id, values)`. */
export function wordsIn(language: LanguageCode) {
  const words = loadedWords(language) ?? loadedWords('en');
  return { language, t: (id: WordId, values?: Values) => fill(words, id, values) };
}

export type VisitorWords = ReturnType<typeof wordsIn>;

/** The page's words in the language it is shown in; a component re-renders when the visitor switches. */
export function useWords(): VisitorWords {
  const language = useAppSelector(selectShownLanguage);
  return useMemo(() => wordsIn(language), [language]);
}
