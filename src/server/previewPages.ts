import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { esc } from './html.js';
import { PREVIEW_MARKER } from './linkPreview.js';
import { withCopy, type BookingCopy } from './booking/bookingCopy.js';

// A page's HTML with its link-preview tags written in: one copy per page file, language and page,
// compressed once and kept (the files only change with a build: their modification time is in the key).

interface Rendered {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Pages × languages stay far below this; the bound only keeps a bug from growing the map. */
const MAX_ENTRIES = 500;
const cache = new Map<string, Rendered | null>();

/**
 * `file` with `tags` in place of its marker, and `title` (the school's, when it set one) in place of its <title>'s
 * text; null when the file has no marker (then it is sent as it is).
 */
async function filled(file: string, tags: string, title: string | null): Promise<string | null> {
  const source = await fs.readFile(file, 'utf8');
  const titled = title ? source.replace(/<title>[^<]*<\/title>/, () => `<title>${esc(title)}</title>`) : source;
  return titled.includes(PREVIEW_MARKER) ? titled.replace(PREVIEW_MARKER, () => tags) : null;
}

/** `filled`, compressed once and kept. */
async function rendered(file: string, tags: string, title: string | null): Promise<Rendered | null> {
  const { mtimeMs } = await fs.stat(file);
  const key = `${file}\0${mtimeMs}\0${tags}\0${title ?? ''}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = await filled(file, tags, title);
  const entry = html === null ? null : compress(Buffer.from(html));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, entry);
  return entry;
}

/** One visitor's own data in a page: a data block after the tags, and the page's copy drawn with it (bookingPageData.ts). */
export interface PersonalPage {
  block: string;
  copy: BookingCopy | null;
}

/** A page with one visitor's data: never kept here, and compressed faster (it is sent once). */
async function personalPage(file: string, tags: string, title: string | null, personal: PersonalPage): Promise<Rendered | null> {
  const html = await filled(file, tags + personal.block, title);
  if (html === null) return null;
  return compress(Buffer.from(personal.copy ? withCopy(html, personal.copy) : html), 5);
}

function compress(html: Buffer, brotliQuality = 9): Rendered {
  return {
    html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  };
}

const accepts = (header: string | undefined, coding: string) =>
  (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name.trim().toLowerCase() === coding && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });

/**
 * Sends `file` with the preview tags written in, compressed as the browser accepts, revalidated by
 * ETag (never for a 404, which must stay one). False when the file has no marker: the caller sends it as it is.
 * `personal`: one visitor's data (a block after the tags, the copy drawn with it); that page is `no-store` and has no
 * ETag, as /api answers are.
 */
export async function sendWithPreview(
  req: FastifyRequest,
  reply: FastifyReply,
  file: string,
  tags: string,
  status: number,
  title: string | null = null,
  personal: PersonalPage | null = null,
): Promise<boolean> {
  const page = personal ? await personalPage(file, tags, title, personal) : await rendered(file, tags, title);
  if (!page) return false;
  // the tags follow the visitor's language: its cookie or Accept-Language
  reply.header('vary', 'accept-encoding, accept-language, cookie');
  reply.header('cache-control', personal ? 'no-store' : 'no-cache');
  reply.type('text/html; charset=utf-8');
  if (status === 200 && !personal) {
    reply.header('etag', page.etag);
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
      await reply.code(304).send();
      return true;
    }
  }
  const encoding = req.headers['accept-encoding'];
  const [body, coding] = accepts(encoding, 'br') ? [page.br, 'br'] : accepts(encoding, 'gzip') ? [page.gzip, 'gzip'] : [page.html, null];
  if (coding) reply.header('content-encoding', coding);
  await reply.code(status).send(body);
  return true;
}
