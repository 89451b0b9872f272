import { chromium } from '@playwright/test';
const [,, url, out, query, w = '1200', h = '800'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(300);
if (query) {
  await page.locator('input[name="s"]').first().click();
  await page.keyboard.type(query);
  await page.waitForTimeout(600);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(100);
}
await page.screenshot({ path: out });
console.log(await page.locator('input[name="s"]').first().evaluate((el) => el.outerHTML));
await browser.close();
