import { newPage, screenshot, useSite } from './harness';

jest.setTimeout(120_000);
const site = useSite();

test('a page chunk that fails to load shows "Loading chunk failed" naming the chunk, and Try again recovers', async () => {
  const { context, page } = await newPage(site.browser);
  await page.goto(`${site.server.baseUrl}/app`);
  await page.getByRole('heading', { level: 1, name: 'Smart Booking for Global Educators' }).waitFor();
  await page.route('**/static/js/about.chunk.js', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  const alert = page.getByRole('alert');
  await alert.getByRole('heading', { name: 'Loading chunk failed' }).waitFor();
  await alert.getByText('“about”').waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).waitFor(); // the layout stays
  await screenshot(page, 'chunk_error');
  await page.unroute('**/static/js/about.chunk.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { level: 1, name: 'Who We Are' }).waitFor();
  await context.close();
});

test('chunks are served from static/js/{chunk}.chunk.js with a JavaScript type, compressed and with an ETag', async () => {
  const res = await fetch(`${site.server.baseUrl}/static/js/about.chunk.js`, { headers: { 'accept-encoding': 'br' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/javascript/);
  expect(res.headers.get('content-encoding')).toBe('br');
  expect(res.headers.get('etag')).toBeTruthy();
});
