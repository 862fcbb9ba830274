import type { LanguageCode } from '../shared/constants.js';
import { localTimes } from '../shared/dates.js';
import { formatDate } from '../shared/localeFormat.js';

// Small server-rendered pages (the test checkout, the dev mailbox): plain HTML, no script (the CSP allows none).
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A JSON data block for the app to read (never run: the CSP allows no inline script); `<` escaped, so no text can end it early. */
export const jsonDataBlock = (id: string, value: unknown) =>
  `\n    <script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const STYLE = `body{font-family:system-ui,sans-serif;background:#f7f8fb;color:#1d2330;margin:0}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0001}
main.wide{max-width:60rem}h1{font-size:1.5rem;margin-top:0}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #8a93a3;border-radius:8px}
button{font:inherit;margin-top:1rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#1a4fb8;color:#fff;font-weight:700;cursor:pointer}
.error{color:#a4000f;font-weight:600}.amount{font-size:1.75rem;font-weight:700}.muted{color:#4a5261;font-size:.9rem}a{color:#1a4fb8}
article{border-top:1px solid #d5d9e0;padding:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}`;

export interface PageOptions {
  /** The wider layout (the dev mailbox). */
  wide?: boolean;
  /** The page's language (the checkout and the receipt are in the visitor's). Default: en. */
  lang?: string;
  /** More CSS after the common style (the receipt's table and print rules). */
  style?: string;
}

export function htmlPage(title: string, site: string, body: string, { wide = false, lang = 'en', style = '' }: PageOptions = {}): string {
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} | ${esc(site)}</title><style>${STYLE}${style}</style></head><body><main${wide ? ' class="wide"' : ''}>${body}</main></body></html>`;
}

/**
 * A class's date and time, labelled as Japan time, with the visitor's own clock beside it when their time
 * zone shows other times; the dates as `lang` writes them (plain text; escape it where it goes).
 */
export function classTimeText(
  date: string,
  timeRange: string,
  timeZone: string | null,
  labels: { japanTime: string; yourTime(timeZone: string): string },
  lang: LanguageCode = 'en',
): string {
  const japan = `${formatDate(lang, date)} ${timeRange} (${labels.japanTime})`;
  const local = localTimes(date, timeRange, timeZone);
  return local && timeZone ? `${japan} / ${formatDate(lang, local.date)} ${local.range} (${labels.yourTime(timeZone)})` : japan;
}
