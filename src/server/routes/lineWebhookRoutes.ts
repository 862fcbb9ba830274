import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { setLineReachable } from '../accounts/line.js';
import type { Db } from '../db/db.js';
import type { Log } from '../deps.js';
import { HttpError } from '../errors.js';

export const LINE_WEBHOOK_PATH = '/line/webhook';
export const BAD_LINE_SIGNATURE = 'Invalid LINE signature.';

/** x-line-signature: base64 HMAC-SHA256 of the raw body with the channel secret, compared in constant time. */
export function validLineSignature(rawBody: Buffer, signature: unknown, channelSecret: string): boolean {
  if (typeof signature !== 'string') return false;
  const expected = createHmac('sha256', channelSecret).update(rawBody).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface LineEvent {
  type?: unknown;
  source?: { type?: unknown; userId?: unknown };
}

/**
 * POST /api/line/webhook (only when the Messaging API channel is configured): follow and unfollow say
 * whether pushes reach that LINE user (an unfollowed or blocked user's messages go by email). Other
 * events are acknowledged and ignored. The answer is quick: two small updates at most per event.
 */
export const lineWebhookRoutes: FastifyPluginAsync<{ db: Db; channelSecret: string; log: Log }> = async (
  app,
  { db, channelSecret, log },
) => {
  // the signature is over the exact bytes LINE sent
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.post(LINE_WEBHOOK_PATH, async (req) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!validLineSignature(raw, req.headers['x-line-signature'], channelSecret)) throw new HttpError(401, BAD_LINE_SIGNATURE);
    let events: LineEvent[] = [];
    try {
      const parsed = JSON.parse(raw.toString('utf8')) as { events?: unknown };
      if (Array.isArray(parsed.events)) events = parsed.events as LineEvent[];
    } catch {
      throw new HttpError(400, 'The webhook body is not JSON.');
    }
    for (const e of events) {
      const userId = e.source?.type === 'user' && typeof e.source.userId === 'string' ? e.source.userId : null;
      if (!userId || (e.type !== 'follow' && e.type !== 'unfollow')) continue;
      await setLineReachable(db, userId, e.type === 'follow');
      log.info({ event: e.type }, 'LINE friendship changed');
    }
    return { received: true };
  });
};
