import { z } from 'zod';
import { FreeText } from './text.js';

// Receipts a company accepts: the addressee (宛名, 「株式会社○○ 御中」) and the purpose (但し書き,
// 「体験レッスン代として」) set before the first issue, by the customer or by staff on request.

export { RECEIPT_ALREADY_ISSUED } from './receiptIssueTexts.js';

export const ReceiptIssueBody = z
  .object({
    addressee: FreeText('Addressee', 100).pipe(z.string().min(1, 'Addressee is required.')),
    purpose: FreeText('Purpose', 100).pipe(z.string().min(1, 'Purpose is required.')),
  })
  .strict();
export type ReceiptIssueBody = z.input<typeof ReceiptIssueBody>;

/** A receipt's issue as the console shows it (null on a booking's page until the first issue). */
export const ReceiptIssue = z.object({
  addressee: z.string(),
  purpose: z.string(),
  issued_at: z.string(),
  /** How many times it was printed: every print after the first is a reissue (再発行). */
  prints: z.number().int(),
});
export type ReceiptIssue = z.infer<typeof ReceiptIssue>;
