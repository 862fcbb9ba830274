import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, TRANSLATE_HOSTS, TRANSLATE_SCRIPT_HOSTS } from '../shared/constants.js';

const SELF = "'self'";

/**
 * Helmet's options. The CSP allows only this origin, plus the page-translation widget's hosts
 * (it loads a script, styles, images, fonts, an iframe and XHRs from them; scripts only from the hosts that
 * serve them, none that answers JSONP), plus TEACHER_PHOTO_HOST's images (teachers' photos) when it is set.
 * 'unsafe-inline' styles are needed by emotion (MUI) and by the widget, which both inject <style>.
 */
export function helmetOptions(publicUrl: string, photoHost?: string): FastifyHelmetOptions {
  const https = publicUrl.startsWith('https:');
  const hosts = [...TRANSLATE_HOSTS];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        baseUri: [SELF],
        objectSrc: ["'none'"],
        scriptSrc: [SELF, ...TRANSLATE_SCRIPT_HOSTS],
        scriptSrcAttr: ["'none'"],
        styleSrc: [SELF, "'unsafe-inline'", ...hosts],
        imgSrc: [SELF, 'data:', ...hosts, ...(photoHost ? [photoHost] : [])],
        fontSrc: [SELF, 'data:', ...hosts],
        connectSrc: [SELF, ...hosts],
        frameSrc: [SELF, ...hosts],
        formAction: [SELF],
        frameAncestors: [SELF],
        // Only over https: on plain-http localhost it would send the browser to https URLs that do not exist.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS over plain http is ignored by browsers anyway; sending it would only confuse.
    strictTransportSecurity: https,
  };
}

/**
 * Security review finding 6: API answers carry personal data (my bookings, a booking, the profile), and
 * none may be kept by a browser's or a proxy's cache. Every /api answer is `no-store` unless its route
 * set its own Cache-Control.
 */
export async function noStoreApiAnswers(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!reply.hasHeader('cache-control') && (req.routeOptions.url ?? req.url).startsWith(`${API_BASE}/`))
    reply.header('cache-control', 'no-store');
  return payload;
}
