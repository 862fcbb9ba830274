import fs from 'node:fs';
import { hashPassword } from '../../../src/server/accounts/secrets';
import { INVITATION_PAGE } from '../../../src/server/admin/invitations';
import { REAUTH_CODE } from '../../../src/shared/admin/reauth';
import { emailedToken, hanako, outbox, PASSWORD, post, type AccountsApp } from './accountsKit';
import { signInAtIdp } from '../googleKit';
import {
  Browser,
  followConfirmLink,
  lineSignUp,
  MALLORY_LINE,
  OWNER_EMAIL,
  PUBLIC_URL,
  startProviders,
  startWithProviders,
  type Providers,
} from './lineSignupKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The LINE sign-up pre-hijack: Mallory signs up with LINE and someone else's email. Before the fix she had
// a session and her LINE on the account at once, and kept both when the email's owner verified it (the
// link, Google, a staff invitation), up to the owner's console for an OWNER_EMAILS address. Now the account
// has neither before its email is verified, and LINE only when the link is followed in the signing browser.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
let providers: Providers;
beforeAll(async () => void (providers = await startProviders()));
afterAll(() => {
  providers?.line.stop();
  providers?.google.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});
const start = () => startWithProviders(startApp, staticDir, providers);
const lineOf = async (t: AccountsApp, email: string) =>
  (
    await t.db.query<{ line_user_id: string | null; role: string | null }>('select line_user_id, role from users where email = $1', [email])
  )[0];

/** Mallory's browser reaches nothing, and her LINE signs in to no account (the new-visitor form again). */
async function expectMalloryHasNothing(t: AccountsApp, mallory: Browser, email: string) {
  expect(await mallory.whoAmI()).toBeNull();
  expect((await mallory.send('GET', '/admin/me')).statusCode).toBe(401);
  const again = await mallory.throughLine(MALLORY_LINE);
  expect(again.headers.location).toBe(`${PUBLIC_URL}/app/login?line=new`);
  expect(await mallory.whoAmI()).toBeNull();
  expect((await lineOf(t, email)).line_user_id).toBeNull();
}

const VICTIMS = [
  ['a customer', hanako.email, null],
  ['an OWNER_EMAILS address', OWNER_EMAIL, 'owner'],
] as const;

test.each(VICTIMS)('%s: the owner follows the confirmation link; Mallory gets no session and no LINE', async (_who, email, role) => {
  const t = await start();
  const mallory = new Browser(t);
  await lineSignUp(mallory, MALLORY_LINE, email);
  expect(await mallory.whoAmI()).toBeNull(); // no session before the email is verified
  expect((await lineOf(t, email)).line_user_id).toBeNull();
  await followConfirmLink(t, new Browser(t), email); // the owner's own browser
  await expectMalloryHasNothing(t, mallory, email);
  expect((await lineOf(t, email)).role).toBe(role);
});

test.each(VICTIMS)('%s: the owner signs in with Google; Mallory gets no session and no LINE', async (_who, email, role) => {
  const t = await start();
  const mallory = new Browser(t);
  await lineSignUp(mallory, MALLORY_LINE, email);
  const owner = new Browser(t);
  expect((await owner.throughGoogle(email)).statusCode).toBe(303);
  expect(await owner.whoAmI()).toBe(email);
  await expectMalloryHasNothing(t, mallory, email);
  expect((await lineOf(t, email)).role).toBe(role);
  expect(await t.db.query('select user_id from line_signups')).toEqual([]); // her waiting LINE is forgotten
});

test('the owner confirms, then resets the password: Mallory has nothing before or after', async () => {
  const t = await start();
  const mallory = new Browser(t);
  await lineSignUp(mallory, MALLORY_LINE, hanako.email);
  await followConfirmLink(t, new Browser(t), hanako.email);
  await post(t.app, '/public/auth/forgot_password', { email: hanako.email });
  await t.app.services.settled();
  const token = await emailedToken(t.db, PUBLIC_URL, '/reset_password', hanako.email);
  expect((await post(t.app, '/public/auth/reset_password', { token, password: PASSWORD })).statusCode).toBe(200);
  await expectMalloryHasNothing(t, mallory, hanako.email);
  expect((await post(t.app, '/public/auth/login', { email: hanako.email, password: PASSWORD })).statusCode).toBe(200);
});

test('a staff invitation accepted for the address: Mallory gets no session and no LINE', async () => {
  const t = await start();
  const owner = new Browser(t);
  expect((await owner.throughGoogle(OWNER_EMAIL)).statusCode).toBe(303);
  const mallory = new Browser(t);
  await lineSignUp(mallory, MALLORY_LINE, 'nina@school.example');
  expect((await owner.send('POST', '/admin/staff/invitations', { email: 'nina@school.example', role: 'staff' })).statusCode).toBe(201);
  const token = await emailedToken(t.db, PUBLIC_URL, INVITATION_PAGE, 'nina@school.example');
  const accepted = await post(t.app, '/public/staff-invitations/accept', { token, name: 'Nina', password: PASSWORD });
  expect(accepted.statusCode).toBe(200);
  await expectMalloryHasNothing(t, mallory, 'nina@school.example');
});

test('the one who signed up follows the link in the same browser: only then LINE is connected and signs her in', async () => {
  const t = await start();
  const hana = new Browser(t);
  await lineSignUp(hana, MALLORY_LINE, hanako.email);
  expect(hana.has('gtss_line_visitor')).toBe(false);
  expect(hana.has('gtss_line_signup')).toBe(true);
  expect(await hana.whoAmI()).toBeNull();
  await followConfirmLink(t, hana, hanako.email);
  expect(hana.has('gtss_line_signup')).toBe(false);
  expect((await lineOf(t, hanako.email)).line_user_id).toBe(MALLORY_LINE);
  expect(await hana.whoAmI()).toBeNull(); // the link opens no session: she logs in with LINE
  expect((await hana.throughLine(MALLORY_LINE)).headers.location).toBe(`${PUBLIC_URL}/app`);
  expect(await hana.whoAmI()).toBe(hanako.email);
});

test.each([
  ['en', 'signed up at GTSS Language School with LINE', 'If it was not you, do not open the link'],
  ['ja', 'LINEでのご登録があり', 'お心当たりのない場合は'],
  ['zh-CN', '使用LINE在GTSS语言学校注册', '如非本人操作'],
  ['zh-TW', '使用LINE在GTSS語言學校註冊', '如非本人操作'],
])('the LINE sign-up mail in %s says that LINE was used and what to do if it was not the reader', async (language, usedLine, notYou) => {
  const t = await start();
  await lineSignUp(new Browser(t), MALLORY_LINE, hanako.email, language);
  const [mail] = await outbox(t.db);
  expect(mail.to_address).toBe(hanako.email);
  expect(mail.subject).toContain('LINE');
  expect(mail.text_body).toContain(usedLine);
  expect(mail.text_body).toContain(notYou);
  expect(mail.text_body.indexOf(notYou)).toBeGreaterThan(mail.text_body.indexOf(`${PUBLIC_URL}/confirm?token=`));
});

test('a LINE sign-in is no fresh password for the staff re-authentication; the password then is', async () => {
  const t = await start();
  const owner = new Browser(t);
  await post(t.app, '/public/users/register', { name: 'Oona Owner', email: OWNER_EMAIL, password: PASSWORD });
  await followConfirmLink(t, owner, OWNER_EMAIL);
  expect((await owner.send('POST', '/public/auth/login', { email: OWNER_EMAIL, password: PASSWORD })).statusCode).toBe(200);
  const connect = await owner.send('POST', '/public/me/line/connect');
  const url = await signInAtIdp(connect.json().url, { sub: 'Uowner', email_verified: false }, PUBLIC_URL);
  expect((await owner.get(`${url.pathname}${url.search}`)).headers.location).toBe(`${PUBLIC_URL}/app/my_page?line=connected`);

  const viaLine = new Browser(t);
  await viaLine.throughLine('Uowner');
  expect((await viaLine.send('GET', '/admin/me')).json()).toMatchObject({ email: OWNER_EMAIL, role: 'owner' });
  const feed = await viaLine.send('POST', '/admin/me/calendar-feed', {});
  expect([feed.statusCode, feed.json().code]).toEqual([403, REAUTH_CODE]);
  expect((await viaLine.send('GET', '/admin/reauth')).statusCode).toBe(403);
  expect((await viaLine.send('POST', '/admin/reauth', { password: PASSWORD })).statusCode).toBe(204);
  expect((await viaLine.send('POST', '/admin/me/calendar-feed', {})).statusCode).toBe(201);
});

test('OWNER_EMAILS never promotes an account whose LINE came before its verification; a password reset drops that LINE', async () => {
  const t = await start();
  // an account taken before the fix: verified, with a LINE of unknown time (line_connected_at null)
  await t.db.query(`insert into line_recipients (line_user_id) values ('Ulegacy')`);
  await t.db.query(
    `insert into users (email, name, password_hash, email_verified_at, language, line_user_id) values ($1, 'Owner', $2, now(), 'en', 'Ulegacy')`,
    [OWNER_EMAIL, await hashPassword(PASSWORD)],
  );
  expect((await post(t.app, '/public/auth/login', { email: OWNER_EMAIL, password: PASSWORD })).statusCode).toBe(200);
  const viaLine = new Browser(t);
  await viaLine.throughLine('Ulegacy');
  expect(await lineOf(t, OWNER_EMAIL)).toEqual({ line_user_id: 'Ulegacy', role: null });
  expect((await viaLine.send('GET', '/admin/me')).statusCode).toBe(403);

  await post(t.app, '/public/auth/forgot_password', { email: OWNER_EMAIL });
  await t.app.services.settled();
  const token = await emailedToken(t.db, PUBLIC_URL, '/reset_password', OWNER_EMAIL);
  expect((await post(t.app, '/public/auth/reset_password', { token, password: PASSWORD })).statusCode).toBe(200);
  expect((await post(t.app, '/public/auth/login', { email: OWNER_EMAIL, password: PASSWORD })).statusCode).toBe(200);
  expect(await lineOf(t, OWNER_EMAIL)).toEqual({ line_user_id: null, role: 'owner' });
});

test('an unverified account with a LINE (as the old sign-up left it) is never signed in to by that LINE', async () => {
  const t = await start();
  await t.db.query(`insert into line_recipients (line_user_id) values ($1)`, [MALLORY_LINE]);
  await t.db.query(`insert into users (email, name, language, line_user_id) values ($1, 'Mallory', 'en', $2)`, [
    hanako.email,
    MALLORY_LINE,
  ]);
  const mallory = new Browser(t);
  expect((await mallory.throughLine(MALLORY_LINE)).headers.location).toBe(`${PUBLIC_URL}/app/login?line=new`);
  expect(await mallory.whoAmI()).toBeNull();
});
