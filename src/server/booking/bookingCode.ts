import crypto from 'node:crypto';

// A booking's code (GT-4821): short enough to read over the phone, unique, not a secret. The digits 2-9
// and the letters without I, O, L, S, Z, B: none of them is read or heard as another (0/O, 1/I/L, 5/S,
// 2/Z, 8/B). 28 symbols give 614,656 codes of 4 characters, where digits alone would give 10,000 and
// run out within a few years of holds (every hold gets a code, paid or not).

export const CODE_ALPHABET = '23456789ACDEFGHJKMNPQRTUVWXY';
export const CODE_PREFIX = 'GT-';
/** The length of a new code while there is room; longer once a hold's candidates of that length are all taken. */
export const CODE_LENGTH = 4;

/** How many candidates a hold brings (createHold takes the first unused): mostly 4 characters, then 5. */
const SHORT_CANDIDATES = 6;
const LONG_CANDIDATES = 2;

/** SQLSTATE of a unique violation, and the constraint of the code (migration 0017). */
const UNIQUE_VIOLATION = '23505';
const CODE_CONSTRAINT = 'bookings_code_key';

/** A random code of `length` characters after GT-. */
export function randomBookingCode(length = CODE_LENGTH): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return CODE_PREFIX + s;
}

/** The candidates of one hold, in the order they are tried: 4 characters while there is room, then 5. */
export function codeCandidates(): string[] {
  return [
    ...Array.from({ length: SHORT_CANDIDATES }, () => randomBookingCode()),
    ...Array.from({ length: LONG_CANDIDATES }, () => randomBookingCode(CODE_LENGTH + 1)),
  ];
}

/** A unique violation of the code: another hold took the same candidate at the same moment. */
export function isCodeConflict(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string } | null;
  return err?.code === UNIQUE_VIOLATION && (err.constraint === CODE_CONSTRAINT || (err.message ?? '').includes(CODE_CONSTRAINT));
}

/** Runs an insert of a new booking again (with new candidates) while its code collided with another's. */
export async function retryOnCodeConflict<T>(insert: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await insert();
    } catch (e) {
      if (i >= attempts || !isCodeConflict(e)) throw e;
    }
  }
}

/**
 * The codes a staff member's search could mean, as stored (GT-4821); none when it cannot be one: any case,
 * with or without GT- (or GT and a space). A code's own characters may begin with GT (GT-GTJ3): typed
 * without its prefix ("GTJ3") it is that code, or GT-J3… with the prefix run in; both are asked for.
 */
export function normalizeCodeQuery(q: string): string[] {
  const typed = q.trim().toUpperCase();
  const valid = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH},8}$`);
  const bodies = new Set([typed.replace(/^GT[-\s]?/, ''), typed].filter((body) => valid.test(body)));
  return [...bodies].map((body) => CODE_PREFIX + body);
}
