import fs from 'node:fs';
import type { HTTPMethods } from 'fastify';
import { makeStaticDir, useTestApps } from './testApp';

jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

test('GET /api/openapi.json describes every public API route the app registers, from the shared schemas', async () => {
  const { app } = await startApp(staticDir); // no SMTP_URL and no Stripe key: the mailbox and the test checkout exist
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\.1/);
  expect(doc.info).toMatchObject({ title: pkg.name, version: pkg.version });

  const shown = app.apiRoutes.filter((r) => !r.hidden);
  expect(shown.length).toBeGreaterThan(10);
  const missing = shown.filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
  expect(missing).toEqual([]);
  // and nothing else: every operation in the document is a route the app answers
  for (const [path, ops] of Object.entries<Record<string, unknown>>(doc.paths)) {
    for (const method of Object.keys(ops)) {
      expect(app.hasRoute({ method: method.toUpperCase() as HTTPMethods, url: path.replace(/\{(\w+)\}/g, ':$1') })).toBe(true);
    }
  }

  const register = doc.paths['/api/public/users/register'].post;
  const body = register.requestBody.content['application/json'].schema;
  expect(body.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
  expect(body.properties.password).toMatchObject({ type: 'string', minLength: 8 });
  expect(register.responses['200'].content['application/json'].schema.required).toEqual(['message']);
  const view = doc.paths['/api/public/view-booking/{reference_id}/{booking_id}'].get;
  expect(view.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['path:reference_id', 'path:booking_id']);
  expect(doc.paths['/api/public/users/confirm'].get.parameters).toEqual([
    expect.objectContaining({ name: 'token', in: 'query', required: true }),
  ]);
});

test('the dev-only pages are left out, and the mailbox secret never appears', async () => {
  const { app } = await startApp(staticDir);
  expect(app.devMailboxPath).not.toBeNull();
  const hidden = app.apiRoutes.filter((r) => r.hidden).map((r) => r.url);
  expect(hidden).toEqual(expect.arrayContaining(['/api/dev/mailbox/:key', '/api/test-checkout/:session']));
  const text = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
  expect(text).not.toContain('/dev/mailbox');
  expect(text).not.toContain('/test-checkout');
  expect(text).not.toContain(app.devMailboxPath!.split('/').at(-1));
});

// The document listed the staff API to anyone. /api/admin/... is the console's own
// API (every call needs a staff session), so it is left out; the back office's public links stay in.
test('the staff API (/api/admin/...) is not in the public document', async () => {
  const { app } = await startApp(staticDir);
  const admin = app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/'));
  expect(admin.length).toBeGreaterThan(10);
  expect(admin.filter((r) => !r.hidden)).toEqual([]);
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/admin'))).toEqual([]);
  expect(doc.paths['/api/public/staff-invitations/{token}']).toBeDefined();
});
