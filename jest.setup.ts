import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// React's development build records where each element was made (an Error per element, for its owner
// stacks), and Jest raises Error.stackTraceLimit to 100 frames: capturing them was a tenth of a page test's
// time. V8's own default of 10 frames is plenty to find a failing line.
if (typeof window !== 'undefined') Error.stackTraceLimit = 10;

// The visitor pages' words: a browser has its page's language inside the HTML (i18n/pageWords.ts); a
// test renders in English unless it adds another language's words itself.
import { addWords } from './src/client/i18n/catalogues';
import { words as englishWords } from './src/client/i18n/words/en/index';
addWords('en', englishWords);
