import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PROFILE,
  LOGO_TOO_BIG,
  LOGO_TYPE,
  NO_HTML,
  STALE_SCHOOL,
  TRIAL_RANGE,
  type SchoolProfile,
  type SchoolState,
} from '../../../src/shared/school';
import { SCHOOL_DATA_ID } from '../../../src/shared/schoolData';
import { outbox, startAccounts } from '../accounts/accountsKit';
import { ADMIN_CONFIG, adminCall, adminWorld, expectRoleChecks, type AdminWorld } from '../admin/adminKit';
import { firstSlotIds, pay, payWithCard } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The school's profile (issue 38, point 3): owners read and save it (audited, versioned), its logo is checked by
// its bytes and served with caching, the visitor pages read it (and find it in every page), and the emails and the
// receipt say what the school set.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
// a pre-rendered copy of the trading page, as the build writes one (with the preview marker)
fs.mkdirSync(path.join(staticDir, 'pages'), { recursive: true });
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>shell</title><!-- link preview: written by the server -->');
fs.writeFileSync(
  path.join(staticDir, 'pages', 'trading.html'),
  '<!doctype html><title>pre-rendered</title><!-- link preview: written by the server -->',
);
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const world = async (): Promise<AdminWorld> => adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG));
const read = async (w: AdminWorld): Promise<SchoolState> => (await adminCall(w.app, 'GET', '/admin/school', w.owner)).json();
const save = (w: AdminWorld, profile: SchoolProfile, version: number) =>
  adminCall(w.app, 'PUT', '/admin/school', w.owner, { profile, version });

const SCHOOL: SchoolProfile = {
  ...DEFAULT_PROFILE,
  name: { ja: 'さくら日本語学院', en: 'Sakura Japanese Academy' },
  first_language: 'ja',
  legal_name: '株式会社さくら教育',
  representative: '山田 花子',
  address: '〒150-0001 東京都渋谷区神宮前1-2-3',
  phone: '03-1234-5678',
  contact_email: 'info@sakura.example',
  trading: { ...DEFAULT_PROFILE.trading, prices: { ja: '体験レッスン 2,000円（税込）' } },
};

test('only owners read and save the profile; a new install reads the defaults at version 0', async () => {
  const w = await world();
  await expectRoleChecks(w, 'GET', '/admin/school', undefined, 'owner');
  await expectRoleChecks(w, 'PUT', '/admin/school', { profile: SCHOOL, version: 0 }, 'owner');
  await expectRoleChecks(w, 'PUT', '/admin/school/logo', { data: '' }, 'owner');
  expect(await read(w)).toMatchObject({ profile: DEFAULT_PROFILE, version: 0, updated_by: null, logo_version: null });
});

test('a save is audited in its transaction, bumps the version, and a save over an old version is 409', async () => {
  const w = await world();
  const saved = await save(w, SCHOOL, 0);
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ profile: SCHOOL, version: 1, updated_by: 'owner@school.example' });
  const audit = await w.db.query<{ action: string; after: SchoolProfile }>(
    "select action, after from audit_log where target_type = 'school'",
  );
  expect(audit).toEqual([{ action: 'school.changed', after: SCHOOL }]);
  const stale = await save(w, { ...SCHOOL, phone: '03-0000-0000' }, 0);
  expect([stale.statusCode, stale.json()]).toEqual([409, { detail: STALE_SCHOOL }]);
  expect((await read(w)).profile.phone).toBe('03-1234-5678');
});

test('bad input is 400 { detail }: HTML in a text, a trial shorter than 4 or its longest below its shortest', async () => {
  const w = await world();
  const bad: Array<[SchoolProfile, string | RegExp]> = [
    [{ ...SCHOOL, texts: { ...SCHOOL.texts, about: { en: 'Hi <script>alert(1)</script>' } } }, NO_HTML],
    [{ ...SCHOOL, legal_name: '<b>x</b>' }, NO_HTML],
    [{ ...SCHOOL, trial: { ...SCHOOL.trial, min_slots: 3 } }, /4/],
    [{ ...SCHOOL, trial: { ...SCHOOL.trial, min_slots: 6, max_slots: 5 } }, TRIAL_RANGE],
    [{ ...SCHOOL, contact_email: 'not an email' }, /email/i],
  ];
  for (const [profile, detail] of bad) {
    const res = await save(w, profile, 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(detail);
  }
  expect(await w.db.query('select 1 from school')).toEqual([]);
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 1)]);

test('a logo is taken by its bytes (PNG, JPEG, WebP, at most 200 KB) and served with a cache key', async () => {
  const w = await world();
  const upload = (bytes: Buffer) => adminCall(w.app, 'PUT', '/admin/school/logo', w.owner, { data: bytes.toString('base64') });
  const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
  expect([svg.statusCode, svg.json()]).toEqual([400, { detail: LOGO_TYPE }]);
  const big = await upload(Buffer.concat([PNG, Buffer.alloc(200 * 1024)]));
  expect([big.statusCode, big.json()]).toEqual([400, { detail: LOGO_TOO_BIG }]);
  const ok = await upload(PNG);
  expect(ok.json()).toMatchObject({ logo_version: 1 });
  const logo = await w.app.inject({ method: 'GET', url: '/api/public/school/logo?v=1' });
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['content-type']).toBe('image/png');
  expect(logo.headers['cache-control']).toBe('public, max-age=86400');
  expect(logo.rawPayload.equals(PNG)).toBe(true);
  const audit = await w.db.query<{ action: string }>("select action from audit_log where target_type = 'school'");
  expect(audit).toEqual([{ action: 'school.logo_changed' }]);
  await adminCall(w.app, 'DELETE', '/admin/school/logo', w.owner);
  expect((await w.app.inject({ method: 'GET', url: '/api/public/school/logo' })).statusCode).toBe(404);
});

test('the visitor pages read the public profile, and every page carries it (a changed page skips its pre-rendered copy)', async () => {
  const w = await world();
  const before = await w.app.inject({ method: 'GET', url: '/app/trading' });
  expect(before.body).toContain('pre-rendered');
  await save(w, SCHOOL, 0);
  const pub = await w.app.inject({ method: 'GET', url: '/api/public/school' });
  expect(pub.headers['cache-control']).toBe('public, max-age=60');
  expect(pub.json()).toMatchObject({ ...SCHOOL, logo_version: null, price_per_slot_yen: 1500 });
  const page = await w.app.inject({ method: 'GET', url: '/app/trading' });
  expect(page.body).toContain('shell');
  const block = new RegExp(`<script type="application/json" id="${SCHOOL_DATA_ID}">(.*?)</script>`).exec(page.body)!;
  expect(JSON.parse(block[1])).toMatchObject({ representative: '山田 花子', trial_line: { en: 'Trial class: ¥6,000 (tax included)' } });
  // link previews name the school, and the page's title is the school's where it set one
  expect(page.body).toContain('<meta property="og:site_name" content="Sakura Japanese Academy" />');
  await save(w, { ...SCHOOL, site_title: { en: 'Sakura | Japanese lessons' } }, 1);
  const titled = await w.app.inject({ method: 'GET', url: '/app/about' });
  expect(titled.body).toContain('<title>Sakura | Japanese lessons</title>');
});

test('a text cannot end the page\u2019s data block early', async () => {
  const w = await world();
  await save(w, { ...SCHOOL, address: 'a </script><script>alert(1)//' }, 0).then((r) => expect(r.statusCode).toBe(400));
  expect((await save(w, { ...SCHOOL, texts: { ...SCHOOL.texts, home_headline: { en: '1 < 2' } } }, 0)).statusCode).toBe(200);
  const page = await w.app.inject({ method: 'GET', url: '/app' });
  expect(page.body).toContain('1 \\u003c 2');
});

test('a new confirmation email and the receipt say the school\u2019s name, address and phone', async () => {
  const w = await world();
  await save(w, SCHOOL, 0);
  const res = await pay(w.app, await firstSlotIds(w.app, 4), { user_email: 'guest@example.com' }).then((r) => r.json());
  expect((await payWithCard(w.app, res.session.url)).statusCode).toBe(303);
  const [mail] = (await outbox(w.db)).filter((m) => m.to_address === 'guest@example.com');
  expect(mail.subject).not.toContain('GTSS');
  expect(mail.text_body).toContain('Sakura Japanese Academy');
  expect(mail.text_body).toContain('〒150-0001 東京都渋谷区神宮前1-2-3');
  expect(mail.text_body).toContain('Tel: 03-1234-5678');
  expect(mail.text_body).not.toContain('GTSS Language School');
  const [b] = await w.db.query<{ id: number; ref: string; code: string }>('select id, reference_id as ref, code from bookings');
  // the short code in the body, the long reference only inside the link
  expect(mail.text_body).toContain(`Booking code: ${b.code}`);
  const withRef = mail.text_body.split('\n').filter((line) => line.includes(b.ref));
  expect(withRef.length).toBeGreaterThan(0);
  for (const line of withRef) expect(line).toMatch(/^https?:\/\/\S+$/);
  // the customer issues it first (addressee and purpose as offered), then prints it
  const receiptUrl = `/api/public/receipts/${b.ref}/${b.id}?lang=ja`;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const payload = new URLSearchParams({ addressee: 'Hanako Yamada 様', purpose: '体験レッスン代として' }).toString();
  expect((await w.app.inject({ method: 'POST', url: receiptUrl, headers: form, payload })).statusCode).toBe(303);
  const receipt = await w.app.inject({ method: 'GET', url: receiptUrl });
  expect(receipt.body).toContain('株式会社さくら教育');
  expect(receipt.body).toContain('〒150-0001 東京都渋谷区神宮前1-2-3');
  expect(receipt.body).toContain('03-1234-5678');
});
