import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_LIMIT } from '../../src/server/app';
import * as messages from '../../src/shared/messages';
import { makeStaticDir, useTestApps } from './testApp';

jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** The app plus two routes that only tests have: a validated POST and one that fails. */
async function apiApp(): Promise<FastifyInstance> {
  const { app } = await startApp(staticDir);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/test/echo', { schema: { body: z.object({ name: z.string().min(1) }) } }, async (req) => req.body);
  app.get('/api/test/boom', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  return app;
}

describe('GET /api/health', () => {
  test('answers ok after the database answered', async () => {
    const { app } = await startApp(staticDir);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  test('answers 503 when the database is gone', async () => {
    const { app, db } = await startApp(staticDir);
    await db.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'Database unavailable' });
  });
});

test('an unknown /api path is a JSON 404, whatever the method', async () => {
  const app = await apiApp();
  for (const method of ['GET', 'HEAD', 'POST', 'DELETE'] as const) {
    const res = await app.inject({ method, url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    if (method !== 'HEAD') expect(res.json()).toEqual({ detail: messages.notFound });
  }
});

test('GET /api/public/me answers 204 and no body to a guest who sends no session, 401 to a session that does not exist', async () => {
  const app = await apiApp();
  const guest = await app.inject({ method: 'GET', url: '/api/public/me' });
  expect(guest.statusCode).toBe(204);
  expect(guest.body).toBe('');
  const stale = await app.inject({ method: 'GET', url: '/api/public/me', headers: { cookie: `gtss_session=${'A'.repeat(43)}` } });
  expect(stale.statusCode).toBe(401);
  expect(stale.json()).toEqual({ detail: 'Please log in.' });
});

test('malformed JSON is a 400 with a clear detail and no stack', async () => {
  const app = await apiApp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"name": ',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: 'Malformed JSON body.' });
});

test('a body that fails the schema is a 400 naming the field', async () => {
  const app = await apiApp();
  const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.detail).toMatch(/^Invalid request: name: ./);
  expect(body.errors).toEqual([{ field: 'name', message: expect.any(String) }]);
});

test('an oversized body is refused with 413', async () => {
  const app = await apiApp();
  const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x'.repeat(BODY_LIMIT) } });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ detail: 'Request body is too large.' });
});

test('a body that is not JSON is refused with 415', async () => {
  const app = await apiApp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': 'application/xml' },
    payload: '<name/>',
  });
  expect(res.statusCode).toBe(415);
  expect(res.json()).toEqual({ detail: 'Unsupported content type: send JSON.' });
});

test('an unexpected error is a 500 with the generic detail only', async () => {
  const app = await apiApp();
  const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ detail: messages.internalError });
  expect(res.body).not.toMatch(/secret_table|\bat /);
});
