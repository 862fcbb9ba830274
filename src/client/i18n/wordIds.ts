import type { words } from './words/en/index.js';

/** A key of the visitor pages' words; English is the reference every other language must match. */
export type WordId = keyof typeof words;
/** One language's words. */
export type Words = Record<WordId, string>;
