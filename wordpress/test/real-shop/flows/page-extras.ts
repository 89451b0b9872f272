/**
 * The page extras on the real shop, compared with WooCommerce's own woocommerce.js on the same
 * pages (issue 29 point 2): the store notice (Customizer > WooCommerce > Store notice) is shown,
 * its dismiss hides it and sets WooCommerce's cookie, and it stays hidden on the next page; the
 * listing's sort select goes to the same sorted page with the same query.
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { normalise } from '../recorder';
import { inBothModes, type Flow } from './flow';

const NOTICE = '.woocommerce-store-notice';

/** The store notice as the shopper sees it: its text where a hit test finds it, or 'not seen'. */
async function noticeSeen(page: Page): Promise<string> {
  return page.evaluate((selector) => {
    const notice = document.querySelector<HTMLElement>(selector);
    if (!notice) return 'absent';
    const box = notice.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'not seen';
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && notice.contains(hit) ? (notice.textContent ?? '').replace(/\s+/g, ' ').trim() : 'not seen';
  }, NOTICE);
}

export const pageExtrasFlow: Flow = {
  name: 'page-extras',
  async run(context) {
    const runs = await inBothModes(context, { storeNotice: true }, async ({ page, recording, origin, mode }) => {
      await page.goto(`${origin}/shop/`, { waitUntil: 'load' });
      // The notice is shown by the script (WooCommerce prints it hidden): wait for whichever shows it.
      await page.locator(NOTICE).waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
      if (mode === 'talat') await page.waitForFunction(() => (document.body.dataset.talatMounted ?? '').includes('page-extras'), undefined, { timeout: 15_000 });
      const shown = await noticeSeen(page);
      await page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`).click();
      await page.locator(NOTICE).waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
      const afterDismiss = await noticeSeen(page);
      const cookie = (await page.context().cookies()).find((item) => item.name.startsWith('store_notice'));

      await page.goto(`${origin}/shop/`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const nextPage = await noticeSeen(page);

      recording.mark();
      await Promise.all([page.waitForURL(/orderby=price/, { timeout: 15_000 }), page.selectOption('.woocommerce-ordering select.orderby', 'price')]);
      const sorted = recording.calls.filter((call) => call.kind === 'document').map((call) => normalise(call));
      const firstPrice = await page.locator('ul.products li.product .price').first().innerText();
      return { shown, afterDismiss, cookie: cookie ? `${cookie.name}=${cookie.value}` : null, nextPage, sorted, url: new URL(page.url()).search, firstPrice };
    });
    check("page extras: the store notice is seen, its dismiss hides it and sets WooCommerce's cookie, and the next page keeps it hidden, as with woocommerce.js", () => {
      assert(!runs.talat.error && !runs.own.error, `${runs.talat.error ?? ''} ${runs.own.error ?? ''}`);
      assertEqual(runs.talat.result?.shown, runs.own.result?.shown, 'the notice as shown');
      assert(runs.own.result?.shown?.startsWith('ส่งฟรีเมื่อสั่งซื้อครบ 1,000 บาท'), `woocommerce.js shows "${runs.own.result?.shown ?? ''}"`);
      assertEqual(runs.talat.result?.afterDismiss, 'not seen', 'the notice after its dismiss');
      assertEqual(runs.talat.result?.afterDismiss, runs.own.result?.afterDismiss, 'the notice after its dismiss, as with woocommerce.js');
      assert(runs.talat.result?.cookie?.endsWith('=hidden'), `the cookie ${runs.talat.result?.cookie ?? 'none'}`);
      assertEqual(runs.talat.result?.cookie, runs.own.result?.cookie, "WooCommerce's store-notice cookie");
      assertEqual(runs.talat.result?.nextPage, runs.own.result?.nextPage, 'the notice on the next page');
    });
    check("page extras: choosing 'price' in the listing's sort select goes to the same sorted page (the same GET the PHP reads) as with woocommerce.js", () => {
      assertEqual(runs.talat.result?.sorted.length, 1, 'page loads for the sort with Talat');
      assertEqual(runs.talat.result?.sorted, runs.own.result?.sorted, 'the sorted page request');
      assertEqual(runs.talat.result?.url, runs.own.result?.url, 'the sorted page address');
      assertEqual(runs.talat.result?.firstPrice, runs.own.result?.firstPrice, 'the cheapest product first');
    });
    check('page extras: no console error with Talat', () => {
      assertEqual(runs.talat.console.filter((line) => /^(error|uncaught)/.test(line) && !/recaptcha|ERR_NAME_NOT_RESOLVED/.test(line)), [], 'console errors');
    });
  },
};
