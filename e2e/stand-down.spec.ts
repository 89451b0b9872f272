import { expect, test, type Page, type Request } from '@playwright/test';
import { PLUGIN_SCRIPT_SRC, pluginParamsTag, pluginScriptTag, type PluginScriptHandle } from '@talat/mocks';
import { interactiveChunk, useSpecGuards, waitForWidget } from './support';

// Issue 29 point 3: a plugin's own script that a late enqueue left on the page beside Talat's widget
// (docs/research/plugin-scripts-live.md). The demo listing as WordPress printed it on the real shop:
// the theme's jQuery, then, in the footer, the plugin's params and its script. The script is a
// stand-in of the test's that defines what the plugin's defines and binds a handler as it does; the
// widget stands down, so each shopper's act sends exactly one request, the stand-in's.

const LISTING = '/product-tag/inhalantbottle/?jquery=1';

/** Serves `script` as the plugin's file and prints its params and tag before `</body>`, after Talat's tags. */
async function withPluginScript(page: Page, handle: PluginScriptHandle, params: { name: string; value: unknown }, script: string): Promise<void> {
  const src = PLUGIN_SCRIPT_SRC[handle];
  await page.route((url) => url.pathname + url.search === src, (route) => route.fulfill({ contentType: 'text/javascript', body: script }));
  await page.route((url) => url.pathname + url.search === LISTING, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', `${pluginParamsTag(handle, params.name, params.value)}\n${pluginScriptTag(handle, src)}\n</body>`);
    await route.fulfill({ response, body: html });
  });
}

/** The console's stand-down warnings (the demo has a page-extras one of its own), and every request the page sends. */
function watch(page: Page) {
  const warnings: string[] = [];
  const requests: Request[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && /^\[Talat\] \S+ stands down/.test(message.text()) && warnings.push(message.text())));
  page.on('request', (request) => void requests.push(request));
  return { warnings, requests };
}

useSpecGuards();

test('the live search stands down beside thaps-search.js: 13 typed characters send 13 searches, all the plugin’s, and no Talat list', async ({ page }) => {
  // Like thaps-search.js (lines 1218, 1253): its jQuery plugin as it runs, a search per keystroke from jQuery's ready on.
  await withPluginScript(
    page,
    'th-advance-product-search-front',
    { name: 'th_advance_product_search_options', value: { ajaxUrl: '/wp-admin/admin-ajax.php', thaps_nonce: 'n', thaps_length: '1' } },
    `(function ($) {
      $.fn.thapsAutocomplete = function (options) {
        return this.on('input.autocomplete', function () { $.get(options.serviceUrl, { match: this.value }); });
      };
      $(function () { $('.thaps-search-autocomplete').thapsAutocomplete({ serviceUrl: th_advance_product_search_options.ajaxUrl + '?action=thaps_ajax_get_search_value' }); });
    })(jQuery);`,
  );
  const { warnings, requests } = watch(page);
  await page.goto(LISTING);
  // The other widgets on the page mount as ever.
  await waitForWidget(page, 'cart');
  await expect(page.locator('body')).toHaveAttribute('data-talat-stood-down', 'live-search');
  const searches = () => requests.filter((request) => new URL(request.url()).searchParams.get('action') === 'thaps_ajax_get_search_value');
  const input = page.locator('input.thaps-search-autocomplete');
  await input.click();
  const typed = 'roll on glass';
  const last = page.waitForResponse((response) => new URL(response.url()).searchParams.get('match') === typed);
  await page.keyboard.type(typed);
  await last;
  expect(searches().map((request) => new URL(request.url()).searchParams.get('match'))).toEqual([...typed].map((_, i) => typed.slice(0, i + 1)));
  // Talat's would carry the nonce; its chunk would have been asked for at the first keystroke.
  expect(searches().filter((request) => new URL(request.url()).searchParams.has('thaps_nonce'))).toEqual([]);
  expect(requests.filter((request) => request.url().endsWith(interactiveChunk('live-search')))).toEqual([]);
  await expect(page.locator('[data-talat-mounted~="live-search"]')).toHaveCount(0);
  // Nothing of Talat's on the input: no combobox, no list.
  await expect(input).not.toHaveAttribute('role', /./);
  await expect(input).not.toHaveAttribute('aria-expanded', /./);
  await expect(page.getByRole('listbox')).toHaveCount(0);
  expect(warnings).toEqual(["[Talat] live-search stands down for the plugin's own script on the page: th-advance-product-search-front."]);
});

test('the wishlist stands down beside jquery.yith-wcwl.js, which binds only at jQuery’s ready: one click sends one add_to_wishlist, the plugin’s', async ({ page }) => {
  // Like jquery.yith-wcwl.js (unminified lines 11-19): nothing until jQuery's ready, then a delegated click on the document.
  await withPluginScript(
    page,
    'jquery-yith-wcwl',
    { name: 'yith_wcwl_l10n', value: { ajax_url: '/wp-admin/admin-ajax.php' } },
    `jQuery(function ($) {
      $(document).on('click', '.add_to_wishlist', function (event) {
        event.preventDefault();
        $.post(yith_wcwl_l10n.ajax_url, { action: 'add_to_wishlist', add_to_wishlist: $(this).attr('data-product-id'), stand_in: 1 });
      });
    });`,
  );
  const { warnings, requests } = watch(page);
  await page.goto(LISTING);
  await waitForWidget(page, 'cart');
  await expect(page.locator('body')).toHaveAttribute('data-talat-stood-down', 'wishlist');
  const adds = () => requests.filter((request) => request.url().includes('admin-ajax.php') && new URLSearchParams(request.postData() ?? '').get('action') === 'add_to_wishlist');
  const sent = page.waitForResponse((response) => response.request().postData()?.includes('action=add_to_wishlist') ?? false);
  await page.locator('li.product.post-231 a.add_to_wishlist').click();
  await sent;
  expect(adds().map((request) => Object.fromEntries(new URLSearchParams(request.postData() ?? '')))).toEqual([{ action: 'add_to_wishlist', add_to_wishlist: '231', stand_in: '1' }]);
  // Talat's first load would have asked for its chunk at the click (or at idle: the page has wishlist buttons).
  expect(requests.filter((request) => request.url().endsWith(interactiveChunk('wishlist')))).toEqual([]);
  await expect(page).toHaveURL(LISTING);
  await expect(page.locator('[data-talat-mounted~="wishlist"]')).toHaveCount(0);
  expect(warnings).toEqual(["[Talat] wishlist stands down for the plugin's own script on the page: jquery-yith-wcwl."]);
});
