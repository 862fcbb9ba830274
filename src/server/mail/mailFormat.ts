import { tokyoDateTime } from '../../shared/dates.js';

// Dates and amounts as each language writes them: shared/localeFormat.ts (the visitor's pages write them the same way).
export { formatAmount, formatDate } from '../../shared/localeFormat.js';

/** An instant's Tokyo wall-clock time, HH:MM (the time part of shared/dates.ts's tokyoDateTime). */
export const tokyoTime = (instant: Date): string => tokyoDateTime(instant.toISOString()).slice(11);
