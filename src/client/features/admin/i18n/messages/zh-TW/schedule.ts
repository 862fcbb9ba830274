import type { schedule as english } from '../en/schedule.js';
import type { Translation } from '../types.js';

export const schedule = {} satisfies Translation<typeof english>;
