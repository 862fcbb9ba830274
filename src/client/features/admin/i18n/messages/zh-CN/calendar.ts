import type { calendar as english } from '../en/calendar.js';
import type { Translation } from '../types.js';

export const calendar = {} satisfies Translation<typeof english>;
