import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as messages from '../shared/messages.js';

/** Throw from a route or service to answer `status { detail }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** More of the answer beside `detail`, e.g. a machine-readable `code`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export interface FieldError {
  field: string;
  message: string;
}

/** Clear words for Fastify's own client errors; their default messages are written for developers. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: 'Malformed URL.',
};

const BY_STATUS: Record<number, string> = {
  403: 'Forbidden.',
  404: messages.notFound,
  405: 'Method not allowed.',
  413: 'Request body is too large.',
  414: 'The URL is too long.',
  415: 'Unsupported content type: send JSON.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** `/body/email` in the `body` part -> `email`; an issue about the whole part names the part. */
function fieldErrors(error: { validation: { instancePath: string; message?: string }[]; validationContext?: string }): FieldError[] {
  return error.validation.map((v) => ({
    field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
    message: v.message ?? 'Invalid value',
  }));
}

export function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return reply.code(error.status).send({ detail: error.detail, ...error.extra });
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error);
    return reply.code(400).send({ detail: `Invalid request: ${errors[0].field}: ${errors[0].message}`, errors });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const detail = CLIENT_ERRORS[error.code] ?? BY_STATUS[status] ?? 'Bad request.';
    return reply.code(status).send({ detail });
  }
  // The real error goes only to the log: a stack or SQL text in a response helps attackers, not visitors.
  req.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ detail: messages.internalError });
}
