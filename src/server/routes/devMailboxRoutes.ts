import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { esc, htmlPage } from '../html.js';

/**
 * DESIGN: without SMTP_URL, emails are written to DATA_DIR/outbox and listed here, so a school can
 * try sign-up, reset and booking emails with nothing else installed. The mails hold live links
 * (password resets), so the page answers only requests from this machine, and not through a proxy.
 */
const fromThisMachine = (req: FastifyRequest) =>
  /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'] && !req.headers.forwarded;

const linkify = (text: string) => esc(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

interface MailRow {
  to_address: string;
  subject: string;
  text_body: string;
  status: string;
  created_at: string;
}

export const devMailboxRoutes: FastifyPluginAsync<{ db: Queryable }> = async (app, { db }) => {
  app.get('/dev/mailbox', async (req, reply) => {
    if (!fromThisMachine(req)) return reply.callNotFound();
    const mails = await db.query<MailRow>(
      `select to_address, subject, text_body, status, created_at::text as created_at from mail_outbox order by id desc limit 50`,
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
      .send(htmlPage('Dev mailbox', 'GTSS', body, true));
  });
};
