import { HttpError } from '../errors.js';
import type { Queryable } from '../db/db.js';

export interface Limit {
  /** e.g. 'login' */
  name: string;
  max: number;
  windowSeconds: number;
}

export const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Counts one hit on each key (an IP, an email…) in the current fixed window and refuses with 429
 * past the limit. Counted in the database, so the limit holds across processes.
 */
export async function rateLimit(db: Queryable, limit: Limit, keys: string[], now: Date): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  for (const key of keys) {
    const [row] = await db.query<{ hits: number }>(
      `insert into rate_limits (bucket, window_start, hits) values ($1, $2, 1)
       on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1 returning hits`,
      [`${limit.name}:${key}`, windowStart],
    );
    if (row.hits > limit.max) throw new HttpError(429, TOO_MANY);
  }
}

/**
 * Counts one hit on each (limit, key) in one statement (one round trip instead of one per key) and
 * refuses with 429 when any of them is past its limit. Every hit is counted, as if each had been
 * checked on its own.
 */
export async function rateLimitAll(db: Queryable, checks: Array<[Limit, string]>, now: Date): Promise<void> {
  const byBucket = new Map<string, { limit: Limit; windowStart: string }>();
  for (const [limit, key] of checks) {
    const windowMs = limit.windowSeconds * 1000;
    byBucket.set(`${limit.name}:${key}`, { limit, windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString() });
  }
  if (byBucket.size === 0) return;
  const buckets = [...byBucket.keys()];
  const rows = await db.query<{ bucket: string; hits: number }>(
    `insert into rate_limits (bucket, window_start, hits)
     select b, w, 1 from unnest($1::text[], $2::timestamptz[]) as t(b, w)
     on conflict (bucket, window_start) do update set hits = rate_limits.hits + 1 returning bucket, hits`,
    [buckets, buckets.map((b) => byBucket.get(b)!.windowStart)],
  );
  if (rows.some((r) => r.hits > byBucket.get(r.bucket)!.limit.max)) throw new HttpError(429, TOO_MANY);
}
