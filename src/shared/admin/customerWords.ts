// The words of the customers' contract (customers.ts) the console shows in the member's language. No zod here:
// the console's bundle imports these words (i18n/details/customers.ts), and customers.ts re-exports them.

export const NOTE_MAX = 2000;
export const CUSTOMER_NOT_FOUND = 'Customer not found.';
export const NOTE_STALE = 'Someone else changed this note after you opened it. Nothing was saved: reload to see their note.';
export const NOTE_TOO_LONG = `A note is at most ${NOTE_MAX} characters.`;
