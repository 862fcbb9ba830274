import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { schoolChanged } from '../../src/server/school/schoolTags';
import { NOT_BUILT } from '../../src/server/spa';
import { DEFAULT_PROFILE } from '../../src/shared/school';
import { INDEX_HTML, MAIN_JS, makeStaticDir, useTestApps } from './testApp';

jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test.each([
  '/',
  '/app',
  '/app/about',
  '/app/booking',
  '/app/my_page/',
  '/reset_password?token=x',
  '/confirm?token=x',
  '/view-booking/abc/12',
])('%s serves the SPA with 200', async (url) => {
  const { app } = await startApp(staticDir);
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toBe(INDEX_HTML);
});

test.each(['/nope', '/app/nope', '/view-booking/abc', '/static/js/missing.js'])(
  '%s serves the SPA (its own 404 page) with HTTP 404',
  async (url) => {
    const { app } = await startApp(staticDir);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
    // Even with a matching validator, a 404 must stay a 404.
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '*' } });
    expect(again.statusCode).toBe(404);
  },
);

test("each route gets its page's own copy of index.html (dist/pages/<chunk>.html), / the home page's", async () => {
  const dir = makeStaticDir();
  fs.mkdirSync(path.join(dir, 'pages'));
  for (const chunk of ['home', 'booking', 'view_booking', 'not_found'])
    fs.writeFileSync(path.join(dir, 'pages', `${chunk}.html`), `<p>${chunk}</p>`);
  const { app } = await startApp(dir);
  const expected: Array<[string, number, string]> = [
    ['/', 200, 'home'],
    ['/app', 200, 'home'],
    ['/app/booking', 200, 'booking'],
    ['/view-booking/abc/12', 200, 'view_booking'],
    ['/app/nope', 404, 'not_found'],
    ['/app/about', 200, INDEX_HTML], // no copy of its own in this build: index.html
  ];
  for (const [url, status, page] of expected) {
    const res = await app.inject({ method: 'GET', url });
    expect({ url, status: res.statusCode, body: res.body }).toEqual({
      url,
      status,
      body: page === INDEX_HTML ? INDEX_HTML : `<p>${page}</p>`,
    });
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a page is served in the visitor's language: the gtss_lang cookie, else Accept-Language, else English", async () => {
  const dir = makeStaticDir();
  fs.mkdirSync(path.join(dir, 'pages'));
  for (const language of ['en', 'ja', 'zh-CN', 'zh-TW']) {
    fs.writeFileSync(path.join(dir, 'pages', `home.${language}.html`), `<p>home ${language}</p>`);
    fs.writeFileSync(path.join(dir, 'pages', `not_found.${language}.html`), `<p>404 ${language}</p>`);
  }
  const { app } = await startApp(dir);
  const cases: Array<[string, Record<string, string>, number, string]> = [
    ['/app', {}, 200, 'home en'],
    ['/app', { 'accept-language': 'fr-FR,fr;q=0.9' }, 200, 'home en'],
    ['/app', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' }, 200, 'home ja'],
    ['/', { 'accept-language': 'zh-TW' }, 200, 'home zh-TW'],
    ['/app', { 'accept-language': 'zh-CN,zh;q=0.9' }, 200, 'home zh-CN'],
    // the selector's choice wins over the browser's languages
    ['/app', { 'accept-language': 'ja-JP', cookie: 'gtss_lang=zh-CN' }, 200, 'home zh-CN'],
    ['/app', { 'accept-language': 'ja-JP', cookie: 'gtss_lang=en' }, 200, 'home en'],
    ['/app/nope', { 'accept-language': 'ja' }, 404, '404 ja'],
  ];
  for (const [url, headers, status, body] of cases) {
    const res = await app.inject({ method: 'GET', url, headers });
    expect({ url, headers, status: res.statusCode, body: res.body }).toEqual({ url, headers, status, body: `<p>${body}</p>` });
    // one URL, four pages: a shared cache must keep them apart, and the browser must ask again
    expect(res.headers.vary).toMatch(/accept-language/);
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.headers['cache-control']).toBe('no-cache');
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a nested asset is served with its type, an ETag, and 304 when unchanged', async () => {
  const { app } = await startApp(staticDir);
  const res = await app.inject({ method: 'GET', url: '/static/js/main.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(res.body).toBe(MAIN_JS);
  const etag = res.headers.etag as string;
  expect(etag).toBeTruthy();

  const cached = await app.inject({ method: 'GET', url: '/static/js/main.js', headers: { 'if-none-match': etag } });
  expect(cached.statusCode).toBe(304);
  expect(cached.body).toBe('');
});

test('a browser that accepts brotli gets the pre-compressed sibling', async () => {
  const { app } = await startApp(staticDir);
  const res = await app.inject({ method: 'GET', url: '/static/js/main.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers.vary).toMatch(/accept-encoding/i);
});

test('pages carry a CSP that allows this origin and the translate widget', async () => {
  const { app } = await startApp(staticDir);
  const res = await app.inject({ method: 'GET', url: '/app' });
  const csp = res.headers['content-security-policy'] as string;
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/translate\.google\.com/);
  expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
  expect(csp).not.toMatch(/upgrade-insecure-requests/); // plain-http localhost
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  const apiMiss = await app.inject({ method: 'POST', url: '/nope' }); // no route at all: the 404 handler alone
  expect(apiMiss.statusCode).toBe(404);
  expect(apiMiss.headers['content-security-policy']).toBe(csp);
});

test('without a built SPA, pages answer 503 saying how to build it; the API still works', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-empty-'));
  const { app } = await startApp(empty);
  for (const url of ['/', '/app', '/nope']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: NOT_BUILT });
  }
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  fs.rmSync(empty, { recursive: true, force: true });
});

test('/favicon.ico is a permanent redirect to the site icon, not the 404 page', async () => {
  const { app } = await startApp(staticDir);
  const res = await app.inject({ method: 'GET', url: '/favicon.ico' });
  expect(res.statusCode).toBe(301);
  expect(res.headers.location).toBe('/favicon.svg');
  expect(res.body.length).toBeLessThan(100);
});

test('a page whose pre-rendered copy the school made wrong is sent live, still in the visitor\u2019s language', async () => {
  const dir = makeStaticDir();
  fs.mkdirSync(path.join(dir, 'pages'));
  for (const language of ['en', 'ja']) {
    fs.writeFileSync(path.join(dir, 'pages', `booking.${language}.html`), `<p>pre-rendered ${language}</p>`);
    fs.writeFileSync(path.join(dir, 'pages', `booking.${language}.live.html`), `<p>live ${language}</p>`);
  }
  const { app, db } = await startApp(dir);
  const booking = async () => (await app.inject({ method: 'GET', url: '/app/booking', headers: { 'accept-language': 'ja-JP' } })).body;
  expect(await booking()).toContain('<p>pre-rendered ja</p>');
  // the school asks for a phone: the pre-rendered form has no phone field (it was index.html, in English)
  await db.query('insert into school (id, profile) values (1, $1::jsonb)', [
    JSON.stringify({ ...DEFAULT_PROFILE, phone_field: 'required' }),
  ]);
  schoolChanged(db);
  expect(await booking()).toContain('<p>live ja</p>');
  fs.rmSync(dir, { recursive: true, force: true });
});
