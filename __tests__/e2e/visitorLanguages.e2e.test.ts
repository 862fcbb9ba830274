import { formatDate } from '../../src/shared/localeFormat';
import { paths } from '../../src/shared/paths';
import { appRendered, newPage, useSite } from './harness';
import { englishLeft, shownLanguage, WORDS } from './languageKit';
import { detail } from './steps';

// Issue 38: a visitor's states in their browser's language (the routes themselves: a11yAll's language sweep).
// One browser, one page: the booking form empty, then filled, the payment page, the checkout and the success
// page; a refused login (the server's answer, translated); then the selector switches every text without a reload.
jest.setTimeout(180_000);
const site = useSite();
const ja = WORDS.ja;
const zhTW = WORDS['zh-TW'];

test('a Japanese browser: the booking form empty and filled, paying, a refused login, all in Japanese; the selector switches to Chinese and English without a reload', async () => {
  const { page, pageErrors } = await newPage(site.browser, 390, 844, { locale: 'ja-JP' });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const base = site.server.baseUrl;
  const noEnglish = async () => expect(englishLeft((await shownLanguage(page)).text, 'ja')).toEqual([]);

  // empty: the hints say what is missing
  await page.goto(`${base}${paths.booking}`);
  await appRendered(page);
  await page.getByRole('heading', { level: 1, name: ja['booking.heroTitle'] }).waitFor();
  await page.getByText(ja['booking.chooseDate']).waitFor();
  await page.getByText(ja['msg.selectDateAndSlots']).waitFor();
  await noEnglish();

  // filled: a date (written the Japanese way), four slots, name and email
  const day = page.getByRole('grid').getByRole('gridcell', { disabled: false }).and(page.locator('button')).first();
  await day.click();
  const slots = page.getByRole('group', { name: ja['booking.slots'] }).getByRole('checkbox');
  await slots.first().waitFor();
  for (let i = 0; i < 4; i++) await slots.nth(i).check();
  await page.getByLabel(ja['common.name']).fill('山田 花子');
  await page.getByLabel(ja['common.email']).fill('hanako.languages@example.com');
  await page.getByRole('button', { name: ja['booking.confirm'] }).click();

  // the payment page: the final confirmation, its date as Japanese writes it
  await page.getByRole('heading', { level: 1, name: ja['payment.title'] }).waitFor();
  const date = (await detail(page, ja['common.date']).locator('time').getAttribute('datetime'))!;
  expect(await detail(page, ja['common.date']).textContent()).toBe(formatDate('ja', date));
  await page.getByRole('region', { name: ja['terms.heading'] }).waitFor();
  await noEnglish();
  await page.getByRole('button', { name: ja['payment.pay'] }).click();
  await page.getByLabel('カード番号').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: '支払う' }).click();
  await page.getByRole('heading', { level: 1, name: ja['success.title'] }).waitFor();
  await noEnglish();

  // error: the server's refusal in Japanese
  await page.goto(`${base}${paths.login}`);
  await appRendered(page);
  await page.getByLabel(ja['common.email']).fill('nobody@example.com');
  await page.getByLabel(ja['common.password']).fill('not-the-password');
  await page.getByRole('button', { name: ja['login.submit'], exact: true }).click();
  await page.getByText(ja['detail.wrongPassword']).waitFor();

  // the selector: every text switches at once, the page is not reloaded
  await page.goto(`${base}${paths.home}`);
  await appRendered(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('button', { name: ja['nav.openMenu'] }).click(); // a phone: the selector is in the menu
  await page.getByRole('combobox', { name: ja['nav.language'] }).selectOption('zh-TW');
  await page.getByRole('heading', { level: 1, name: zhTW['home.title'] }).waitFor();
  const shown = await shownLanguage(page);
  expect({ selector: shown.selector, lang: shown.lang, english: englishLeft(shown.text, 'zh-TW') }).toEqual({
    selector: 'zh-TW',
    lang: 'zh-TW',
    english: [],
  });
  await page.getByRole('link', { name: zhTW['nav.about'] }).click();
  await page.getByRole('heading', { level: 1, name: zhTW['about.title'] }).waitFor();
  // English: the spec's words, word for word
  await page.getByRole('button', { name: zhTW['nav.openMenu'] }).click();
  await page.getByRole('combobox', { name: zhTW['nav.language'] }).selectOption('en');
  await page.getByRole('heading', { level: 1, name: 'Who We Are' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Booking' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // a reload keeps the choice (its cookie): the server's HTML is English now
  await page.reload();
  await appRendered(page);
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await page.getByRole('heading', { level: 1, name: 'Who We Are' }).waitFor();
  // the widget is blocked here: the selector's spec alert, word for word, after its polls (none is required)
  expect(dialogs.every((d) => d === 'Google Translate not ready. Please try again shortly.')).toBe(true);
  expect(pageErrors).toEqual([]);
});
