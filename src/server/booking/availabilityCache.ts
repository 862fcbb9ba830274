import { notifiedCache, type NotifiedCache } from '../db/notifiedCache.js';

/** The channel migration 0004 notifies whenever the slots table (what can be booked) is written. */
export const AVAILABILITY_CHANNEL = 'gtss_availability';

/** Answers derived from the slots table, kept while the database notifies AVAILABILITY_CHANNEL (notifiedCache.ts). */
export type AvailabilityCache = NotifiedCache;

/** Keys carry the Tokyo date, so yesterday's entries linger until the next notification; this bounds them. */
const MAX_ENTRIES = 1000;

export const availabilityCache = (): AvailabilityCache => notifiedCache(MAX_ENTRIES);
