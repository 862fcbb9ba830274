import type { numbers as english } from '../en/numbers.js';
import type { Translation } from '../types.js';

export const numbers = {} satisfies Translation<typeof english>;
