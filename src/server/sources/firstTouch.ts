import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  decodeReferral,
  encodeReferral,
  REFERRAL_COOKIE,
  REFERRAL_MAX_AGE_SECONDS,
  referralOfRequest,
  type Referral,
} from '../../shared/referral.js';

// The visitor's first touch, kept by the server in an HttpOnly cookie when it serves a page (the visitor's
// first load has no room for a script, and none is needed): the document request is the one that carries
// the tracked link's query and the other site's Referer; the SPA's own navigations never reach here.

/** `__Host-` over https: Secure, path /, this host only. */
export const referralCookieName = (secure: boolean) => `${secure ? '__Host-' : ''}${REFERRAL_COOKIE}`;

/** On a page request: sets the cookie unless the browser has one (first touch wins) or there is nothing to keep. */
export function recordFirstTouch(req: FastifyRequest, reply: FastifyReply, publicUrl: string | undefined): void {
  const secure = publicUrl?.startsWith('https:') ?? false;
  const name = referralCookieName(secure);
  if (req.cookies[name] !== undefined) return;
  const query = new URLSearchParams(req.url.split('?')[1] ?? '');
  const hosts = [req.host, ...(publicUrl ? [new URL(publicUrl).host] : [])];
  const referral = referralOfRequest(query, req.headers.referer, hosts);
  if (!referral) return;
  reply.setCookie(name, encodeReferral(referral), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: REFERRAL_MAX_AGE_SECONDS,
  });
}

/** The first touch the visitor's browser carries (on a booking or sign-up call); null when none or not valid. */
export function referralOf(req: FastifyRequest, secure: boolean): Referral | null {
  return decodeReferral(req.cookies[referralCookieName(secure)]);
}
