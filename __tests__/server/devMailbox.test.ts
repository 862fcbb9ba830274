import { enqueueMail } from '../../src/server/mail/outbox';
import { makeStaticDir, useTestApps } from './testApp';

const startApp = useTestApps();
const staticDir = makeStaticDir();
const resetMail = {
  to: 'ana@example.com',
  subject: 'Reset your password',
  text: 'Choose a new password: http://localhost:3000/reset_password?token=abc123',
  html: '<p>x</p>',
};

test('without SMTP_URL, the dev mailbox lists the emails with clickable links, to this machine only', async () => {
  const { app, db } = await startApp(staticDir, { services: { workers: false } });
  await enqueueMail(db, resetMail);
  const res = await app.inject({ url: '/api/dev/mailbox' }); // inject comes from 127.0.0.1
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('Reset your password');
  expect(res.body).toContain('<a href="http://localhost:3000/reset_password?token=abc123">');
  // The same request relayed by a proxy could come from anywhere: the page does not exist for it.
  const proxied = await app.inject({ url: '/api/dev/mailbox', headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(proxied.statusCode).toBe(404);
  expect(proxied.json()).toEqual({ detail: 'Not found' });
});

test('a mail subject with markup is shown as text, not run as HTML', async () => {
  const { app, db } = await startApp(staticDir, { services: { workers: false } });
  await enqueueMail(db, { ...resetMail, subject: '<script>alert(1)</script>' });
  const res = await app.inject({ url: '/api/dev/mailbox' });
  expect(res.body).not.toContain('<script>alert(1)</script>');
  expect(res.body).toContain('&#60;script&#62;');
});

test('with SMTP_URL set there is no dev mailbox', async () => {
  const { app } = await startApp(staticDir, { config: { smtpUrl: 'smtp://127.0.0.1:2525' }, services: { workers: false } });
  const res = await app.inject({ url: '/api/dev/mailbox' });
  expect(res.statusCode).toBe(404);
});
