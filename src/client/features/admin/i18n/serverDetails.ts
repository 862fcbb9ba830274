import type { MessageId } from './messageIds.js';
import { bookingsDetails } from './details/bookings.js';
import { deskMailDetails } from './details/deskMail.js';
import { customersDetails } from './details/customers.js';
import { scheduleDetails } from './details/schedule.js';
import { staffDetails } from './details/staff.js';
import { teachersDetails } from './details/teachers.js';
import { moveDetails } from './details/move.js';
import { closeDatesDetails } from './details/closeDates.js';
import { sourcesDetails } from './details/sources.js';
import { schoolDetails } from './details/school.js';
import { enrolmentsDetails } from './details/enrolments.js';

/** The server's English `detail` → the console's key for it (details it does not know are shown as written). */
export const SERVER_DETAILS: ReadonlyMap<string, MessageId> = new Map([
  ...bookingsDetails,
  ...scheduleDetails,
  ...staffDetails,
  ...teachersDetails,
  ...deskMailDetails,
  ...customersDetails,
  ...moveDetails,
  ...closeDatesDetails,
  ...sourcesDetails,
  ...schoolDetails,
  ...enrolmentsDetails,
]);

/** An area's own refusals, added when its code loads (so the shell does not carry them: e.g. customers/customerRecordDetails.ts). */
export function knowDetails(pairs: ReadonlyArray<readonly [string, MessageId]>): void {
  for (const [detail, id] of pairs) (SERVER_DETAILS as Map<string, MessageId>).set(detail, id);
}
