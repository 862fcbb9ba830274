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
 * past the limit. Counted in the database, so the limit holds across processes (DESIGN).
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
