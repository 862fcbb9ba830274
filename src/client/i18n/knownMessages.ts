import { messages } from './words/en/messages.js';
import type { VisitorWords } from './useWords.js';
import type { WordId } from './wordIds.js';

// State keeps a message as its English text: the spec's (shared/messages.ts) or the server's `detail`.
// Shown, a text the words know is said in the visitor's language; another server text is shown as written.
const KNOWN: ReadonlyMap<string, WordId> = new Map(Object.entries(messages).map(([id, text]) => [text, id as WordId]));

/** The word id of a known English message, or undefined. */
export const knownMessage = (english: string): WordId | undefined => KNOWN.get(english);

/** A message kept in state, in the visitor's language where the words know it. */
export function messageText({ t }: VisitorWords, english: string): string {
  const id = KNOWN.get(english);
  return id ? t(id) : english;
}
