import type { FastifyServerOptions } from 'fastify';

/**
 * Security review finding 6: request logs held confirm and reset tokens, view-booking references and
 * test-checkout ids, each enough to act for the visitor. The request line is logged with them replaced.
 * The mailbox's secret segment and Google's code/state are redacted the same way.
 */
const SECRET_QUERY = /([?&](?:token|code|state|session_id)=)[^&#]*/gi;
const SECRET_SEGMENTS: RegExp[] = [
  /(\/view-booking\/)[^/?#]+/g, // the SPA's page and the API call: /view-booking/<reference>/<id>
  /(\/test-checkout\/)[^/?#]+/g, // /api/test-checkout/<session>[/pay|/cancel|/receipt]
  /(\/dev\/mailbox\/)[^/?#]+/g, // the dev mailbox's secret path
  // Also caught by the route's parameters below; these cover a URL that matched no route
  /(\/calendar-feed\/)[^/?#]+/g, // /api/public/calendar-feed/<token>.ics
  /(\/staff-invitations\/)(?!accept(?:[/?#]|$))[^/?#]+/g, // /api/public/staff-invitations/<token>
  /(\/receipts\/)[^/?#]+/g, // /api/public/receipts/<reference>/<id>
];

/**
 * A registered route's path parameters are secrets (tokens, references, keys)
 * unless named here, so a route added later with a secret in its path is redacted without anyone
 * remembering this file (logRedaction.test.ts walks every route).
 */
export const NON_SECRET_PARAMS: ReadonlySet<string> = new Set(['id', 'booking_id', 'space', 'date']);
export const pathParams = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** The URL with each path segment that holds a secret parameter of its route (`pattern`) replaced. */
export function redactRouteParams(url: string, pattern: string | undefined): string {
  if (!pattern?.includes(':')) return url;
  const cut = url.search(/[?#]/);
  const [path, rest] = cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
  const want = pattern.split('/');
  const got = path.split('/');
  // a pattern with a wildcard or a parameter that matched a slash: the whole path is redacted rather than guessed at
  if (want.length !== got.length)
    return `${want
      .slice(
        0,
        want.findIndex((w) => w.includes(':') || w.includes('*')),
      )
      .join('/')}/[redacted]${rest}`;
  const secret = (segment: string) => pathParams(segment).some((p) => !NON_SECRET_PARAMS.has(p));
  return got.map((segment, i) => (secret(want[i]) ? '[redacted]' : segment)).join('/') + rest;
}

export function redactUrl(url: string): string {
  let out = url.replace(SECRET_QUERY, '$1[redacted]');
  for (const segment of SECRET_SEGMENTS) out = out.replace(segment, '$1[redacted]');
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  /** Fastify's request: the route it matched (absent for a URL no route matched). */
  routeOptions?: { url?: string };
}

/** The server's logger: pino at `level`, with the request line redacted (to `stream` in tests). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(redactRouteParams(req.url, req.routeOptions?.url)),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}
