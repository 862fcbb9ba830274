import type { ListenEvents } from '../db/db.js';

/** The channel migration 0004 notifies whenever the slots table (what can be booked) is written. */
export const AVAILABILITY_CHANNEL = 'gtss_availability';

/**
 * Answers derived from the slots table, kept in memory only while the database can tell this
 * process that they went stale (a cache in a process is fine only when the database tells it
 * when to drop):
 * - every notification on AVAILABILITY_CHANNEL drops every entry;
 * - while the LISTEN connection is down nothing is kept: each call computes from the database;
 * - coming (back) up drops every entry too, since notifications may have been missed meanwhile.
 *
 * An entry is stored as its promise before the query starts, so concurrent misses share one query,
 * and a notification that arrives while the query runs removes it: a write the query may not have
 * seen always clears it afterwards (PostgreSQL delivers a notification only after its transaction
 * is visible to new queries).
 */
export interface AvailabilityCache extends ListenEvents {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** True while notifications are being received, i.e. while entries are kept. */
  readonly listening: boolean;
  /** Entries kept right now (tests and diagnostics). */
  readonly size: number;
}

/** Keys carry the Tokyo date, so yesterday's entries linger until the next notification; this bounds them. */
const MAX_ENTRIES = 1000;

export function availabilityCache(): AvailabilityCache {
  let listening = false;
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (!listening) return compute();
      const kept = entries.get(key) as Promise<T> | undefined;
      if (kept) return kept;
      const fresh = compute();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, fresh);
      // A failed query is not an answer: the next call asks again.
      fresh.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key);
      });
      return fresh;
    },
    notified() {
      entries.clear();
    },
    up() {
      entries.clear();
      listening = true;
    },
    down() {
      listening = false;
      entries.clear();
    },
    get listening() {
      return listening;
    },
    get size() {
      return entries.size;
    },
  };
}
