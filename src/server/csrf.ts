import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../shared/constants.js';
import { HttpError } from './errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
// Posted by other parties, each with its own guard: Stripe signs its webhooks; the test checkout's
// plain HTML form can only complete or abandon a checkout with a test card; the receipt page's form (addressee and
// purpose before the first issue; a trial's or a month of tuition's) posts to the receipt's own address, whose secret
// reference a cross-site page lacks.
const EXEMPT = [
  `${API_BASE}/stripe/webhook`,
  `${API_BASE}/test-checkout/`,
  `${API_BASE}/public/receipts/`,
  `${API_BASE}/public/tuition-receipts/`,
];

export const CSRF_REFUSED = 'This request was refused: send it as JSON from the site.';

/**
 * State-changing API calls need a JSON content type or the X-Requested-With header that the
 * SPA's client always sends. A cross-site form can send neither without a CORS preflight, which this
 * server never grants; SameSite=Lax cookies are the second guard.
 */
export async function csrfGuard(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  // The route that will answer, not the raw URL: the router decodes `/%61pi/…` to `/api/…`, the raw
  // URL does not start with /api/ (security review finding 6: that skipped the guard).
  const route = req.routeOptions.url;
  if (SAFE.has(req.method) || route === undefined || !route.startsWith(`${API_BASE}/`)) return;
  if (EXEMPT.some((p) => route.startsWith(p))) return;
  const json = /^application\/json\b/i.test(req.headers['content-type'] ?? '');
  if (json || req.headers['x-requested-with']) return;
  throw new HttpError(403, CSRF_REFUSED);
}
