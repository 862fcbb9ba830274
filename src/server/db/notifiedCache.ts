import type { ListenEvents } from './types.js';

/**
 * Answers kept in memory only while the database can tell this process that they went stale (a cache in a
 * process is fine only when the database tells it when to drop):
 * - every notification on its channel drops every entry;
 * - while the LISTEN connection is down nothing is kept: each call computes from the database;
 * - coming (back) up drops every entry too, since notifications may have been missed meanwhile.
 *
 * An entry is stored as its promise before the query starts, so concurrent misses share one query,
 * and a notification that arrives while the query runs removes it: a write the query may not have
 * seen always clears it afterwards (PostgreSQL delivers a notification only after its transaction
 * is visible to new queries). Used twice: the visitor's availability and the back office's reads.
 */
export interface NotifiedCache extends ListenEvents {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** True while notifications are being received, i.e. while entries are kept. */
  readonly listening: boolean;
  /** Entries kept right now (tests and diagnostics). */
  readonly size: number;
}

/** `maxEntries` bounds the entries: keys carry dates, so yesterday's linger until the next notification. */
export function notifiedCache(maxEntries: number): NotifiedCache {
  let listening = false;
  const entries = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (!listening) return compute();
      const kept = entries.get(key) as Promise<T> | undefined;
      if (kept) return kept;
      const fresh = compute();
      if (entries.size >= maxEntries) entries.clear();
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

/**
 * A Fastify onSend hook: a write answered by this process (any method but GET and HEAD) drops every entry of `caches`
 * at once, so that its own next read shows it without waiting for the database's notification to come round on the
 * LISTEN connection (other processes wait for it; a write outside a request, a job's, waits for it too).
 */
export const dropOnOwnWrites =
  (...caches: NotifiedCache[]) =>
  async (request: { method: string }) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    for (const cache of caches) cache.notified('this process');
  };
