import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db.js';
import { HttpError } from '../errors.js';

export interface HealthRoutesOptions {
  db: Db;
}

/** Load balancers and `npm start` users ask this; "ok" means the database really answered. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { db }) => {
  app.get('/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async (req) => {
    try {
      await db.query('select 1');
    } catch (err) {
      req.log.error({ err }, 'health check: the database did not answer');
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok' as const };
  });

  // A constant answer with no database behind it: the ceiling `npm run bench` compares the data routes to.
  app.get('/ping', { schema: { response: { 200: z.object({ pong: z.literal(true) }) } } }, async () => ({ pong: true as const }));
};
