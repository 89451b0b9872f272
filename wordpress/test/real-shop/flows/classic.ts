/**
 * The classic builds on the real shop: the recipe prints each widget's classic build with
 * `nomodule` for browsers without module scripts. Served as such a browser gets them (shop.ts
 * classicPages), the same widgets mount, a search goes out once per keystroke, an add to cart
 * opens the side cart, the wishlist and compare buttons send one call each, the forms mount and
 * CF7 refuses an empty form, on the real plugins' PHP.
 */
import { assert, assertEqual, check } from '../../support';
import { callName } from '../recorder';
import { query } from '../shop';
import { inMode, type Flow } from './flow';

export const classicFlow: Flow = {
  name: 'classic',
  async run(context) {
    const product = query<{ products: Array<{ id: number; sku: string; name: string }> }>('state').products.find((item) => item.sku === 'IB-ROLL-3')!;
    const run = await inMode(context, 'talat', { classic: true }, async ({ page, recording, origin }) => {
      const modules: string[] = [];
      page.on('request', (request) => /\/dist\/[a-z-]+\.js|\/dist\/chunks\//.test(request.url()) && modules.push(request.url()));
      await page.goto(`${origin}/product-tag/inhalantbottle/`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const mounted = await page.evaluate(() => ({
        body: (document.body.dataset.talatMounted ?? '').split(' ').sort().join(' '),
        search: document.querySelector<HTMLElement>('.thaps-search-box')?.dataset.talatMounted,
        sideCart: document.querySelector<HTMLElement>('.taiowc-wrap')?.dataset.talatMounted,
      }));
      recording.mark();
      const input = page.locator('input.thaps-search-autocomplete').first();
      await input.click();
      for (const character of 'ขวด') await input.pressSequentially(character, { delay: 120 });
      await page.locator('[role="listbox"] [role="option"]').first().waitFor({ state: 'visible', timeout: 10_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const searches = recording.calls.filter((call) => callName(call) === 'admin-ajax:thaps_ajax_get_search_value').length;
      await page.keyboard.press('Escape');
      const added = page.waitForResponse((response) => response.url().includes('wc-ajax=add_to_cart'), { timeout: 15_000 });
      await page.click(`a.add_to_cart_button[data-product_id="${product.id}"]`);
      await added;
      const line = page.locator('.taiowc-cart-model-body .taiowc-woocommerce-mini-cart-item').filter({ hasText: product.name }).first();
      await line.waitFor({ state: 'visible', timeout: 10_000 });
      await page.keyboard.press('Escape');

      // The wishlist and compare buttons on the same listing, then the forms' pages.
      const once = async (match: (url: string, body: string) => boolean, press: () => Promise<unknown>) => {
        const answer = page.waitForResponse((response) => match(response.url(), response.request().postData() ?? ''), { timeout: 15_000 });
        answer.catch(() => undefined);
        await press();
        await answer;
        await page.waitForLoadState('networkidle').catch(() => undefined);
      };
      recording.mark();
      await once((url, body) => url.includes('admin-ajax.php') && body.includes('action=add_to_wishlist'), () => page.click(`.add-to-wishlist-${product.id} a.add_to_wishlist`));
      await page.locator(`.add-to-wishlist-${product.id} .yith-wcwl-wishlistaddedbrowse`).waitFor({ state: 'attached', timeout: 10_000 });
      await once((url, body) => url.includes('admin-ajax.php') && body.includes('action=th_get_compare_product'), () => page.click(`.th-product-compare-btn[data-th-product-id="${product.id}"]`));
      await page.locator(`.th-compare-footer-wrap .product_image [data-product-id="${product.id}"]`).first().waitFor({ state: 'attached', timeout: 10_000 });
      const listingCalls = recording.calls.map(callName).filter((name) => name === 'admin-ajax:add_to_wishlist' || name === 'admin-ajax:th_get_compare_product');

      const forms: Record<string, string | undefined> = {};
      for (const [path, selector] of [['/contact/', '.wpcf7'], ['/lead-form/', 'form.lead-form-front'], ['/confirm-payment/', 'form.wcp-form']] as const) {
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle').catch(() => undefined);
        forms[path] = await page.locator(selector).first().evaluate((element) => (element as HTMLElement).dataset.talatMounted);
      }
      // CF7's form sent empty: its required fields are refused, the message said.
      await page.goto(`${origin}/contact/`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await once((url) => url.includes('/contact-form-7/v1/contact-forms/') && url.includes('/feedback') && !url.includes('schema'), () => page.locator('.wpcf7 form').evaluate((form) => (form as HTMLFormElement).requestSubmit()));
      // The reply is read after its response arrives (the body is parsed, then the status set):
      // wait for the form to leave 'submitting' before reading what it shows.
      await page.waitForFunction(() => document.querySelector('.wpcf7 form')?.getAttribute('data-status') !== 'submitting', undefined, { timeout: 10_000 }).catch(() => undefined);
      const contactStatus = await page.locator('.wpcf7 form').getAttribute('data-status');
      return { mounted, modules, searches, listingCalls, forms, contactStatus };
    });
    check('classic builds (no module scripts): the widgets mount on the plugins\' markup, and no module or chunk is fetched', () => {
      assert(!run.error, run.error ?? '');
      assertEqual(run.result?.mounted, { body: 'attribution cart compare documents page-extras wishlist', search: 'live-search', sideCart: 'side-cart' }, 'data-talat-mounted');
      assertEqual(run.result?.modules, [], 'module scripts fetched');
    });
    check('classic builds: three keystrokes send three searches and the list is seen; an add to cart opens the side cart with the line', () => {
      assertEqual(run.result?.searches, 3, 'searches');
      assertEqual(run.console.filter((line) => /^(error|uncaught)/.test(line)), [], 'console');
    });
    check('classic builds: one press on the wishlist and on the compare button send one add_to_wishlist and one th_get_compare_product; the contact, lead and payment forms mount, and an empty CF7 form is refused (validation_failed)', () => {
      assertEqual(run.result?.listingCalls, ['admin-ajax:add_to_wishlist', 'admin-ajax:th_get_compare_product'], 'calls from the listing');
      assertEqual(run.result?.forms, { '/contact/': 'contact-form', '/lead-form/': 'lead-form', '/confirm-payment/': 'payment-form' }, 'the forms\' data-talat-mounted');
      assertEqual(run.result?.contactStatus, 'invalid', "CF7's form status after the empty send");
    });
  },
};
