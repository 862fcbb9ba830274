import {
  EMAIL_TAKEN,
  MERGE_NOTES_TOO_LONG,
  MERGE_SAME_CLASS,
  MERGE_SELF,
  MERGE_TWO_ACCOUNTS,
  READING_KANA,
  RECORD_STALE,
} from '../../../../shared/customerRecordWords.js';
import type { MessageId } from '../i18n/messageIds.js';

// The server's refusals of a customer's record and a merge (issue 39, point 4), each with its catalogue key: in this
// area's code, not the shell's table (serverDetails.ts is in every console page's first load, at its budget).
export const customerRecordDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [RECORD_STALE, 'customers.detail.recordStale'],
  [EMAIL_TAKEN, 'customers.detail.emailTaken'],
  [MERGE_SELF, 'customers.detail.mergeSelf'],
  [MERGE_TWO_ACCOUNTS, 'customers.detail.mergeTwoAccounts'],
  [MERGE_NOTES_TOO_LONG, 'customers.detail.mergeNotesTooLong'],
  [MERGE_SAME_CLASS, 'customers.detail.mergeSameClass'],
  [READING_KANA, 'customers.detail.readingKana'],
];
