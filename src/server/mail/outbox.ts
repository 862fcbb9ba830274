import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Db, Queryable } from '../db/db.js';
import type { Log } from '../deps.js';
import { LinePushError, type LinePusher } from './linePush.js';
import { schoolMail } from './schoolMail.js';
import type { LanguageCode } from '../../shared/constants.js';

// The site's outbox of emails AND LINE messages: both are rows of mail_outbox, queued in the transaction of the
// change they report, then sent by one worker (drainOutbox) with the same back-off; a LINE message that cannot
// reach the visitor becomes its email.

export interface Mail {
  /** null: a booking's customer without an email (a walk-in at the desk who gave only a name): nothing is queued. */
  to: string | null;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar (.ics) attachment, for booking emails. */
  ics?: string;
  /** The same message as a LINE text: pushed too (or instead) when the booking's account connected LINE. */
  line?: string;
  /** The language it is written in (its footer's, schoolMail.ts). */
  language?: LanguageCode;
  /** A mail about no booking (a student's enrolment): the account whose connected LINE gets its LINE text too. */
  accountId?: number | null;
}

/**
 * Queues a mail (its email, its LINE text, or both) inside the caller's transaction: it is sent only if the change it reports commits.
 * `bookingId`: the booking it is about (the console lists a booking's emails); a mail about no booking reaches its
 * `accountId`'s LINE. A mail to nobody is not queued.
 */
export async function enqueueMail(tx: Queryable, unbranded: Mail, bookingId: number | null = null): Promise<void> {
  if (unbranded.to === null) return;
  const accountId = unbranded.accountId ?? null;
  // The school's name and footer, as the school set them when the mail is queued.
  const mail = await schoolMail(tx, unbranded);
  if (mail.line !== undefined && (bookingId !== null || accountId !== null)) {
    // The account's connected LINE, else the LINE user a guest booked with after "Continue with LINE"; a mail about no
    // booking (a student's enrolment), the account's.
    const [linked] = await tx.query<{ line_user_id: string; line_only: boolean }>(
      bookingId !== null
        ? `select coalesce(u.line_user_id, b.line_user_id) as line_user_id, coalesce(u.line_user_id is not null and u.line_only, false) as line_only
           from bookings b left join users u on u.id = b.user_id where b.id = $1 and coalesce(u.line_user_id, b.line_user_id) is not null`
        : 'select line_user_id, line_only from users where id = $1 and line_user_id is not null',
      [bookingId ?? accountId],
    );
    if (linked) {
      // "LINE only": the push carries the email as its fallback; else the email goes beside it.
      await tx.query(
        `insert into mail_outbox (to_address, subject, text_body, html_body, ics, booking_id, channel, line_to, line_text, line_retry_key, email_fallback)
         values ($1, $2, $3, $4, $5, $6, 'line', $7, $8, $9, $10)`,
        [
          mail.to,
          mail.subject,
          mail.text,
          mail.html,
          mail.ics ?? null,
          bookingId,
          linked.line_user_id,
          mail.line,
          randomUUID(),
          linked.line_only,
        ],
      );
      if (linked.line_only) return;
    }
  }
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
  channel: 'email' | 'line';
  line_to: string | null;
  line_text: string | null;
  line_retry_key: string | null;
  email_fallback: boolean;
}

const MAX_ATTEMPTS = 10;
/** The text/calendar part's method parameter must match the file's METHOD (CANCEL for a cancellation). */
const icsMethod = (ics: string) => /^METHOD:(\w+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH';
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** attempts, 3600);

/**
 * Sends queued emails and pushes queued LINE messages. A failed send is retried with back-off, so a mail
 * server or LINE that is down loses nothing. Rows are claimed with SKIP LOCKED, so several processes never send the same mail twice.
 * `at` is the database clock unless given (tests drain "later" without waiting for the back-off).
 */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  from: string,
  log: Log,
  at?: Date,
  line: LinePusher | null = null,
): Promise<number> {
  const now = at?.toISOString() ?? null;
  let sent = 0;
  for (;;) {
    const row = await db.transaction(async (tx) => {
      const [r] = await tx.query<OutboxRow>(
        `select id, to_address, subject, text_body, html_body, ics, attempts, channel, line_to, line_text, line_retry_key::text, email_fallback
         from mail_outbox
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
    if (row.channel === 'line') {
      if (await pushLine(db, row, line, log, now)) sent++;
      continue;
    }
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

/**
 * Whether pushes can reach the row's LINE user now: a friend who has not blocked the account, and still
 * its booking's LINE recipient (the account's connected LINE, or the guest's).
 */
async function reachable(db: Db, row: OutboxRow): Promise<boolean> {
  const [r] = await db.query<{ reachable: boolean }>(
    `select r.reachable from mail_outbox m join line_recipients r on r.line_user_id = m.line_to
     left join bookings b on b.id = m.booking_id left join users u on u.id = b.user_id
     where m.id = $1 and (m.booking_id is null or m.line_to = coalesce(u.line_user_id, b.line_user_id))`,
    [row.id],
  );
  return r?.reachable ?? false;
}

/**
 * One LINE row: pushed once (its retry key), retried with back-off while LINE is down, and when it cannot
 * reach the visitor (not a friend, blocked, disconnected, LINE refused it, or out of attempts) it becomes
 * its email (LINE only), or fails, the email having gone beside it: never lost. Answers whether it was pushed.
 */
async function pushLine(db: Db, row: OutboxRow, line: LinePusher | null, log: Log, now: string | null): Promise<boolean> {
  const giveUp = async (why: string) => {
    log.warn(
      { mailId: row.id, why },
      row.email_fallback ? 'LINE cannot reach the visitor: sending the email instead' : 'LINE push given up',
    );
    if (row.email_fallback)
      await db.query(
        `update mail_outbox set channel = 'email', attempts = 0, last_error = $2, next_attempt_at = coalesce($3::timestamptz, now()) where id = $1`,
        [row.id, why.slice(0, 500), now],
      );
    else await db.query(`update mail_outbox set status = 'failed', last_error = $2 where id = $1`, [row.id, why.slice(0, 500)]);
    return false;
  };
  if (!line) return giveUp('LINE messages are not configured');
  if (!(await reachable(db, row))) return giveUp('not reachable on LINE (not a friend, blocked or disconnected)');
  try {
    await line.push(row.line_to!, row.line_text!, row.line_retry_key!);
    await db.query(`update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1`, [row.id]);
    return true;
  } catch (e) {
    const attempts = row.attempts + 1;
    if ((e instanceof LinePushError && e.permanent) || attempts >= MAX_ATTEMPTS) return giveUp(String((e as Error).message));
    await db.query(
      `update mail_outbox set last_error = $2, next_attempt_at = coalesce($4::timestamptz, now()) + make_interval(secs => $3) where id = $1`,
      [row.id, String((e as Error).message).slice(0, 500), backoffSeconds(attempts), now],
    );
    log.warn({ err: e, mailId: row.id, attempts }, 'LINE push failed; will retry');
    return false;
  }
}
