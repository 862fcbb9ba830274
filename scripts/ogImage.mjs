// Draws public/og-image.png, the 1200×630 picture that link previews (LINE, Facebook, X, WeChat…) show
// for every page (the og:image the server writes into each page). PNG, as some apps' previews show no SVG.
// The picture is drawn from the HTML below by the Chromium the e2e tests use; the PNG is committed, so a
// build needs no browser. Run again after changing it: node scripts/ogImage.mjs
import path from 'node:path';
import { chromium } from 'playwright-core';

const WIDTH = 1200;
const HEIGHT = 630;
const out = path.resolve('public/og-image.png');

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0}
  body{width:${WIDTH}px;height:${HEIGHT}px;box-sizing:border-box;padding:72px 88px;display:flex;flex-direction:column;justify-content:space-between;
    background:#1a4fb8;color:#fff;font-family:"Noto Sans CJK JP","DejaVu Sans",sans-serif}
  .brand{display:flex;align-items:center;gap:28px}
  .logo{width:112px;height:112px;border-radius:26px;background:#fff;color:#1a4fb8;display:flex;align-items:center;justify-content:center;font:700 50px "DejaVu Sans",sans-serif}
  .name{font-size:46px;font-weight:700;letter-spacing:.5px}
  h1{margin:0;font-size:76px;line-height:1.1;font-weight:700}
  .sub{margin-top:22px;font-size:34px;opacity:.92}
  .langs{font-size:30px;opacity:.85;display:flex;gap:36px}
</style></head><body>
  <div class="brand"><div class="logo">GT</div><div class="name">GTSS Language School</div></div>
  <div><h1>Book a trial class</h1><div class="sub">Pick a date and time · pay online · confirmed by email</div></div>
  <div class="langs"><span>体験レッスン予約</span><span>预约体验课</span><span>預約體驗課</span></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.screenshot({ path: out, type: 'png' });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
