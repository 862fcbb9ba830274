import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { connectLineUser, rememberLineRecipient } from '../../src/server/accounts/line';
import { createLineAccount } from '../../src/server/accounts/lineSignup';
import { insertUser } from '../../src/server/accounts/userRepository';
import { startLineApi, type LineApiStandIn } from './lineApiStandIn';
import { usePostgresInstances } from './pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from './pgTestDb';
import { makeStaticDir } from './testApp';

// LINE on a real PostgreSQL server, where things happen at the same moment: one LINE user connected by two
// accounts at once (the unique constraint decides, the loser is told, no error), the same new LINE user making
// an account in two tabs at once (one account), and two workers draining the same LINE messages (each pushed once).
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
let lineApi: LineApiStandIn;
beforeAll(async () => void (lineApi = await startLineApi()));
afterAll(async () => {
  await lineApi?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
});
const LINE_CONFIG = { lineChannelAccessToken: 'token', lineChannelSecret: 'secret' };

describeWithPostgres(`LINE ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);

  test('two accounts connecting the same LINE user at the same moment: exactly one gets it, the other is told', async () => {
    const { db } = await instance();
    const person = (n: number) => insertUser(db, { email: `p${n}@example.com`, name: `P${n}`, passwordHash: null, language: 'en' });
    for (let round = 0; round < 8; round++) {
      const [a, b] = await Promise.all([person(2 * round), person(2 * round + 1)]);
      const who = { lineUserId: `U${round}`, friend: true };
      const results = await Promise.all([connectLineUser(db, a!.id, who), connectLineUser(db, b!.id, who)]);
      expect(results.sort()).toEqual([false, true]);
    }
    expect(await db.query('select count(*)::int as n from users where line_user_id is not null')).toEqual([{ n: 8 }]);
  });

  test('a new LINE user submitting the account form in two tabs at the same moment: one account, the other told', async () => {
    const { app, db } = await instance();
    for (let round = 0; round < 6; round++) {
      const visitor = { lineUserId: `Unew${round}`, displayName: 'はなこ' };
      await rememberLineRecipient(db, { lineUserId: visitor.lineUserId, friend: true });
      const results = await Promise.allSettled(
        [0, 1].map((tab) => createLineAccount(app.services.deps, visitor, { name: 'Hanako', email: `n${round}-${tab}@example.com` }, 'en')),
      );
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect([refused.reason.status, refused.reason.detail]).toEqual([409, 'This LINE account is already connected to another account.']);
    }
    expect(await db.query('select count(*)::int as n from users where line_user_id is not null')).toEqual([{ n: 6 }]);
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
