import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';

/**
 * Placeholder until sessions exist (a later issue builds login, the session table and the real
 * `GET /public/me`). Until then nobody is logged in, and the SPA's session-restore saga treats
 * this 401 as "no user", exactly as it will for an expired session.
 */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/public/me', async () => {
    throw new HttpError(401, 'Not logged in.');
  });
};
