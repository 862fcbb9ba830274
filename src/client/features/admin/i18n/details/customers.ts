import { CUSTOMER_NOT_FOUND, NOTE_STALE, NOTE_TOO_LONG } from '../../../../../shared/admin/customerWords.js';
import type { MessageId } from '../messageIds.js';

// The server's refusals about customers and notes the console knows, each with its catalogue key.
export const customersDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [CUSTOMER_NOT_FOUND, 'customers.detail.notFound'],
  [NOTE_STALE, 'customers.detail.stale'],
  [NOTE_TOO_LONG, 'customers.detail.tooLong'],
];
