import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PREVIEW_IMAGE, PREVIEW_TEXTS } from '../../src/shared/linkPreview';
import { IN_APP_TEXTS } from '../../src/shared/inAppTexts';
import { esc } from '../../src/server/html';
import { PREVIEW_MARKER } from '../../src/server/linkPreview';
import { startAccounts, type AccountsApp } from './accounts/accountsKit';
import { CLIENT, startIdp, type Idp } from './googleKit';
import { APP_ROOT, makeStaticDir, useTestApps } from './testApp';

// Visitors from LINE, Instagram, Facebook, WeChat: Google sign-in refused with a page that explains (as
// Google would refuse it with 403 disallowed_useragent), and what a shared link to the site previews.
jest.setTimeout(60_000);
const startApp = useTestApps();
const PUBLIC_URL = 'http://localhost:3000';
const LINE_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0';
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 Instagram 298.0.0.31.110 Android (33/13; 420dpi; 1080x2400; Google/google; Pixel 7; panther; panther; en_US; 508193588)';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A built site in miniature: the shell and two pages' copies carry the marker, as public/index.html does; the real preview image. */
const staticDir = makeStaticDir();
const shell = (name: string) =>
  `<!doctype html><html lang="en"><head><title>t</title>\n    ${PREVIEW_MARKER}\n</head><body>${name}</body></html>`;
fs.writeFileSync(path.join(staticDir, 'index.html'), shell('index'));
fs.mkdirSync(path.join(staticDir, 'pages'));
for (const chunk of ['home', 'booking', 'view_booking']) fs.writeFileSync(path.join(staticDir, 'pages', `${chunk}.html`), shell(chunk));
fs.copyFileSync(path.join(APP_ROOT, 'public/og-image.png'), path.join(staticDir, 'og-image.png'));

let idp: Idp;
let t: AccountsApp;
beforeAll(async () => {
  idp = await startIdp(`${PUBLIC_URL}/api/auth/google/callback`);
  const google = { googleClientId: CLIENT.id, googleClientSecret: CLIENT.secret, googleIssuer: idp.issuer };
  t = await startAccounts(startApp, staticDir, { publicUrl: PUBLIC_URL, ...google }, 'file');
});
afterAll(() => {
  idp?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('Google sign-in from an in-app browser', () => {
  test('a browser of its own is sent on to the provider', async () => {
    const res = await get('/api/auth/google/login', { 'user-agent': SAFARI });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^${idp.issuer}`));
    await t.db.query('delete from oidc_logins');
  });

  test.each(['/api/auth/google/login', '/api/public/auth/google/login'])(
    'LINE starting %s gets a page saying why, with "Open in browser" to the login page for LINE, and nothing started',
    async (start) => {
      const res = await get(start, { 'user-agent': LINE_IPHONE });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain(esc(IN_APP_TEXTS.en.why('LINE')));
      expect(res.body).toContain(`<a href="${PUBLIC_URL}/app/login?openExternalBrowser=1">${IN_APP_TEXTS.en.openInBrowser}</a>`);
      expect(res.body).toContain(`<a href="${PUBLIC_URL}/app/login">${IN_APP_TEXTS.en.backToLogin}</a>`);
      expect(res.cookies.find((c) => c.name === 'gtss_oidc')).toBeUndefined();
      expect(await t.db.query('select 1 from oidc_logins')).toEqual([]);
    },
  );

  test('Instagram, in Japanese (the language cookie): the menu item to look for, in Japanese', async () => {
    const res = await get('/api/auth/google/login', { 'user-agent': INSTAGRAM_ANDROID, cookie: 'gtss_lang=ja' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('<html lang="ja">');
    expect(res.body).toContain(esc(IN_APP_TEXTS.ja.why('Instagram')));
    expect(res.body).toContain(esc(IN_APP_TEXTS.ja.menuHint));
    expect(res.body).not.toContain('openExternalBrowser');
  });
});

/** The content of each <meta property|name="key"> and the canonical link, as a link preview reads them. */
function previewOf(html: string) {
  const tags: Record<string, string[]> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) (tags[key] ??= []).push(value);
  const canonical = /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1] ?? null;
  return { tags, canonical, one: (key: string) => tags[key]?.[0] };
}

describe('link previews', () => {
  test('the booking page previews in the browser’s language (Accept-Language), with its own title, address and picture', async () => {
    const res = await get('/app/booking', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<body>booking</body>');
    const { one, tags, canonical } = previewOf(res.body);
    const ja = PREVIEW_TEXTS.ja;
    expect(canonical).toBe(`${PUBLIC_URL}/app/booking`);
    expect({
      title: one('og:title'),
      meta: one('description'),
      description: one('og:description'),
      url: one('og:url'),
      type: one('og:type'),
      locale: one('og:locale'),
      image: one('og:image'),
      width: one('og:image:width'),
      height: one('og:image:height'),
      card: one('twitter:card'),
      cardTitle: one('twitter:title'),
      cardImage: one('twitter:image'),
    }).toEqual({
      title: ja.titles.booking,
      meta: ja.description,
      description: ja.description,
      url: `${PUBLIC_URL}/app/booking`,
      type: 'website',
      locale: 'ja_JP',
      image: `${PUBLIC_URL}/og-image.png`,
      width: '1200',
      height: '630',
      card: 'summary_large_image',
      cardTitle: ja.titles.booking,
      cardImage: `${PUBLIC_URL}/og-image.png`,
    });
    expect(tags['og:locale:alternate']).toEqual(['en_US', 'zh_CN', 'zh_TW']);
    expect(res.headers.vary).toMatch(/accept-language/);
  });

  test('the language chosen on the site (its cookie) wins over Accept-Language', async () => {
    const res = await get('/app/booking', { 'accept-language': 'ja', cookie: 'gtss_lang=zh-TW' });
    expect(previewOf(res.body).one('og:title')).toBe(PREVIEW_TEXTS['zh-TW'].titles.booking);
    expect(previewOf(res.body).one('og:locale')).toBe('zh_TW');
  });

  test.each([
    ['/', 'home', `${PUBLIC_URL}/app`],
    ['/app', 'home', `${PUBLIC_URL}/app`],
    ['/app/about/', 'about', `${PUBLIC_URL}/app/about`], // no copy of its own here: the shell, tagged too
    ['/app/login?return_to=%2Fapp%2Fmy_page', 'login', `${PUBLIC_URL}/app/login`],
  ] as const)('%s previews as the %s page, canonical %s (English without a language)', async (url, page, canonical) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const preview = previewOf(res.body);
    expect([preview.one('og:title'), preview.canonical, preview.one('og:url')]).toEqual([
      PREVIEW_TEXTS.en.titles[page],
      canonical,
      canonical,
    ]);
  });

  test("a booking's own page previews as the site, with no address of its own", async () => {
    const preview = previewOf((await get('/view-booking/abc/12', { 'accept-language': 'zh-CN' })).body);
    expect([preview.one('og:title'), preview.canonical, preview.one('og:url')]).toEqual([PREVIEW_TEXTS['zh-CN'].siteName, null, undefined]);
    expect(preview.one('og:image')).toBe(`${PUBLIC_URL}/og-image.png`);
  });

  test('the tagged page is sent compressed as the browser accepts, and revalidates with its ETag', async () => {
    const plain = await get('/app/booking');
    const br = await get('/app/booking', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/app/booking', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const again = await get('/app/booking', { 'if-none-match': plain.headers.etag as string });
    expect(again.statusCode).toBe(304);
    // another language is another page
    const other = await get('/app/booking', { 'if-none-match': plain.headers.etag as string, 'accept-language': 'ja' });
    expect(other.statusCode).toBe(200);
  });

  test('the preview picture is a 1200×630 PNG served as image/png', async () => {
    const res = await get(PREVIEW_IMAGE.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PREVIEW_IMAGE.width, PREVIEW_IMAGE.height]);
    expect(png.length).toBeLessThan(300 * 1024); // some apps drop bigger preview pictures
  });
});
