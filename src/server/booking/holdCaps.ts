import type { HoldCaps, HoldVerdict } from './bookingHolds.js';
import { HttpError } from '../errors.js';

/**
 * Security review finding 1: one client could hold the whole calendar with unpaid payments (a hold
 * lasts 30 minutes). Unpaid holds are capped per client, counted by each of its address, email and
 * account, and on each day in total, in the database so that the caps hold across processes.
 */
export const MAX_OPEN_HOLDS_PER_CLIENT = 2;
/**
 * Unpaid holds may take at most this share of a day's seats (each slot's seats added up), once another
 * hold is waiting on that day: the first hold of a day may be as long as the schedule allows, or a
 * visitor could never pay for a long class on a short day (5 slots of a 4-hour Saturday).
 */
export const MAX_UNPAID_DAY_SHARE = 0.5;

export const TOO_MANY_HOLDS =
  'You already have bookings waiting for payment. Please finish paying for them, or try again once they expire (30 minutes).';
export const DAY_MOSTLY_HELD =
  'Many timeslots on this day are waiting for other visitors to pay. Please try again in a few minutes or choose another day.';

export const HOLD_CAPS: HoldCaps = { perClient: MAX_OPEN_HOLDS_PER_CLIENT, dayShare: MAX_UNPAID_DAY_SHARE };

/** The answer to a hold the caps refused. */
export function holdRefused(verdict: Exclude<HoldVerdict, 'ok' | 'replace'>): HttpError {
  return new HttpError(429, verdict === 'client' ? TOO_MANY_HOLDS : DAY_MOSTLY_HELD);
}
