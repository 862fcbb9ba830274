import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BookingDetail } from '../../shared/booking.js';
import type { LanguageCode } from '../../shared/constants.js';

// A view-booking link's page drawn with its booking (issue 38: its largest paint, the refund line, came only with the
// app's scripts). The build's own pre-render (src/client/prerender.tsx, bundled for Node as dist-prerender/prerender.cjs)
// renders the page with the app's routes, store and sagas, exactly as the app's first render will show it, and the
// copy replaces the page file's pre-rendered one (written by scripts/postbuild.mjs: its emotion styles and its markup).

/** What the pre-render gives: the markup, and the emotion rules it used (ids and CSS). */
export interface BookingCopy {
  html: string;
  styleIds: string[];
  css: string;
}

export type RenderBooking = (
  pathname: string,
  language: LanguageCode,
  detail: BookingDetail,
  timeZone: string | null,
) => Promise<BookingCopy>;

const renderers = new Map<string, RenderBooking | null>();

/** The build's renderer beside `staticDir` (dist → dist-prerender), loaded once; null in a build without it. */
export function bookingRenderer(staticDir: string): RenderBooking | null {
  if (!renderers.has(staticDir)) {
    const file = path.resolve(staticDir, '..', 'dist-prerender', 'prerender.cjs');
    const bundle = fs.existsSync(file) ? (createRequire(file)(file) as { prerenderBooking?: RenderBooking }) : {};
    renderers.set(staticDir, bundle.prerenderBooking ?? null);
  }
  return renderers.get(staticDir)!;
}

const STYLE = /<style data-emotion="css [^"]*">[\s\S]*?<\/style>/;
const COPY = /(<div data-prerendered inert>)[\s\S]*?(<template id="prerendered-end"><\/template>)/;

/** `page` (a page file's HTML) with `copy` in place of its pre-rendered copy and styles; as it is when it has none (a live copy). */
export function withCopy(page: string, copy: BookingCopy): string {
  if (!COPY.test(page) || !STYLE.test(page)) return page;
  const style = `<style data-emotion="css ${copy.styleIds.join(' ')}">${copy.css.replace(/<\//g, '<\\/')}</style>`;
  return page.replace(STYLE, () => style).replace(COPY, (_, open: string, end: string) => `${open}${copy.html}${end}`);
}
