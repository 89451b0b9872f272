/**
 * YITH WooCommerce Wishlist 4.x in its legacy "PHP templates" rendering (4.0.1, in place of
 * 3.38.0 for these requests): its add-to-wishlist buttons print the same markup and it enqueues
 * the same jquery-yith-wcwl from its shortcodes, so the widget replaces it. One click on a
 * listing's button sends one add_to_wishlist, the request 4.x's own script sends, and the
 * wishlist page lists the product.
 */
import { assert, assertEqual, check } from '../../support';
import { callName, normalise } from '../recorder';
import { query } from '../shop';
import { inBothModes, type Flow } from './flow';
import { besideWidgets } from './pages';

export const wishlist4Flow: Flow = {
  name: 'wishlist-4',
  async run(context) {
    const product = query<{ products: Array<{ id: number; sku: string; name: string }> }>('state').products.find((item) => item.sku === 'IB-TUBE-2')!;
    const runs = await inBothModes(context, { wishlist4: true }, async ({ page, recording, origin, mode }) => {
      const html = await (await page.context().request.get(`${origin}/product-tag/inhalantbottle/`)).text();
      await page.goto(`${origin}/product-tag/inhalantbottle/`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      recording.mark();
      const answered = page.waitForResponse((response) => response.url().includes('admin-ajax.php') && (response.request().postData() ?? '').includes('add_to_wishlist'), { timeout: 15_000 });
      answered.catch(() => undefined);
      await page.click(`.add-to-wishlist-${product.id} a.add_to_wishlist`);
      await answered;
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const adds = recording.calls.filter((call) => callName(call) === 'admin-ajax:add_to_wishlist').map((call) => normalise(call));
      await page.goto(`${origin}/wishlist/`, { waitUntil: 'load' });
      const listed = await page.locator('.wishlist_table tbody td.product-name').allInnerTexts();
      return { beside: mode === 'talat' ? besideWidgets(html) : [], version: /yith-woocommerce-wishlist-4\//.test(html), adds, listed: listed.map((text) => text.trim()) };
    });
    check('YITH Wishlist 4.0.1 (PHP templates): no jquery-yith-wcwl beside the widget; one click sends one add_to_wishlist, as 4.x\'s own script sends it', () => {
      assert(!runs.talat.error && !runs.own.error, `${runs.talat.error ?? ''} ${runs.own.error ?? ''}`);
      assert(runs.talat.result?.version, 'the page is not served by the 4.x release');
      assertEqual(runs.talat.result?.beside, [], 'replaced scripts beside their widget');
      assertEqual(runs.talat.result?.adds.length, 1, 'add_to_wishlist calls with Talat');
      assertEqual(runs.talat.result?.adds, runs.own.result?.adds, "the add, as 4.x's script sends it");
    });
    check('YITH Wishlist 4.0.1: the wishlist page lists the product, as with its own script', () => {
      assertEqual(runs.talat.result?.listed, [product.name], 'the wishlist with Talat');
      assertEqual(runs.talat.result?.listed, runs.own.result?.listed, 'the wishlist with 4.x\'s script');
    });
  },
};
