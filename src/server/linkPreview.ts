import type { LanguageCode } from '../shared/constants.js';
import { LANGUAGE_CODES } from '../shared/language.js';
import { PREVIEW_IMAGE, PREVIEW_TEXTS, previewPageOf, previewPath } from '../shared/linkPreview.js';
import { DEFAULT_SCHOOL } from '../shared/schoolProfile.js';
import { esc } from './html.js';

/** Where the server writes the link-preview tags into each page's <head> (public/index.html keeps it). */
export const PREVIEW_MARKER = '<!-- link preview: written by the server -->';

/** The school's name in the visitor's language, and the title it gave its pages (null: the site's). */
export interface PreviewSchool {
  name: string;
  title: string | null;
}

/** The preview's texts with the school's name where they name the default school ("| GTSS" in a title too). */
function ownTexts(t: (typeof PREVIEW_TEXTS)[LanguageCode], school?: PreviewSchool): (typeof PREVIEW_TEXTS)[LanguageCode] {
  // the default school's name (in any of its languages) keeps the texts as written ("GTSS 語学スクール" there)
  if (!school || school.name === t.siteName || Object.values(DEFAULT_SCHOOL.name).includes(school.name)) return t;
  const own = (text: string) => text.replaceAll(t.siteName, school.name).replace(/\bGTSS\b/g, school.name);
  const titles = Object.fromEntries(Object.entries(t.titles).map(([k, v]) => [k, own(v)])) as typeof t.titles;
  return { ...t, siteName: school.name, description: own(t.description), imageAlt: own(t.imageAlt), titles };
}

/**
 * The description, Open Graph and Twitter card tags of the page at `pathname`, in `language` (search
 * engines show the description, link previews the rest). A shareable page
 * (linkPreview.ts) names itself as canonical; any other page (a booking's, my page, the console)
 * gets the site's preview without an address of its own.
 */
export function previewTags(pathname: string, language: LanguageCode, publicUrl: string, school?: PreviewSchool): string {
  const t = ownTexts(PREVIEW_TEXTS[language], school);
  const page = previewPageOf(pathname);
  const title = page === 'home' && school?.title ? school.title : page ? t.titles[page] : t.siteName;
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
