import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notifiedCache, type NotifiedCache } from '../db/notifiedCache.js';

/** The channel migration 0095 notifies whenever a table the back office's reads use is written. */
export const BACKOFFICE_CHANNEL = 'gtss_backoffice';

/** The back office's read answers (Today, timetable, till, calendar, bookings list), kept while the database notifies. */
export type BackofficeCache = NotifiedCache;

/** Keys carry dates, searches and Today's minute: this bounds what lingers between two writes. */
const MAX_ENTRIES = 500;

export const backofficeCache = (): BackofficeCache => notifiedCache(MAX_ENTRIES);

/**
 * The key of one answer: the route and everything it is computed from (the query as validated, with its defaults
 * filled in). The answers do not depend on who asks (staff and owners see the same; the staff guard has run first)
 * nor on the language (the console translates them), so neither is in the key.
 */
export const backofficeKey = (route: string, parts: object) => `${route} ${JSON.stringify(parts)}`;

/**
 * Sends the kept answer of `key` as JSON, encoded by the route's response schema once per computation rather than
 * once per call (a week's calendar is 55 KB: its encoding cost more than reading it from memory). A string sent as
 * JSON is not serialised again by Fastify.
 */
export async function sendKept<S extends z.ZodType>(
  reply: FastifyReply,
  cache: BackofficeCache,
  key: string,
  schema: S,
  compute: () => Promise<z.output<S>>,
): Promise<FastifyReply> {
  const body = await cache.get(key, async () => JSON.stringify(z.encode(schema, await compute())));
  return reply.type('application/json; charset=utf-8').send(body);
}
