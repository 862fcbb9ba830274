import { prerender, prerenderBooking } from '../../src/client/prerender';
import { detail } from './bookingFixtures';

// The server draws a view-booking link's page with its booking (server/booking/bookingCopy.ts) through the build's
// pre-render: the page as the app's first render shows it from the page's block, so nothing changes when the app takes over.

const booking = { ...detail, payment_method: 'card' as const };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'");

test('the booking, its refund line and Cancel, in the first render; no skeleton', async () => {
  const { html, styleIds, css } = await prerenderBooking('/view-booking/REF12345abc/7', 'en', booking, null);
  for (const line of [
    'GT-4K29',
    'Thu, 1 May 2031',
    '10:00-12:00 Japan time',
    'If you cancel, ¥6,000 is refunded to the card you paid with.',
  ]) {
    expect(text(html)).toContain(line);
  }
  expect(html).toContain('Cancel booking');
  expect(html).not.toContain('MuiSkeleton');
  expect(styleIds.length).toBeGreaterThan(0);
  expect(css).toContain(`.css-${styleIds[0]}`);
});

test("in the visitor's language, with their own time beside Japan's when their time zone differs", async () => {
  const { html } = await prerenderBooking('/view-booking/REF12345abc/7', 'ja', booking, 'America/New_York');
  expect(text(html)).toContain('キャンセルされた場合、6,000円をお支払いいただいたカードへ返金いたします。');
  expect(text(html)).toContain('日本時間 10:00-12:00（現地時間 21:00-23:00、4月30日）');
});

test("the build's copy of the page (no booking) shows it loading, as the app does before the call answers", async () => {
  const { html } = await prerender('/view-booking/sample/1', 'en');
  expect(html).toContain('MuiSkeleton');
  expect(text(html)).not.toContain('Cancel booking');
});
