import type { LanguageCode } from '../shared/constants.js';
import { LANGUAGE_CODES } from '../shared/language.js';
import { PREVIEW_IMAGE, PREVIEW_TEXTS, previewPageOf, previewPath } from '../shared/linkPreview.js';
import { esc } from './html.js';

/** Where the server writes the link-preview tags into each page's <head> (public/index.html keeps it). */
export const PREVIEW_MARKER = '<!-- link preview: written by the server -->';

/**
 * The description, Open Graph and Twitter card tags of the page at `pathname`, in `language` (search
 * engines show the description, link previews the rest). A shareable page
 * (linkPreview.ts) names itself as canonical; any other page (a booking's, my page, the console)
 * gets the site's preview without an address of its own.
 */
export function previewTags(pathname: string, language: LanguageCode, publicUrl: string): string {
  const t = PREVIEW_TEXTS[language];
  const page = previewPageOf(pathname);
  const title = page ? t.titles[page] : t.siteName;
  const url = page ? `${publicUrl}${previewPath(page)}` : null;
  const image = `${publicUrl}${PREVIEW_IMAGE.path}`;
  const og = (property: string, content: string) => `<meta property="${property}" content="${esc(content)}" />`;
  const card = (name: string, content: string) => `<meta name="${name}" content="${esc(content)}" />`;
  return [
    card('description', t.description),
    ...(url ? [`<link rel="canonical" href="${esc(url)}" />`, og('og:url', url)] : []),
    og('og:type', 'website'),
    og('og:site_name', t.siteName),
    og('og:title', title),
    og('og:description', t.description),
    og('og:image', image),
    og('og:image:type', PREVIEW_IMAGE.type),
    og('og:image:width', String(PREVIEW_IMAGE.width)),
    og('og:image:height', String(PREVIEW_IMAGE.height)),
    og('og:image:alt', t.imageAlt),
    og('og:locale', t.locale),
    ...LANGUAGE_CODES.filter((l) => l !== language).map((l) => og('og:locale:alternate', PREVIEW_TEXTS[l].locale)),
    card('twitter:card', 'summary_large_image'),
    card('twitter:title', title),
    card('twitter:description', t.description),
    card('twitter:image', image),
    card('twitter:image:alt', t.imageAlt),
  ].join('\n    ');
}
