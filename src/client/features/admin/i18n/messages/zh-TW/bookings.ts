import type { bookings as english } from '../en/bookings.js';
import type { Translation } from '../types.js';

export const bookings = {} satisfies Translation<typeof english>;
