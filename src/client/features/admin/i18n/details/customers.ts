import { CUSTOMER_NOT_FOUND, NOTE_STALE, NOTE_TOO_LONG } from '../../../../../shared/admin/customerWords.js';
import {
  EMAIL_TAKEN,
  MERGE_NOTES_TOO_LONG,
  MERGE_SELF,
  MERGE_TWO_ACCOUNTS,
  READING_KANA,
  RECORD_STALE,
} from '../../../../../shared/admin/customerRecordWords.js';
import type { MessageId } from '../messageIds.js';

// The server's refusals about customers and notes the console knows, each with its catalogue key.
export const customersDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [CUSTOMER_NOT_FOUND, 'customers.detail.notFound'],
  [NOTE_STALE, 'customers.detail.stale'],
  [NOTE_TOO_LONG, 'customers.detail.tooLong'],
  [RECORD_STALE, 'customers.detail.recordStale'],
  [EMAIL_TAKEN, 'customers.detail.emailTaken'],
  [MERGE_SELF, 'customers.detail.mergeSelf'],
  [MERGE_TWO_ACCOUNTS, 'customers.detail.mergeTwoAccounts'],
  [MERGE_NOTES_TOO_LONG, 'customers.detail.mergeNotesTooLong'],
  [READING_KANA, 'customers.detail.readingKana'],
];
