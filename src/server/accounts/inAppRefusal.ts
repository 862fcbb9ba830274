import type { LanguageCode } from '../../shared/constants.js';
import { SITE_TITLE } from '../../shared/constants.js';
import type { InAppBrowser } from '../../shared/inAppBrowser.js';
import { IN_APP_NAMES, lineExternalUrl } from '../../shared/inAppWayOut.js';
import { IN_APP_TEXTS } from '../../shared/inAppTexts.js';
import { paths } from '../../shared/paths.js';
import { esc, htmlPage } from '../html.js';

/**
 * The page a Google sign-in started from an app's webview gets instead of Google's own
 * "403 disallowed_useragent" (the SPA shows no Google button there; an old page or a shared link may
 * still lead here): why, the way to the phone's browser, and the way back to the email login.
 */
export function inAppRefusalPage(app: InAppBrowser, language: LanguageCode, publicUrl: string): string {
  const t = IN_APP_TEXTS[language];
  const login = `${publicUrl}${paths.login}`;
  const wayOut =
    app === 'line' ? `<p><a href="${esc(lineExternalUrl(login))}">${esc(t.openInBrowser)}</a></p>` : `<p>${esc(t.menuHint)}</p>`;
  const body =
    `<h1>${esc(t.title)}</h1><p>${esc(t.why(IN_APP_NAMES[app]))}</p>${wayOut}` +
    `<p>${esc(t.stayHere)}</p><p><a href="${esc(login)}">${esc(t.backToLogin)}</a></p>`;
  return htmlPage(t.title, SITE_TITLE, body, { lang: language });
}
