import type { WordId, Words } from './wordIds.js';

export type Values = Record<string, string | number>;

/**
 * A word with its `{name}` placeholders filled in. The words are written in the ICU message syntax that
 * react-intl reads (the console's catalogues), limited to plain placeholders: the visitor's first load has
 * no room for react-intl's runtime (docs/performance.md).
 */
export function fill(words: Words | null, id: WordId, values?: Values): string {
  const text = words?.[id] ?? id;
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}
