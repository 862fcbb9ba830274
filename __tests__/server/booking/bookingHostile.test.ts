import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { NOW, TEST_SCHEDULE, bookingBody } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Whatever a client sends, a user error is a 4xx with a readable { detail }: never a 500, never a stack.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await startApp(staticDir, { scope: 'file', services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false } }));
});

describe('hostile paths and bodies are a 4xx with a detail, never a 500', () => {
  const xhr = { 'x-requested-with': 'fetch' };
  const confirm = (body: object) => ['POST', '/api/public/book/confirm', JSON.stringify({ ...bookingBody(), ...body })] as const;
  const probes: Array<[string, readonly [string, string, string]]> = [
    ['an undecodable space', ['GET', '/api/public/rental-space/calendar/%ZZ', '']],
    ['an undecodable date', ['GET', '/api/public/rental-space/calendar/default/%E0%A4%A', '']],
    ['a 65-character space', ['GET', `/api/public/rental-space/calendar/${'a'.repeat(65)}`, '']],
    ['a 5000-digit date', ['GET', `/api/public/rental-space/calendar/default/${'9'.repeat(5000)}`, '']],
    ['an undecodable reference', ['GET', '/api/public/view-booking/%ZZ/1', '']],
    ['cancel booking 0', ['POST', '/api/public/bookings/0/cancel', '{}']],
    ['cancel booking -1', ['POST', '/api/public/bookings/-1/cancel', '{}']],
    ['cancel booking 1e400', ['POST', '/api/public/bookings/1e400/cancel', '{}']],
    ['cancel booking 99999999999', ['POST', '/api/public/bookings/99999999999/cancel', '{}']],
    ['cancel booking 0x1 (one URL per booking: plain digits only)', ['POST', '/api/public/bookings/0x1/cancel', '{}']],
    ['a __proto__ key', ['POST', '/api/public/book/confirm', '{"__proto__": {"admin": true}, "rental_space_id": "default"}']],
    ['5000 nested arrays', ['POST', '/api/public/book/confirm', `${'['.repeat(5000)}${']'.repeat(5000)}`]],
    ['1000 slot ids', confirm({ timeslot_ids: Array.from({ length: 1000 }, (_, i) => i + 1) })],
    ['a 101-character name', confirm({ user_name: 'x'.repeat(101) })],
    ['a NUL in the guest name (PostgreSQL text refuses it)', confirm({ user_name: 'Ana\u0000' })],
    ['a yyyy-MM-dd booking date', confirm({ booking_date: '2026-11-24' })],
  ];
  test.each(probes)('%s', async (_name, [method, url, payload]) => {
    const res = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { ...xhr, ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().detail).toBe('string');
    expect(res.body).not.toMatch(/\bat .*\.[tj]s:\d+|node_modules/);
  });
});
