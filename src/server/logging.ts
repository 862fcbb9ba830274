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
];

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
}

/** The server's logger: pino at `level`, with the request line redacted (to `stream` in tests). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip }),
    },
  };
}
