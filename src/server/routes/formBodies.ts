import type { FastifyInstance } from 'fastify';

/**
 * The built-in test checkouts' pages are plain HTML forms, which post urlencoded bodies: the plugin that calls this
 * accepts them (as an object of strings); every other route still takes JSON only.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
