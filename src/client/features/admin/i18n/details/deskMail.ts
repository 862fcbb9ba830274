import { MESSAGE_NEEDED, NO_OPEN_PAYMENT_LINK, NOT_CONFIRMED_RESEND, SUBJECT_NEEDED } from '../../../../../shared/admin/deskMailWords.js';
import type { MessageId } from '../messageIds.js';

// The server's refusals of the desk's emails the console knows, each with its catalogue key.
export const deskMailDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [NOT_CONFIRMED_RESEND, 'deskMail.detail.notConfirmed'],
  [NO_OPEN_PAYMENT_LINK, 'deskMail.detail.noOpenLink'],
  [SUBJECT_NEEDED, 'deskMail.detail.subjectNeeded'],
  [MESSAGE_NEEDED, 'deskMail.detail.messageNeeded'],
];
