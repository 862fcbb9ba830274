import fs from 'node:fs';
import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '../shared/constants.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a dev-only route (the mailbox, the test checkout's pages) that /api/openapi.json leaves out. */
    openapi?: boolean;
  }
}

export interface ApiRoute {
  method: string;
  /** Fastify's pattern, prefix included: /api/public/bookings/:booking_id/cancel */
  url: string;
  schema?: FastifySchema;
  /** Left out of the document (route config `openapi: false`, and every /api/admin route). */
  hidden: boolean;
  /** Who may call a back-office route (route config `access`; unset: the admin routes' default, staff). */
  access?: string;
}

type JsonSchema = Record<string, unknown>;

/** Records every /api route as it is registered: call before the first route. HEAD copies of GETs are skipped. */
export function collectApiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_BASE}/`)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      // The staff API is the console's own, not for the public document
      const hidden = route.config?.openapi === false || route.url.startsWith(`${API_BASE}/admin/`);
      routes.push({ method, url: route.url, schema: route.schema, hidden, access: route.config?.access });
    }
  });
  return routes;
}

// Requests are described as the client sends them (before transforms), responses as the server sends them.
const toJson = (schema: unknown, io: 'input' | 'output'): JsonSchema | null => {
  if (!(schema instanceof z.ZodType)) return null;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  return json;
};

const jsonContent = (schema: unknown) => ({ 'application/json': { schema } });

/** Every error is `{ detail }`, plus `errors` per field for a validation failure. */
const ErrorBody = {
  type: 'object',
  properties: {
    detail: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
  },
  required: ['detail'],
};

function parameters(where: 'path' | 'query', schema: unknown) {
  const json = toJson(schema, 'input');
  const properties = (json?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: s }));
}

function responses(response: unknown) {
  const out: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries((response ?? {}) as Record<string, unknown>)) {
    const json = toJson(schema, 'output');
    // z.null() is "no body" (GET /public/me answers a guest with 204)
    out[status] = json?.type === 'null' ? { description: 'No content' } : { description: 'Success', content: jsonContent(json ?? {}) };
  }
  if (!Object.keys(out).length) out['2XX'] = { description: 'Success (this route declares no response schema)' };
  out.default = { description: 'Error', content: jsonContent({ $ref: '#/components/schemas/Error' }) };
  return out;
}

function operation({ schema = {} }: ApiRoute) {
  const body = toJson(schema.body, 'input');
  const params = [...parameters('path', schema.params), ...parameters('query', schema.querystring)];
  return {
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: { required: true, content: jsonContent(body) } } : {}),
    responses: responses(schema.response),
  };
}

export interface ApiInfo {
  title: string;
  version: string;
  description?: string;
}

/** OpenAPI 3.1 from the routes' own zod schemas (src/shared), so the document cannot drift from the API. */
export function openApiDocument(routes: ApiRoute[], info: ApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes.filter((r) => !r.hidden)) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return { openapi: '3.1.0', info, paths, components: { schemas: { Error: ErrorBody } } };
}

/** package.json's name, version and description, as the document's info. */
export function apiInfoFrom(packageFile: string): ApiInfo {
  const { name, version, description } = JSON.parse(fs.readFileSync(packageFile, 'utf8'));
  return { title: name, version, description };
}

/** GET /api/openapi.json, built on the first request (every route is registered by then). */
export const openApiRoutes: FastifyPluginAsync<{ routes: ApiRoute[]; info: ApiInfo }> = async (app, { routes, info }) => {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/openapi.json', async () => (document ??= openApiDocument(routes, info)));
};
