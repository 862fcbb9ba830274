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

// Absences (issue 41, point 1).
export const ABSENCE_NO_CREDIT = ['late', 'limit'] as const;
export const LESSON_NOT_YOURS = 'This is not one of your coming lessons.';
export const LESSON_BEGUN = 'This lesson has begun: an absence can no longer be reported.';
export const ALREADY_ABSENT = 'This absence was already reported.';
export const ABSENCE_NOT_FOUND = 'This absence was not found.';
export const ABSENCE_HAS_CREDIT = 'This absence already earned a credit.';

// Make-ups (issue 41, point 2).
export const MAKEUP_TIME_TAKEN = 'This time is no longer free. Please choose another.';
export const MAKEUP_NOT_FOUND = 'This make-up lesson was not found.';
