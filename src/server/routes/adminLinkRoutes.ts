import { z } from 'zod';
import { IdParams } from '../../shared/admin/common.js';
import { TrackedLink, TrackedLinkInput, TrackedLinkList } from '../../shared/admin/links.js';
import { staffOf } from '../admin/staffAccess.js';
import { qrPng, qrSvg } from '../sources/qrCodes.js';
import { createLink, findLink, listLinks, setLinkArchived } from '../sources/trackedLinks.js';
import type { AdminChildRoutes } from './routeOptions.js';

/**
 * "Tracked links" (see adminRoutes.ts): owners and staff make links with utm_* values for LINE, Instagram,
 * a flyer…, copy them, download their QR codes, and archive (or restore) them. Each change is audited.
 */
export const adminLinkRoutes: AdminChildRoutes = async (app, { deps }) => {
  const { db, publicUrl } = deps;
  const actor = (req: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(req);
    return { id: staff.id, email: staff.email };
  };

  app.get('/admin/links', { schema: { response: { 200: TrackedLinkList } } }, async () => ({ links: await listLinks(db, publicUrl) }));

  app.post('/admin/links', { schema: { body: TrackedLinkInput, response: { 201: TrackedLink } } }, async (req, reply) =>
    reply.code(201).send(await createLink(db, publicUrl, actor(req), req.body)),
  );

  app.post('/admin/links/:id/archive', { schema: { params: IdParams, response: { 200: TrackedLink } } }, async (req) =>
    setLinkArchived(db, publicUrl, actor(req), req.params.id, true),
  );
  app.post('/admin/links/:id/restore', { schema: { params: IdParams, response: { 200: TrackedLink } } }, async (req) =>
    setLinkArchived(db, publicUrl, actor(req), req.params.id, false),
  );

  // The QR codes download as files (a plain link in the console, as the CSV export's).
  const QrParams = IdParams.extend({ format: z.enum(['svg', 'png']) });
  app.get('/admin/links/:id/qr.:format', { schema: { params: QrParams } }, async (req, reply) => {
    const link = await findLink(db, publicUrl, req.params.id);
    const file = `gtss-qr-${link.id}-${link.channel}.${req.params.format}`;
    reply.header('content-disposition', `attachment; filename="${file}"`);
    if (req.params.format === 'svg') return reply.type('image/svg+xml').send(await qrSvg(link.url));
    return reply.type('image/png').send(qrPng(link.url));
  });
};
