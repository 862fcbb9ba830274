import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/db.js';
import { esc, htmlPage } from '../html.js';

/**
 * Without SMTP_URL, emails are written to DATA_DIR/outbox and listed here, so a school can
 * try sign-up, reset and booking emails with nothing else installed. The mails hold live links
 * (password resets), so (security review finding 4) the page lives under a random secret segment
 * printed at start-up, and answers only a direct connection from 127.0.0.1 or ::1 that names this
 * site in its Host header (a DNS-rebinding page names its own host) and carries no proxy header.
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'x-real-ip',
  'via',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-cluster-client-ip',
];

export interface DevMailboxOptions {
  db: Queryable;
  /** The secret path segment: /api/dev/mailbox/<key>. */
  key: string;
  /** Host headers that name this site: PUBLIC_URL's host and localhost/127.0.0.1/[::1] on the port. */
  hosts: string[];
}

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const linkify = (text: string) => esc(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

interface MailRow {
  to_address: string;
  subject: string;
  text_body: string;
  status: string;
  created_at: string;
}

export const devMailboxRoutes: FastifyPluginAsync<DevMailboxOptions> = async (app, { db, key, hosts }) => {
  const allowedHosts = new Set(hosts.map((h) => h.toLowerCase()));
  const allowed = (req: FastifyRequest, given: string) =>
    sameSecret(given, key) &&
    LOOPBACK.has(req.socket.remoteAddress ?? '') &&
    allowedHosts.has((req.headers.host ?? '').toLowerCase()) &&
    !PROXY_HEADERS.some((h) => h in req.headers);

  app.get('/dev/mailbox/:key', { schema: { params: z.object({ key: z.string() }) }, config: { openapi: false } }, async (req, reply) => {
    if (!allowed(req, (req.params as { key: string }).key)) return reply.callNotFound();
    const mails = await db.query<MailRow>(
      `select to_address, subject, text_body, status, created_at::text as created_at from mail_outbox where channel = 'email' order by id desc limit 50`,
    );
    const items = mails.map(
      (m) => `<article><h2>${esc(m.subject)}</h2>
<p class="muted">To ${esc(m.to_address)} · ${esc(m.created_at)} · ${esc(m.status)}</p><pre>${linkify(m.text_body)}</pre></article>`,
    );
    const body = `<h1>Dev mailbox</h1><p class="muted">The newest 50 emails (no SMTP_URL is set; the .eml files are in DATA_DIR/outbox).</p>
${items.join('\n') || '<p>No emails yet.</p>'}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(htmlPage('Dev mailbox', 'GTSS', body, { wide: true }));
  });
};
