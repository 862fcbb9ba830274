import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Db, Queryable } from '../db/db.js';
import type { Log } from '../deps.js';

export interface Mail {
  /** null: a booking's customer without an email (a walk-in at the desk who gave only a name): nothing is queued. */
  to: string | null;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar (.ics) attachment, for booking emails. */
  ics?: string;
}

/**
 * Queues a mail inside the caller's transaction: it is sent only if the change it reports commits.
 * `bookingId`: the booking it is about (the console lists a booking's emails). A mail to nobody is not queued.
 */
export async function enqueueMail(tx: Queryable, mail: Mail, bookingId: number | null = null): Promise<void> {
  if (mail.to === null) return;
  await tx.query('insert into mail_outbox (to_address, subject, text_body, html_body, ics, booking_id) values ($1, $2, $3, $4, $5, $6)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    mail.ics ?? null,
    bookingId,
  ]);
}

export interface MailTransport {
  send(message: SendMailOptions): Promise<void>;
}

/** SMTP_URL set: a real SMTP server. Otherwise each message is written as a .eml file to DATA_DIR/outbox/. */
export function createTransport(smtpUrl: string | undefined, outboxDir: string, log: Log): MailTransport {
  if (smtpUrl) {
    const smtp: Transporter = nodemailer.createTransport(smtpUrl);
    return { send: async (m) => void (await smtp.sendMail(m)) };
  }
  const stream: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = (await stream.sendMail(m)) as unknown as { message: Buffer; messageId: string };
      fs.mkdirSync(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 16)}.eml`;
      fs.writeFileSync(path.join(outboxDir, name), info.message);
      log.info({ to: m.to, subject: m.subject, file: name }, 'mail written to the outbox folder');
    },
  };
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  ics: string | null;
  attempts: number;
}

const MAX_ATTEMPTS = 10;
/** The text/calendar part's method parameter must match the file's METHOD (CANCEL for a cancellation). */
const icsMethod = (ics: string) => /^METHOD:(\w+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** attempts, 3600);

/**
 * Sends queued mail. A failed send is retried with back-off, so a mail server that is down loses
 * nothing. Rows are claimed with SKIP LOCKED, so several processes never send the same mail twice.
 * `at` is the database clock unless given (tests drain "later" without waiting for the back-off).
 */
export async function drainOutbox(db: Db, transport: MailTransport, from: string, log: Log, at?: Date): Promise<number> {
  const now = at?.toISOString() ?? null;
  let sent = 0;
  for (;;) {
    const row = await db.transaction(async (tx) => {
      const [r] = await tx.query<OutboxRow>(
        `select id, to_address, subject, text_body, html_body, ics, attempts from mail_outbox
         where status = 'queued' and next_attempt_at <= coalesce($1::timestamptz, now()) order by id limit 1 for update skip locked`,
        [now],
      );
      if (!r) return null;
      // Claim it: push the next attempt out so no other worker takes it while this one sends.
      await tx.query(
        `update mail_outbox set attempts = attempts + 1, next_attempt_at = coalesce($2::timestamptz, now()) + interval '5 minutes' where id = $1`,
        [r.id, now],
      );
      return r;
    });
    if (!row) return sent;
    try {
      await transport.send({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        icalEvent: row.ics ? { filename: 'trial-class.ics', method: icsMethod(row.ics), content: row.ics } : undefined,
      });
      await db.query(`update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`, [row.id]);
      sent++;
    } catch (e) {
      const attempts = row.attempts + 1;
      const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
      await db.query(
        `update mail_outbox set status = $2, last_error = $3, next_attempt_at = coalesce($5::timestamptz, now()) + make_interval(secs => $4)
         where id = $1`,
        [row.id, status, String((e as Error).message).slice(0, 500), backoffSeconds(attempts), now],
      );
      log.warn({ err: e, mailId: row.id, attempts }, 'mail send failed; will retry');
    }
  }
}
