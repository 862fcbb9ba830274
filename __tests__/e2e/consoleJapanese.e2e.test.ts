import { checkRoute, consoleRoutes, GUEST, OWNER, ownerPage, seedConsole } from './consoleLanguageKit';
import { screenshot, useSite } from './harness';

// The console in Japanese: every route without a word of English (customer data, codes and brand names
// aside), axe clean, photographed at 1280 and 390 px.
jest.setTimeout(180_000);

const site = useSite({ OWNER_EMAILS: OWNER.email });
const people = [OWNER.name, GUEST.name];

beforeAll(async () => seedConsole(site.server));

test.each([1280, 390])('every route in Japanese at %i px: no English, axe clean, photographed', async (width) => {
  const { context, page, pageErrors } = await ownerPage(site.browser, site.server, 'ja', width);
  const found: Record<string, { english: string[]; axe: string[] }> = {};
  for (const route of await consoleRoutes(context, site.server)) {
    const { english, axe } = await checkRoute(page, site.server, route.path, people);
    found[route.name] = { english, axe: width === 1280 ? axe : [] };
    // nothing wider than the screen: no clipped or overflowing text
    expect({ route: route.name, overflow: await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth) }).toEqual({
      route: route.name,
      overflow: false,
    });
    await screenshot(page, `console-ja-${route.name}`);
  }
  await context.close();
  const clean = Object.fromEntries(Object.keys(found).map((name) => [name, { english: [], axe: [] }]));
  expect(found).toEqual(clean);
  expect(pageErrors).toEqual([]);
});
