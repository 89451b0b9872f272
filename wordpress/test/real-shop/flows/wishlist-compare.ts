/**
 * The wishlist (YITH WooCommerce Wishlist 3.38.0) and compare (TH Product Compare 1.3.0) on the
 * real shop, each compared with the plugin's own script on the same pages: the calls to the PHP
 * (`add_to_wishlist`, `remove_from_wishlist`, `th_get_compare_product`) and the end state (the
 * wishlist page's rows, the compare table's products and the cookie the plugin keeps them in).
 */
import type { Page } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { callName, normalise, type PhpCall } from '../recorder';
import { query } from '../shop';
import { inBothModes, type Flow } from './flow';

interface Product {
  id: number;
  sku: string;
  name: string;
}

const LISTING = '/product-tag/inhalantbottle/';

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/**
 * The calls named `names` among a step's calls, as the PHP parsed them. Each shopper has a
 * wishlist of their own: its id and token (and the URL made of them) are the session's, not the
 * request's shape, so they are compared as placeholders.
 */
function callsNamed(calls: PhpCall[], names: string[]) {
  return calls
    .filter((call) => names.includes(callName(call)))
    .map((call) => {
      const shaped = normalise(call);
      const token = shaped.post.find(([key]) => key === 'wishlist_token')?.[1];
      const id = shaped.post.find(([key]) => key === 'wishlist_id')?.[1];
      const placeheld = (key: string, value: string) => {
        if (/\[?wishlist_id\]?$/.test(key) && value === id && id) return '<wishlist id>';
        return token ? value.split(token).join('<wishlist token>') : value;
      };
      return { ...shaped, post: shaped.post.map(([key, value]) => [key, placeheld(key, value)] as [string, string]) };
    });
}

/** Waits for the admin-ajax answer to `action` while `press` happens. */
async function answered(page: Page, action: string, press: () => Promise<unknown>): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().includes('admin-ajax.php') && (response.request().postData() ?? '').includes(action), { timeout: 15_000 });
  // A press that fails leaves the wait unanswered: its rejection is the press's, not an unhandled one.
  answer.catch(() => undefined);
  await press();
  await answer;
  await settle(page);
}

/** The names the wishlist page lists (none: the plugin's empty row). */
async function wishlistRows(page: Page, origin: string): Promise<string[]> {
  await page.goto(`${origin}/wishlist/`, { waitUntil: 'load' });
  await settle(page);
  return (await page.locator('.wishlist_table tbody td.product-name').allInnerTexts()).map((text) => text.trim());
}

export const wishlistCompareFlow: Flow = {
  name: 'wishlist-compare',
  async run(context) {
    const products = query<{ products: Product[] }>('state').products;
    const first = products.find((product) => product.sku === 'IB-ROLL-1')!;
    const second = products.find((product) => product.sku === 'IB-GLASS-5')!;

    const wishlist = await inBothModes(context, {}, async ({ page, recording, origin }) => {
      await page.goto(`${origin}${LISTING}`, { waitUntil: 'load' });
      await settle(page);
      recording.mark();
      await answered(page, 'add_to_wishlist', () => page.click(`.add-to-wishlist-${first.id} a.add_to_wishlist`));
      const adds = callsNamed(recording.calls, ['admin-ajax:add_to_wishlist']);
      // The button becomes the plugin's "browse wishlist" link (its fragment), as the shopper sees it.
      const browseLink = page.locator(`.add-to-wishlist-${first.id} .yith-wcwl-wishlistaddedbrowse a`).first();
      const browse = await browseLink.waitFor({ state: 'visible', timeout: 10_000 }).then(() => true, () => false);
      const afterAdd = await wishlistRows(page, origin);
      recording.mark();
      await answered(page, 'remove_from_wishlist', () => page.click('.wishlist_table tbody .product-remove a.remove_from_wishlist'));
      const removes = callsNamed(recording.calls, ['admin-ajax:remove_from_wishlist']);
      await page.waitForFunction(() => !document.querySelector('.wishlist_table tbody td.product-name'), undefined, { timeout: 10_000 }).catch(() => undefined);
      const shownAfterRemove = (await page.locator('.wishlist_table tbody td.product-name').allInnerTexts()).map((text) => text.trim());
      const afterRemove = await wishlistRows(page, origin);
      return { adds, browse, afterAdd, removes, shownAfterRemove, afterRemove };
    });
    check("wishlist: one press on a listing's button sends one add_to_wishlist, as YITH's script sends it; the button becomes the browse link; the wishlist page lists the product", () => {
      assert(!wishlist.talat.error && !wishlist.own.error, `${wishlist.talat.error ?? ''} ${wishlist.own.error ?? ''}`);
      assertEqual(wishlist.talat.result?.adds.length, 1, 'add_to_wishlist calls with Talat');
      assertEqual(wishlist.talat.result?.adds, wishlist.own.result?.adds, "the add, as YITH's script sends it");
      assertEqual(wishlist.talat.result?.browse, true, 'the browse link seen after the add with Talat');
      assertEqual(wishlist.talat.result?.browse, wishlist.own.result?.browse, 'the browse link after the add');
      assertEqual(wishlist.talat.result?.afterAdd, [first.name], 'the wishlist page with Talat');
      assertEqual(wishlist.talat.result?.afterAdd, wishlist.own.result?.afterAdd, "the wishlist page with YITH's script");
    });
    check("wishlist: Remove on the wishlist page sends one remove_from_wishlist, as YITH's script; the row goes, and stays gone on reload", () => {
      assertEqual(wishlist.talat.result?.removes.length, 1, 'remove_from_wishlist calls with Talat');
      assertEqual(wishlist.talat.result?.removes, wishlist.own.result?.removes, "the remove, as YITH's script sends it");
      assertEqual(wishlist.talat.result?.shownAfterRemove, wishlist.own.result?.shownAfterRemove, 'the table after the remove');
      assertEqual(wishlist.talat.result?.afterRemove, [], 'the wishlist page after the remove');
      assertEqual(wishlist.talat.result?.afterRemove, wishlist.own.result?.afterRemove, "the wishlist page after the remove with YITH's script");
    });

    const compare = await inBothModes(context, {}, async ({ page, recording, origin, mode }) => {
      await page.goto(`${origin}${LISTING}`, { waitUntil: 'load' });
      await settle(page);
      const inFooter = (id: number) => page.locator(`.th-compare-footer-wrap .product_image [data-product-id="${id}"]`).first().waitFor({ state: 'attached', timeout: 10_000 });
      /** The products the open popup's table compares (its Remove buttons, as drawn; the plugin's table in its popup or in Talat's). */
      const tableProducts = () =>
        page.evaluate(() =>
          [...new Set([...document.querySelectorAll<HTMLElement>('table.product-table-configure .th-compare-product-remove[data-th-product-id]')].filter((element) => element.getClientRects().length > 0).map((element) => Number(element.dataset.thProductId)))].sort(),
        );
      const step = async (press: () => Promise<unknown>, until: () => Promise<unknown>) => {
        recording.mark();
        await answered(page, 'th_get_compare_product', press);
        await until();
        return callsNamed(recording.calls, ['admin-ajax:th_get_compare_product']);
      };
      const firstAdd = await step(() => page.click(`.th-product-compare-btn[data-th-product-id="${first.id}"]`), () => inFooter(first.id));
      // Talat's disclosure toggle is what the shopper sees at its place (the plugin's own tab is not drawn over it).
      const toggleSeen =
        mode === 'talat'
          ? await page.locator('.talat-compare-footer-toggle').evaluate((element) => {
              const box = element.getBoundingClientRect();
              const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              return hit !== null && element.contains(hit);
            })
          : true;
      const secondAdd = await step(() => page.click(`.th-product-compare-btn[data-th-product-id="${second.id}"]`), () => inFooter(second.id));
      recording.mark();
      await page.click('.th-compare-footer-product-opner');
      await page.locator('table.product-table-configure .th-compare-product-remove[data-th-product-id]').first().waitFor({ state: 'visible', timeout: 10_000 });
      await settle(page);
      const opened = await tableProducts();
      const openCalls = callsNamed(recording.calls, ['admin-ajax:th_get_compare_product']);
      const remove = await step(
        () => page.locator(`table.product-table-configure .th-compare-product-remove[data-th-product-id="${first.id}"]`).first().click(),
        () => page.waitForFunction((id) => !document.querySelector(`table.product-table-configure .th-compare-product-remove[data-th-product-id="${id}"]`), first.id, { timeout: 10_000 }),
      );
      const afterRemove = await tableProducts();
      const cookie = (await page.context().cookies()).find((item) => item.name.startsWith('th_compare_product'));
      return { firstAdd, toggleSeen, secondAdd, opened, openCalls, remove, afterRemove, cookie: cookie ? decodeURIComponent(cookie.value) : null };
    });
    check("compare: each press sends one th_get_compare_product, as the plugin's script sends it; the footer bar's toggle is seen; the popup compares both; Remove takes the one pressed; the cookie ends the same", () => {
      assert(!compare.talat.error && !compare.own.error, `${compare.talat.error ?? ''} ${compare.own.error ?? ''}`);
      const talat = compare.talat.result!;
      const own = compare.own.result!;
      for (const step of ['firstAdd', 'secondAdd', 'remove'] as const) {
        assertEqual(talat[step].length, 1, `${step}: th_get_compare_product calls with Talat`);
        assertEqual(talat[step], own[step], `${step}, as the plugin's script sends it`);
      }
      assertEqual(talat.openCalls, own.openCalls, "opening the popup, as the plugin's script");
      assert(talat.toggleSeen, "the footer bar's toggle is covered (the plugin's own tab drawn over it)");
      assertEqual(talat.opened, [first.id, second.id].sort(), 'the popup with Talat');
      assertEqual(talat.opened, own.opened, "the popup with the plugin's script");
      assertEqual(talat.afterRemove, [second.id], 'the popup after Remove');
      assertEqual(talat.afterRemove, own.afterRemove, "the popup after Remove with the plugin's script");
      assert(talat.cookie !== null, 'no compare cookie');
      assertEqual(talat.cookie, own.cookie, 'the compare cookie');
    });
  },
};
