import { z } from 'zod';
import { FreeText } from '../text.js';
import { MESSAGE_MAX, MESSAGE_NEEDED, SUBJECT_MAX, SUBJECT_NEEDED } from './deskMailWords.js';

export * from './deskMailWords.js';

// The desk's emails from a booking's page: POST /api/admin/bookings/:id/resend-confirmation,
// /resend-payment-link and /email (this body). Each answers StaffActionResult, sends through the outbox
// in the customer's language, and is audited in the same transaction.

/** "Email the customer": the staff's own subject and text (recorded in the booking's history as sent). */
export const EmailCustomerBody = z
  .object({
    subject: FreeText('Subject', SUBJECT_MAX).pipe(z.string().min(1, SUBJECT_NEEDED)),
    message: FreeText('Message', MESSAGE_MAX, { multiline: true }).pipe(z.string().min(1, MESSAGE_NEEDED)),
  })
  .strict();
export type EmailCustomerBody = z.input<typeof EmailCustomerBody>;
