import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, type LanguageCode } from '../shared/constants.js';
import * as messages from '../shared/messages.js';
import { consolePageChunkOf } from '../shared/consolePaths.js';
import { isSpaRoute as isVisitorOrConsoleRoute, pageChunkOf as chunkOfPath } from '../shared/paths.js';

/** A route of the SPA: paths.ts's, or a console page of consolePaths.ts. */
const isSpaRoute = (pathname: string) => isVisitorOrConsoleRoute(pathname) || consolePageChunkOf(pathname) !== null;
const pageChunkOf = (pathname: string) => consolePageChunkOf(pathname) ?? chunkOfPath(pathname);
import { previewTags } from './linkPreview.js';
import type { PageSchool } from './school/schoolTags.js';
import { sendWithPreview, type PersonalPage } from './previewPages.js';
import { recordFirstTouch } from './sources/firstTouch.js';
import { visitorLanguage, visitorTimeZone } from './visitorLocale.js';

const INDEX = 'index.html';
export const NOT_BUILT = 'The site is not built yet: run npm run build.';

const isApiPath = (pathname: string) => pathname === API_BASE || pathname.startsWith(`${API_BASE}/`);

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Asset names are fixed, not content-hashed (static/js/{chunk}.chunk.js, fixed), so nothing may be
 * cached without asking: every response carries an ETag and the browser revalidates (304 when unchanged).
 */
function setCacheHeaders(reply: FastifyReply, file: string) {
  const page = file.endsWith('.html');
  reply.header('cache-control', page ? 'no-cache' : 'public, max-age=0, must-revalidate');
}

/**
 * Serves the built SPA from staticDir, with its .br/.gz siblings when the browser accepts them. Pages are
 * answered by spaFallback, which picks each route's copy of index.html; '/' too (the home page's copy),
 * instead of the plain index.html that the static plugin would send for the folder.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string, options: PageOptions = {}) {
  app.get('/', spaFallback(staticDir, options));
  // Browsers ask for /favicon.ico on their own (a feed reader, a tab restored without the page): point
  // them at the site's icon instead of answering with the 17 KB 404 page.
  app.get('/favicon.ico', (_req, reply) => reply.redirect('/favicon.svg', 301));
  await app.register(fastifyStatic, {
    root: staticDir,
    preCompressed: true,
    index: false,
    etag: true,
    lastModified: true,
    cacheControl: false, // set by setCacheHeaders instead
    setHeaders: setCacheHeaders,
  });
}

/**
 * The page's copy in `language`, else its one copy (a build before pages had languages), else index.html. `live`: its
 * copy without the pre-rendered markup (the school changed what that shows), in the visitor's language all the same.
 */
async function pageFile(staticDir: string, chunk: string, language: LanguageCode, live = false): Promise<string> {
  const copies = live ? [`pages/${chunk}.${language}.live.html`] : [`pages/${chunk}.${language}.html`, `pages/${chunk}.html`];
  for (const file of copies) {
    if (await exists(path.join(staticDir, file))) return file;
  }
  return INDEX;
}

export interface PageOptions {
  /** The site's public address: pages then carry their link-preview tags (linkPreview.ts) with absolute URLs. */
  publicUrl?: string;
  /** Tags every page carries beside its preview tags: what the client must know before any call (LINE configured). */
  siteTags?: string;
  /** The school's tags of a page (school/schoolTags.ts), and whether its pre-rendered copy still shows what the app will. */
  school?: (pathname: string) => Promise<PageSchool>;
  /** A page's own data (a view-booking link's booking and its page drawn with it: bookingPageData.ts); personal, never stored. */
  pageData?: (request: {
    pathname: string;
    language: LanguageCode;
    timeZone: string | null;
    reply: FastifyReply;
  }) => Promise<PersonalPage | null>;
}

/** Unknown /api paths and non-GET requests: JSON 404. Other pages: the SPA, which renders its own 404 page. */
export function spaFallback(staticDir: string, { publicUrl, siteTags = '', school, pageData }: PageOptions = {}) {
  const indexFile = path.join(staticDir, INDEX);
  return async function notFound(req: FastifyRequest, reply: FastifyReply) {
    const pathname = req.url.split('?')[0];
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (!page || isApiPath(pathname)) return reply.code(404).send({ detail: messages.notFound });
    if (!(await exists(indexFile))) return reply.code(503).send({ detail: NOT_BUILT });
    // The copy of index.html that also loads this page's chunk, in the visitor's language (scripts/postbuild.mjs):
    // its words, its pre-rendered copy and its <html lang> are in that language; index.html if none. When the school's
    // own texts make the pre-rendered copy wrong, its live copy (no pre-render: the app renders them), still in that language.
    const language = visitorLanguage(req);
    const ownSchool = isSpaRoute(pathname) && school ? await school(pathname) : null;
    const file = await pageFile(staticDir, pageChunkOf(pathname), language, ownSchool?.prerendered === false);
    // the page follows the language cookie and Accept-Language: a cache keeps one copy per language
    reply.header('vary', 'accept-encoding, accept-language, cookie');
    if (isSpaRoute(pathname)) {
      recordFirstTouch(req, reply, publicUrl);
      const preview = ownSchool?.preview(language);
      const tags = publicUrl ? previewTags(pathname, language, publicUrl, preview) + siteTags + (ownSchool?.tags ?? '') : null;
      const personal = (await pageData?.({ pathname, language, timeZone: visitorTimeZone(req), reply })) ?? null;
      // the document's title: the school's, where it set one (the SPA does not change it)
      if (tags && (await sendWithPreview(req, reply, path.join(staticDir, file), tags, 200, preview?.title ?? null, personal)))
        return reply;
      return reply.sendFile(file);
    }
    // A 404 must never turn into a 304, so this copy carries no validators.
    return reply.code(404).sendFile(file, { etag: false, lastModified: false });
  };
}
