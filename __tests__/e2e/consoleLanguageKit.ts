import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { LanguageCode } from '../../src/shared/constants';
import { LANGUAGE_COOKIE } from '../../src/shared/language';
import { paths } from '../../src/shared/paths';
import { violations, bookedViewPath, confirmedAccount, logIn } from './a11yKit';
import { appRendered, newPage, type RunningServer } from './harness';

// Walking the console in one language: every route, its words checked for English left over, axe (with
// contrast) on it. Shared by consoleJapanese (with screenshots and a desk day) and consoleLanguages.

export const OWNER = { name: 'Oona Owner', email: 'owner@school.example', password: 'owner-Passw0rd' };
export const GUEST = { name: 'Gina Guest', email: 'gina@example.com' };

/** What may stay in Latin letters in a translated console: brand names, codes and their formats (GT- of a booking code, HH:MM). */
// (the tracked links' channels are brands, named as themselves in every language; SVG and PNG are file formats)
const ALLOWED = [
  'GTSS',
  'GT',
  'CSV',
  'URL',
  'iCal',
  'ICS',
  'Google',
  'Apple',
  'Outlook',
  'HH',
  'MM',
  'Stripe',
  'LINE',
  'Instagram',
  'WeChat',
  'Facebook',
  'SVG',
  'PNG',
  'QR',
];

const BROWSER_LOCALES: Record<LanguageCode, string> = { en: 'en-GB', ja: 'ja-JP', 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW' };

/** The owner's account (owner through OWNER_EMAILS) and a guest's paid booking. */
export async function seedConsole(server: RunningServer): Promise<void> {
  await confirmedAccount(server, OWNER);
  await bookedViewPath(server, GUEST);
}

/** The owner, logged in on a fresh context whose header language (the selector's cookie) is `language`. */
export async function ownerPage(
  browser: Browser,
  server: RunningServer,
  language: LanguageCode,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  // the browser in that language too, as a member's own browser would be (native date fields follow it)
  const opened = await newPage(browser, width, 900, { locale: BROWSER_LOCALES[language] });
  await opened.context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: server.baseUrl }]);
  await logIn(opened.context, server, OWNER);
  return opened;
}

/** The console's routes, the booking's page among them. */
export async function consoleRoutes(context: BrowserContext, server: RunningServer): Promise<Array<{ name: string; path: string }>> {
  const res = await context.request.get(`${server.baseUrl}/api/admin/bookings`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: Array<{ id: number }> };
  expect(items.length).toBeGreaterThan(0);
  return [
    { name: 'today', path: paths.adminToday },
    { name: 'day', path: paths.admin },
    { name: 'bookings', path: paths.adminBookings },
    { name: 'booking', path: `${paths.adminBookings}/${items[0].id}` },
    { name: 'new-booking', path: paths.adminNewBooking },
    { name: 'numbers', path: paths.adminNumbers },
    { name: 'schedule', path: paths.adminSchedule },
    { name: 'teachers', path: paths.adminTeachers },
    { name: 'staff', path: paths.adminStaff },
    { name: 'activity', path: paths.adminActivity },
    { name: 'settings', path: paths.adminSettings },
    { name: 'links', path: paths.adminLinks },
    { name: 'invitation', path: `${paths.adminInvitation}?token=no-such-token` },
  ];
}

/** Opens a console route and waits for its own content (its heading, then the network at rest). */
export async function openConsoleRoute(page: Page, server: RunningServer, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await appRendered(page);
  await page
    .locator('[data-console-root] h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch((e: unknown) => {
      throw new Error(`${path}: no heading in the console's root (${String(e)})`);
    });
  // a page that loads its data shows skeletons or a spinner first: wait until none is left
  await page.waitForFunction(() => !document.querySelector('[data-console-root] :is([aria-busy="true"], [role="progressbar"])'));
  // and until its transitions are over (a button fading from disabled to enabled has no contrast yet)
  // (endless ones, a spinner's, do not count)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The Latin words the console shows in its own language (text, and the labels a screen reader reads:
 * aria-label, title, placeholder, alt), minus people's names and emails, long codes and the allowed words.
 * Words marked with another language (a language named in its own script, an email written in the
 * customer's language) are not the console's. For a translated console, anything left is English that
 * should not be there.
 */
export async function latinWordsLeft(page: Page, people: string[]): Promise<string[]> {
  const raw = await page.evaluate(() => {
    const texts: string[] = [];
    for (const root of document.querySelectorAll('[data-console-root], body > [translate="no"][lang]')) {
      const language = root.getAttribute('lang');
      const ours = (el: Element) => el.closest('[lang]')?.getAttribute('lang') === language && !el.closest('style, script');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.parentElement && ours(node.parentElement)) texts.push(node.textContent ?? '');
      for (const el of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
        if (ours(el))
          for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
            const value = el.getAttribute(attr);
            if (value) texts.push(value);
          }
    }
    return texts.join('\n');
  });
  const allowed = new Set(ALLOWED.map((w) => w.toLowerCase()));
  // people's names as whole names: "Oona Owner" is hers, a lone "owner" is an English word
  const words = people
    .reduce((text, name) => text.replaceAll(name, ' '), raw)
    .replace(/[\w.+-]+@[\w.-]+/g, ' ') // emails
    .replace(/https?:\/\/\S+/g, ' ') // links shown as text
    .replace(/\b[\w-]{16,}\b/g, ' ') // references and tokens
    .replace(/\bGT-[2-9A-Z]{4,}\b/g, ' ') // booking codes
    .replace(/\b[A-Z0-9]+(?:_[A-Z0-9]+)+\b/g, ' ') // configuration names (OWNER_EMAILS)
    .match(/[A-Za-z]{2,}/g);
  return [...new Set((words ?? []).filter((w) => !allowed.has(w.toLowerCase())))];
}

/** One console route in one language: nothing in English, and axe finds nothing (unless told to skip it). */
export async function checkRoute(
  page: Page,
  server: RunningServer,
  path: string,
  people: string[],
  { axe = true }: { axe?: boolean } = {},
): Promise<{ english: string[]; axe: string[] }> {
  await openConsoleRoute(page, server, path);
  return { english: await latinWordsLeft(page, people), axe: axe ? await violations(page) : [] };
}
