// Lesson credits' words (issue 41), zod-free: the ledger's kinds and the refusals, word for word. The console's
// catalogue maps them (i18n/details); src/shared/admin/credits.ts re-exports them.

/** A grant: a lot of credits, valid through a date. */
export const CREDIT_GRANTS = ['absence', 'school_cancel', 'pack', 'staff', 'returned'] as const;
/** A debit: units of one lot used, expired or taken back by staff. */
export const CREDIT_DEBITS = ['use', 'expiry', 'correction'] as const;
export const CREDIT_KINDS = [...CREDIT_GRANTS, ...CREDIT_DEBITS] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
export const CREDIT_BY = ['customer', 'staff', 'system'] as const;

export const NO_CREDIT = 'There is no lesson credit left to use.';
export const CREDITS_TOO_FEW = 'The student does not have that many credits to take back.';
export const CREDIT_VALID_PAST = 'A credit must be valid at least until today.';
