import type { staff as english } from '../en/staff.js';
import type { Translation } from '../types.js';

export const staff = {} satisfies Translation<typeof english>;
