import { CLOSE_DATES_CHANGED, CLOSE_DATES_NOT_OPEN, NOT_HOLIDAYS } from '../../../../../shared/admin/scheduleTexts.js';
import type { MessageId } from '../messageIds.js';

// The server's refusals of "Cancel these N bookings and close the date" the console knows, each with its key.
export const closeDatesDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [CLOSE_DATES_CHANGED, 'closeDates.detail.changed'],
  [CLOSE_DATES_NOT_OPEN, 'closeDates.detail.notOpen'],
  [NOT_HOLIDAYS, 'closeDates.detail.notHolidays'],
];
