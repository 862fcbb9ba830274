import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { Log } from '../../../src/server/deps';
import { createTransport, drainOutbox, enqueueMail } from '../../../src/server/mail/outbox';
import { bookingCanceledMail, type BookingFacts } from '../../../src/server/mail/templates';
import { firstSlotIds, pay, TEST_SCHEDULE, testClock } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Emails go through nodemailer from a queue in the database: to a real (local) SMTP server when
// SMTP_URL is set, else as .eml files in DATA_DIR/outbox. A mail server that is down loses nothing.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const FROM = 'GTSS Language School <no-reply@gtss.example>';
const quiet: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A local SMTP server that keeps every message it receives (raw, as sent). */
async function smtpServer(port = 0) {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'], // a plain local relay, like a development mail catcher
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return { received, url: `smtp://127.0.0.1:${address.port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Soft line breaks and =XX escapes of quoted-printable, so long links can be searched for. */
const unQP = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/** An app whose visitor has just paid: one confirmation mail is queued. */
async function paidBooking(smtpUrl?: string, workers = false) {
  const clock = testClock();
  const { app, db, config } = await startApp(staticDir, {
    config: { smtpUrl },
    services: { now: clock.now, schedule: TEST_SCHEDULE, workers },
  });
  const url = new URL((await pay(app, await firstSlotIds(app, 4))).json().session.url).pathname;
  const paid = await app.inject({
    method: 'POST',
    url: `${url}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=4242424242424242',
  });
  expect(paid.statusCode).toBe(303); // a mail server that is down never fails the payment
  const [b] = await db.query<{ id: number; reference_id: string }>('select id, reference_id from bookings');
  const link = `http://localhost:3000/view-booking/${b.reference_id}/${b.id}`;
  const outbox = () =>
    db.query<Record<string, unknown>>(
      'select status, attempts, last_error is not null as failed, sent_at is not null as sent from mail_outbox',
    );
  return { app, db, config, link, outbox };
}

test('SMTP_URL set: the confirmation arrives at the SMTP server with subject, link and a text/calendar part', async () => {
  const smtp = await smtpServer();
  try {
    const { app, link, outbox } = await paidBooking(smtp.url);
    await app.services.drainMail();
    expect(smtp.received).toHaveLength(1);
    const [{ to, raw }] = smtp.received;
    const text = unQP(raw);
    expect(to).toEqual(['hanako@example.com']);
    expect(raw).toMatch(/^Subject: Your trial class on Tue, 24 Nov 2026 is booked \(GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4}\)\r?$/m);
    expect(raw).toMatch(/^From: GTSS Language School <no-reply@gtss\.example>\r?$/m);
    expect(text).toContain(link);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('DTSTART:20261124T010000Z');
    expect(await outbox()).toEqual([{ status: 'sent', attempts: 1, failed: false, sent: true }]);
  } finally {
    await smtp.close();
  }
});

test('with the SMTP server down the mail stays queued (attempts + 1) and a later drain delivers it', async () => {
  const port = await freePort();
  const url = `smtp://127.0.0.1:${port}`;
  const { db, link, outbox } = await paidBooking(url);
  const transport = createTransport(url, '/nonexistent', quiet);
  expect(await drainOutbox(db, transport, FROM, quiet)).toBe(0);
  expect(await outbox()).toEqual([{ status: 'queued', attempts: 1, failed: true, sent: false }]);

  const smtp = await smtpServer(port);
  try {
    expect(await drainOutbox(db, transport, FROM, quiet)).toBe(0); // backing off: not yet
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    expect(await drainOutbox(db, transport, FROM, quiet, later)).toBe(1);
    expect(await drainOutbox(db, transport, FROM, quiet, later)).toBe(0); // sent once, not again
    expect(smtp.received).toHaveLength(1);
    expect(unQP(smtp.received[0].raw)).toContain(link);
    expect(await outbox()).toEqual([{ status: 'sent', attempts: 2, failed: false, sent: true }]);
  } finally {
    await smtp.close();
  }
});

test('no SMTP_URL: the mail is written as a .eml file to DATA_DIR/outbox and its subject and recipient logged', async () => {
  const { app, config, link, outbox } = await paidBooking(undefined);
  await app.services.drainMail();
  const dir = path.join(config.dataDir, 'outbox');
  const files = fs.readdirSync(dir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
  expect(eml).toMatch(/^To: hanako@example\.com$/m);
  expect(eml).toMatch(/^Subject: Your trial class on Tue, 24 Nov 2026 is booked \(GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4}\)$/m);
  expect(unQP(eml)).toContain(link);
  expect(eml).toMatch(/Content-Type: text\/calendar/i);
  expect(await outbox()).toEqual([{ status: 'sent', attempts: 1, failed: false, sent: true }]);

  const logged: object[] = [];
  const log: Log = { ...quiet, info: (obj) => void logged.push(obj) };
  await createTransport(undefined, dir, log).send({ from: FROM, to: 'taro@example.com', subject: 'Hello', text: 'Hi' });
  expect(logged).toEqual([expect.objectContaining({ to: 'taro@example.com', subject: 'Hello', file: expect.stringMatching(/\.eml$/) })]);
  expect(fs.readdirSync(dir)).toHaveLength(2);
});

test('with the workers on, the mail goes out right after the payment, without anyone draining by hand', async () => {
  const { config, outbox } = await paidBooking(undefined, true);
  const dir = path.join(config.dataDir, 'outbox');
  // polled until sent (up to 20 s, so a slow machine waits longer; a working queue answers in about 100 ms)
  for (let i = 0; i < 200 && (await outbox())[0].status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await outbox()).toEqual([{ status: 'sent', attempts: 1, failed: false, sent: true }]);
  expect(fs.readdirSync(dir)).toHaveLength(1);
});

test('a cancellation goes out with its .ics as a text/calendar part of method CANCEL', async () => {
  const smtp = await smtpServer();
  try {
    const { app, db } = await paidBooking(smtp.url);
    const [row] = await db.query<BookingFacts>('select * from bookings');
    await enqueueMail(db, bookingCanceledMail({ ...row, booking_date: '2026-11-24' }, 'http://localhost:3000', true, new Date()));
    await app.services.drainMail();
    expect(smtp.received).toHaveLength(2);
    const raw = smtp.received[1].raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(unQP(raw)).toContain('METHOD:CANCEL');
  } finally {
    await smtp.close();
  }
});
