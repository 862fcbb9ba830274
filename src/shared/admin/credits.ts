import { z } from 'zod';
import { CREDIT_BY, CREDIT_KINDS } from '../creditWords.js';
import { Instant, IsoDate, RowId } from './common.js';

// The staff's view of a student's lesson credits (issue 41, point 4): the ledger, its balance, and a correction.

export { CREDIT_KINDS, NO_CREDIT, CREDITS_TOO_FEW, CREDIT_VALID_PAST } from '../creditWords.js';

export const CreditEntry = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_KINDS),
  amount: z.number().int(),
  reason: z.string().nullable(),
  valid_until: z.string().nullable(),
  lot_id: z.number().int().nullable(),
  enrolment_id: z.number().int().nullable(),
  lesson_day: z.string().nullable(),
  booking_code: z.string().nullable(),
  by_kind: z.enum(CREDIT_BY),
  by_email: z.string().nullable(),
  created_at: Instant,
});
export type CreditEntry = z.infer<typeof CreditEntry>;

/** A lot still usable: how many of its credits are left, and until when. */
export const CreditLot = z.object({ id: z.number().int(), kind: z.enum(CREDIT_KINDS), left: z.number().int(), valid_until: z.string() });
export type CreditLot = z.infer<typeof CreditLot>;

export const CreditLedger = z.object({
  customer_id: z.number().int(),
  balance: z.number().int(),
  lots: z.array(CreditLot),
  entries: z.array(CreditEntry),
});
export type CreditLedger = z.infer<typeof CreditLedger>;

/** Staff correct a ledger: give (+) or take back (−) credits, always with a reason. */
export const CreditCorrection = z
  .object({
    change: z
      .number()
      .int()
      .min(-20)
      .max(20)
      .refine((n) => n !== 0, 'Give or take at least one credit.'),
    reason: z.string().trim().min(1, 'Say why.').max(500),
    enrolment_id: RowId.nullable().default(null),
    /** A credit given: valid through this date (default: the school's make-up validity). */
    valid_until: IsoDate.nullable().default(null),
  })
  .strict();
export type CreditCorrection = z.input<typeof CreditCorrection>;
