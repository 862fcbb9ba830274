import { LANGUAGES } from '../../src/shared/constants';
import { checkRoute, consoleRoutes, GUEST, OWNER, ownerPage, seedConsole } from './consoleLanguageKit';
import { useSite } from './harness';

// Every console route in simplified and traditional Chinese and in English, the language chosen in the
// site's header (the member has no setting of their own): no English left in the Chinese ones, axe clean
// in them (the English console's pages are checked by axe in backOffice.e2e). Japanese has its own file,
// with screenshots and a whole desk day.
jest.setTimeout(180_000);

const site = useSite({ OWNER_EMAILS: OWNER.email });
const people = [OWNER.name, GUEST.name];

beforeAll(async () => seedConsole(site.server));

describe.each(LANGUAGES.map((l) => l.code).filter((c) => c !== 'ja'))('the console with the header set to %s', (language) => {
  test('every route speaks it and axe finds nothing', async () => {
    const { context, page, pageErrors } = await ownerPage(site.browser, site.server, language);
    const found: Record<string, { english: string[]; axe: string[] }> = {};
    for (const route of await consoleRoutes(context, site.server)) {
      const { english, axe } = await checkRoute(page, site.server, route.path, people, { axe: language !== 'en' });
      expect(await page.locator('[data-console-root]').first().getAttribute('lang')).toBe(language);
      found[route.name] = language === 'en' ? { english: [], axe: [] } : { english, axe };
    }
    await context.close();
    const clean = Object.fromEntries(Object.keys(found).map((name) => [name, { english: [], axe: [] }]));
    expect(found).toEqual(clean);
    expect(pageErrors).toEqual([]);
  });
});
