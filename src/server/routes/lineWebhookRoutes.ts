import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { setLineReachable } from '../accounts/line.js';
import { z } from 'zod';
import type { Db, Queryable } from '../db/db.js';
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

/** The parts of LINE's webhook body read here; anything else in it is LINE's and ignored. */
const LineEvent = z.looseObject({
  type: z.unknown(),
  webhookEventId: z.unknown(),
  source: z.looseObject({ type: z.unknown(), userId: z.unknown() }).nullish(),
});
const LineWebhookBody = z.looseObject({ events: z.array(LineEvent).default([]) });
type LineEvent = z.infer<typeof LineEvent>;
export const NOT_A_LINE_WEBHOOK = 'The webhook body is not a LINE webhook body.';

/** The signed body's events; 400 for what is not a webhook body (a null event used to be a 500). */
function eventsOf(raw: Buffer): LineEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The webhook body is not JSON.');
  }
  const body = LineWebhookBody.safeParse(parsed);
  if (!body.success) throw new HttpError(400, NOT_A_LINE_WEBHOOK);
  return body.data.events;
}

/** True the first time an event id is seen (a day's memory, pruned by pruneAccountRows); an event without one is new. */
async function firstDelivery(tx: Queryable, eventId: unknown, now: Date): Promise<boolean> {
  if (typeof eventId !== 'string') return true;
  const rows = await tx.query(
    'insert into line_webhook_events (event_id, received_at) values ($1, $2) on conflict do nothing returning event_id',
    [eventId.slice(0, 200), now.toISOString()],
  );
  return rows.length === 1;
}

/**
 * POST /api/line/webhook (only when the Messaging API channel is configured): follow and unfollow say
 * whether pushes reach that LINE user (an unfollowed or blocked user's messages go by email). Other
 * events, and one already handled (its webhookEventId seen in the last day), are acknowledged and ignored. The answer is quick: two small updates at most per event.
 */
export const lineWebhookRoutes: FastifyPluginAsync<{ db: Db; channelSecret: string; log: Log; now: () => Date }> = async (
  app,
  { db, channelSecret, log, now },
) => {
  // the signature is over the exact bytes LINE sent
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));

  app.post(LINE_WEBHOOK_PATH, async (req) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!validLineSignature(raw, req.headers['x-line-signature'], channelSecret)) throw new HttpError(401, BAD_LINE_SIGNATURE);
    for (const e of eventsOf(raw)) {
      const userId = e.source?.type === 'user' && typeof e.source.userId === 'string' ? e.source.userId : null;
      if (!userId || (e.type !== 'follow' && e.type !== 'unfollow')) continue;
      // A replayed signed event (same webhookEventId) must not undo a later follow or unfollow.
      const changed = await db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, e.webhookEventId, now()))) return false;
        await setLineReachable(tx, userId, e.type === 'follow');
        return true;
      });
      if (changed) log.info({ event: e.type }, 'LINE friendship changed');
    }
    return { received: true };
  });
};
