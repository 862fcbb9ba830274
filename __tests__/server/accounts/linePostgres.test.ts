import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { connectLineUser } from '../../../src/server/accounts/line';
import { insertUser } from '../../../src/server/accounts/userRepository';
import { startLineApi, type LineApiStandIn } from '../lineApiStandIn';
import { Browser, followConfirmLink, lineSignupForm, OWNER_EMAIL, providersConfig, startProviders, type Providers } from './lineSignupKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// LINE on a real PostgreSQL server, where things happen at the same moment: one LINE user connected by two
// accounts at once (the unique constraint decides, the loser is told, no error), the same new LINE user's
// sign-up form sent from two tabs at once (one account waits for its link), a LINE sign-up racing the email's
// owner signing in with Google on another server process (the owner's account never gets that LINE or a
// session of the sign-up's), a sign-up confirmed through another process, and two workers draining the
// same LINE messages (each pushed once).
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
let lineApi: LineApiStandIn;
let providers: Providers;
beforeAll(async () => void ([lineApi, providers] = await Promise.all([startLineApi(), startProviders()])));
afterAll(async () => {
  await lineApi?.stop();
  providers?.line.stop();
  providers?.google.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});
const LINE_CONFIG = { lineChannelAccessToken: 'token', lineChannelSecret: 'secret' };

describeWithPostgres(`LINE ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);

  test('two accounts connecting the same LINE user at the same moment: exactly one gets it, the other is told', async () => {
    const { db } = await instance();
    const person = (n: number) =>
      insertUser(db, { email: `p${n}@example.com`, name: `P${n}`, passwordHash: null, verified: true, language: 'en' });
    for (let round = 0; round < 8; round++) {
      const [a, b] = await Promise.all([person(2 * round), person(2 * round + 1)]);
      const who = { lineUserId: `U${round}`, friend: true };
      const results = await Promise.all([connectLineUser(db, a!.id, who), connectLineUser(db, b!.id, who)]);
      expect(results.sort()).toEqual([false, true]);
    }
    expect(await db.query('select count(*)::int as n from users where line_user_id is not null')).toEqual([{ n: 8 }]);
  });

  test('a new LINE user sending the sign-up form from two tabs at the same moment: one account waits for its link, the other is told', async () => {
    const { app, db } = await instance({}, providersConfig(providers));
    for (let round = 0; round < 5; round++) {
      // (5 rounds: a sign-up's limit is 10 per address and hour)
      const browser = new Browser({ app });
      await browser.rememberedLine(db, `Unew${round}`);
      const answers = await Promise.all([0, 1].map((tab) => lineSignupForm(browser, `n${round}-${tab}@example.com`)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([204, 400]);
      expect(answers.find((r) => r.statusCode === 400)!.json().detail).toBe(
        'Your LINE sign-in has expired. Please log in with LINE again.',
      );
    }
    expect(await db.query('select count(*)::int as n from line_signups')).toEqual([{ n: 5 }]);
    // no account has LINE or a session before its email is verified
    expect(await db.query('select count(*)::int as n from users where line_user_id is not null')).toEqual([{ n: 0 }]);
    expect(await db.query('select count(*)::int as n from sessions')).toEqual([{ n: 0 }]);
  });

  test("a LINE sign-up with someone's email while its owner signs in with Google on another process: never her LINE or session", async () => {
    const one = await instance({}, providersConfig(providers));
    const two = await instance({}, providersConfig(providers));
    for (let round = 0; round < 6; round++) {
      const email = round % 2 ? `victim${round}@example.com` : OWNER_EMAIL.replace('owner', `owner${round}`);
      const mallory = new Browser(one);
      await mallory.rememberedLine(one.db, `Umallory${round}`);
      const owner = new Browser(two);
      const callback = await owner.toGoogleCallback(email);
      const [signup, google] = await Promise.all([lineSignupForm(mallory, email), owner.get(callback)]);
      expect([204, 409]).toContain(signup.statusCode);
      expect(google.statusCode).toBe(303);
      expect(await owner.whoAmI()).toBe(email);
      expect(await mallory.whoAmI()).toBeNull();
      const [account] = await two.db.query<{ id: number; line_user_id: string | null; verified: boolean }>(
        'select id, line_user_id, email_verified_at is not null as verified from users where email = $1',
        [email],
      );
      expect(account).toMatchObject({ line_user_id: null, verified: true });
      expect(await two.db.query('select 1 from line_signups where user_id = $1', [account.id])).toEqual([]);
      expect(await two.db.query('select count(*)::int as n from sessions where user_id = $1', [account.id])).toEqual([{ n: 1 }]);
    }
  });

  test('a LINE sign-up on one process, its link followed in the same browser on another: LINE connected there', async () => {
    const one = await instance({}, providersConfig(providers));
    const two = await instance({}, providersConfig(providers));
    const hana = new Browser(one);
    await hana.rememberedLine(one.db, 'Uhana');
    expect((await lineSignupForm(hana, 'hana@example.com')).statusCode).toBe(204);
    expect(await one.db.query(`select line_user_id from users where email = 'hana@example.com'`)).toEqual([{ line_user_id: null }]);
    await followConfirmLink(two, hana.on(two), 'hana@example.com');
    expect(await one.db.query(`select line_user_id from users where email = 'hana@example.com'`)).toEqual([{ line_user_id: 'Uhana' }]);
    expect(await hana.whoAmI()).toBeNull(); // she logs in with LINE next
  });

  test('two workers draining the same LINE messages: each is pushed once', async () => {
    const one = await instance({}, { ...LINE_CONFIG, lineApiBase: lineApi.base });
    const two = await instance({}, { ...LINE_CONFIG, lineApiBase: lineApi.base });
    lineApi.pushes.length = 0;
    await one.db.query(`insert into line_recipients (line_user_id, reachable) values ('Uone', true)`);
    await one.db.query(`insert into users (email, name, language, line_user_id) values ('l@example.com', 'L', 'en', 'Uone')`);
    for (let i = 0; i < 12; i++)
      await one.db.query(
        `insert into mail_outbox (to_address, subject, text_body, html_body, channel, line_to, line_text, line_retry_key, email_fallback)
         values ('l@example.com', $1, 'text', '<p>text</p>', 'line', 'Uone', $1, $2, true)`,
        [`message ${i}`, randomUUID()],
      );
    await Promise.all([one.app.services.drainMail(), two.app.services.drainMail()]);
    expect(lineApi.pushes.map((p) => p.text).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `message ${i}`).sort());
    expect(await one.db.query(`select status, count(*)::int as n from mail_outbox group by status`)).toEqual([{ status: 'sent', n: 12 }]);
  });
});
