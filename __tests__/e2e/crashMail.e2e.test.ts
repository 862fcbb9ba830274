import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { BACKENDS, CrashSite, eventually } from './crashSite';

// Robustness: SIGKILL the real server while it drains the mail queue to an SMTP server,
// start it again on the same data: every queued email is still delivered, at least once.
jest.setTimeout(120_000);

const MAILS = 30;
const KILL_AT = 8;

/**
 * A local SMTP server. It holds the first message until `open()` (so the whole batch is queued
 * first), then accepts slowly, and on message number KILL_AT it SIGKILLs the site after the message
 * arrived but before answering 250: the case where the mail went out and the sender never knew.
 */
async function slowSmtp(onKillPoint: () => Promise<void>) {
  const received: string[] = [];
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', async () => {
        await gate;
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        if (received.length === KILL_AT) await onKillPoint();
        setTimeout(() => done(), 30);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return { received, open, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(BACKENDS)('SIGKILL while the mail queue drains, restart on the same data (%s)', (_name, postgres) => {
  test(`all ${MAILS} queued emails are delivered at least once; only the one cut off mid-send twice`, async () => {
    let killed!: () => void;
    const wasKilled = new Promise<void>((r) => (killed = r));
    let site: CrashSite | undefined;
    const smtp = await slowSmtp(async () => {
      await site!.kill();
      killed();
    });
    try {
      site = await CrashSite.start(postgres, { TRUST_PROXY: '127.0.0.1', SMTP_URL: smtp.url });
      // 30 sign-ups from 30 addresses: 30 confirmation emails queued in the database.
      const signUps = await Promise.all(
        Array.from({ length: MAILS }, (_, i) =>
          fetch(`${site!.url}/api/public/users/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
            body: JSON.stringify({ name: `Learner ${i}`, email: `learner${i}@example.com`, password: 'correct horse battery' }),
          }).then((r) => r.status),
        ),
      );
      expect(signUps).toEqual(signUps.map(() => 200));
      smtp.open();
      await wasKilled;
      expect(smtp.received).toHaveLength(KILL_AT);

      await site.restart();
      await eventually(async () => smtp.received.length === MAILS, 'the rest of the queue is delivered');
      // The mail being sent at the kill stays claimed for 5 minutes (its lease), then goes again. (Polled:
      // the last of the others may still be between the SMTP server's 250 and its "sent" mark.)
      const byStatus = () =>
        site!.sql((sql) =>
          sql(`select status, attempts, count(*)::int as n from mail_outbox group by status, attempts order by status, attempts`),
        );
      const leftOver = JSON.stringify([
        { status: 'queued', attempts: 1, n: 1 },
        { status: 'sent', attempts: 1, n: MAILS - 1 },
      ]);
      await eventually(async () => JSON.stringify(await byStatus()) === leftOver, 'only the interrupted mail is left');
      await site.sql((sql) =>
        sql(`update mail_outbox set next_attempt_at = next_attempt_at - interval '5 minutes' where status = 'queued'`),
      );
      if (postgres) {
        await site.kill();
        await site.restart();
      }
      await eventually(async () => smtp.received.length === MAILS + 1, 'the interrupted mail is sent again');
      const counts = new Map<string, number>();
      for (const to of smtp.received) counts.set(to, (counts.get(to) ?? 0) + 1);
      expect(counts.size).toBe(MAILS); // every recipient got the mail
      expect([...counts.values()].filter((n) => n === 2)).toHaveLength(1); // one duplicate: the interrupted send
      expect(counts.get(smtp.received[KILL_AT - 1])).toBe(2);
      const allSent = JSON.stringify([
        { status: 'sent', attempts: 1, n: MAILS - 1 },
        { status: 'sent', attempts: 2, n: 1 },
      ]);
      await eventually(async () => JSON.stringify(await byStatus()) === allSent, 'every mail is marked sent');
    } finally {
      await site?.stop();
      await smtp.close();
    }
  });
});
