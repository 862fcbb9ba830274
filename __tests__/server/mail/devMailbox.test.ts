import { enqueueMail } from '../../../src/server/mail/outbox';
import { makeStaticDir, useTestApps } from '../testApp';

const startApp = useTestApps();
const staticDir = makeStaticDir();
const resetMail = {
  to: 'ana@example.com',
  subject: 'Reset your password',
  text: 'Choose a new password: http://localhost:3000/reset_password?token=abc123',
  html: '<p>x</p>',
};

const HOST = { host: 'localhost:3000' }; // the test config's PUBLIC_URL

test('without SMTP_URL, the dev mailbox lists the emails with clickable links at its secret path, to this machine', async () => {
  const { app, db } = await startApp(staticDir, { services: { workers: false } });
  await enqueueMail(db, resetMail);
  expect(app.devMailboxPath).toMatch(/^\/api\/dev\/mailbox\/[\w-]{24}$/);
  const res = await app.inject({ url: app.devMailboxPath!, headers: HOST }); // inject comes from 127.0.0.1
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toContain('Reset your password');
  expect(res.body).toContain('<a href="http://localhost:3000/reset_password?token=abc123">');
  for (const host of ['127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000']) {
    expect((await app.inject({ url: app.devMailboxPath!, headers: { host } })).statusCode).toBe(200);
  }
});

describe('security review finding 4: everything but a direct request from this machine for this site is a 404', () => {
  const refused: Array<[string, { path?: (p: string) => string; headers?: Record<string, string>; remoteAddress?: string }]> = [
    ['the old path without the secret', { path: () => '/api/dev/mailbox' }],
    ['a wrong secret of the same length', { path: (p) => p.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }],
    ['X-Forwarded-For (relayed by a proxy)', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
    ['X-Real-IP', { headers: { 'x-real-ip': '203.0.113.9' } }],
    ['Forwarded', { headers: { forwarded: 'for=203.0.113.9' } }],
    ['Via', { headers: { via: '1.1 proxy' } }],
    ['a foreign Host (a DNS-rebinding page)', { headers: { host: 'attacker.example:3000' } }],
    ['localhost on another port', { headers: { host: 'localhost:8080' } }],
    ['another loopback address (127.0.0.2)', { remoteAddress: '127.0.0.2' }],
    ['another machine', { remoteAddress: '192.0.2.7' }],
  ];
  test.each(refused)('%s', async (_what, how) => {
    const { app, db } = await startApp(staticDir, { services: { workers: false } });
    await enqueueMail(db, resetMail);
    const url = how.path ? how.path(app.devMailboxPath!) : app.devMailboxPath!;
    const res = await app.inject({ url, headers: { ...HOST, ...how.headers }, remoteAddress: how.remoteAddress });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
    expect(res.body).not.toContain('abc123');
  });
});

test('a mail subject with markup is shown as text, not run as HTML', async () => {
  const { app, db } = await startApp(staticDir, { services: { workers: false } });
  await enqueueMail(db, { ...resetMail, subject: '<script>alert(1)</script>' });
  const res = await app.inject({ url: app.devMailboxPath!, headers: HOST });
  expect(res.body).not.toContain('<script>alert(1)</script>');
  expect(res.body).toContain('&#60;script&#62;');
});

test('with SMTP_URL set there is no dev mailbox', async () => {
  const { app } = await startApp(staticDir, { config: { smtpUrl: 'smtp://127.0.0.1:2525' }, services: { workers: false } });
  expect(app.devMailboxPath).toBeNull();
  const res = await app.inject({ url: '/api/dev/mailbox' });
  expect(res.statusCode).toBe(404);
});
