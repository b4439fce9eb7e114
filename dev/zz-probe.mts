import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
import { createStorefrontApp, listen } from '/work/main/dev/storefront-server';
const server = await listen(createStorefrontApp({ distDir: '/work/main/dist/web', consoleOrigin: 'http://127.0.0.1:1' }), 0);
const base = `http://127.0.0.1:${(server.address() as any).port}`;
function chromeCpu(): number {
  let t = 0;
  for (const p of readdirSync('/proc')) { if (!/^\d+$/.test(p)) continue;
    try { const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8'); if (!cmd.includes('chromium')) continue;
      const st = readFileSync(`/proc/${p}/stat`, 'utf8'); const parts = st.slice(st.lastIndexOf(')') + 2).split(' ');
      t += Number(parts[11]) + Number(parts[12]) + Number(parts[13]) + Number(parts[14]); } catch {} }
  return t / 100;
}
const extra = (process.env.EXTRA ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu', ...extra] });
const routes = ['/products', '/', '/checkout', '/track', '/product/products-dolo-650-tab-15', '/hi/products', '/upload', '/blogs'];
const c0 = chromeCpu(); const t0 = Date.now();
const mode = process.env.MODE ?? 'fresh';
const shared = await browser.newContext({ viewport: { width: 390, height: 900 } });
const sharedPage = await shared.newPage();
for (let round = 0; round < 2; round++) for (const route of routes) {
  const context = mode === 'fresh' ? await browser.newContext({ viewport: { width: 390, height: 900 } }) : shared;
  const page = mode === 'tab' ? sharedPage : await context.newPage();
  if (process.env.BLANK) { await page.goto(process.env.BLANK === 'robots' ? base + '/robots.txt' : 'about:blank'); await page.evaluate(() => 1); } else {
  await page.goto(base + route);
  await page.waitForFunction(() => performance.getEntriesByName('medvika:app-attached').length > 0);
  await page.locator('main h1').first().textContent(); }
  if (mode === 'fresh') await context.close(); else if (mode === 'page') await page.close();
}
const c1 = chromeCpu();
console.log(mode, JSON.stringify(extra), process.env.RM ? 'RM' : '', 'chromium cpu-s', (c1 - c0).toFixed(1), 'wall', ((Date.now() - t0) / 1000).toFixed(1));
await browser.close(); server.close();
