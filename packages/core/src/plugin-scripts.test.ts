// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { livePluginScripts, type PluginScript } from './plugin-scripts';

type JQueryStatic = typeof import('jquery');
type PageGlobals = Record<string, unknown>;
const page = window as unknown as PageGlobals;

const SEARCH: PluginScript = { handle: 'th-advance-product-search-front', file: '/thaps-search', global: 'jQuery.fn.thapsAutocomplete' };
const ATTRIBUTION: PluginScript = { handle: 'wc-order-attribution', file: '/order-attribution', global: 'wc_order_attribution.setOrderTracking' };
const ADD_TO_CART: PluginScript = { handle: 'wc-add-to-cart', file: '/add-to-cart', on: 'click .add_to_cart_button:not(.wc-interactive)' };

const LEAD_FORM: PluginScript = { handle: 'lfb_f_js', on: 'submit form.lead-form-front' };

const tag = (id: string, src: string) => document.body.insertAdjacentHTML('beforeend', `<script src="${src}" id="${id}"></script>`);

async function installJQuery(): Promise<JQueryStatic> {
  const $ = (await import('jquery')).default as unknown as JQueryStatic;
  vi.stubGlobal('jQuery', $);
  return $;
}

afterEach(() => {
  const $ = page.jQuery as JQueryStatic | undefined;
  $?.(document.body).off();
  delete page.wc_order_attribution;
  document.body.innerHTML = '';
});

describe('livePluginScripts (docs/research/plugin-scripts-live.md)', () => {
  it("takes the plugin's own tag, plain or minified, with any query, as WordPress prints it", () => {
    tag('th-advance-product-search-front-js', '/wp-content/plugins/th-advance-product-search/assets/js/thaps-search.js?ver=1');
    tag('wc-add-to-cart-js', 'https://shop.example/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=9.3.3#x');
    expect(livePluginScripts([SEARCH, ATTRIBUTION, ADD_TO_CART], document)).toEqual(['th-advance-product-search-front', 'wc-add-to-cart']);
  });

  it("takes no params block, no tag with another file under the plugin's id, and no other element with that id", () => {
    document.body.innerHTML = [
      '<script id="th-advance-product-search-front-js-extra">var th_advance_product_search_options = {};</script>',
      '<script id="wc-add-to-cart-js" src="/wp-content/plugins/talat/dist/classic/cart.js?ver=1"></script>',
      '<script id="wc-add-to-cart-js" src="/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart-variation.min.js"></script>',
      '<img id="wc-order-attribution-js" src="/order-attribution.js">',
      '<script id="wc-order-attribution-js"></script>',
    ].join('');
    page.wc_order_attribution = { params: { allowTracking: 'yes' }, fields: {} };
    expect(livePluginScripts([SEARCH, ATTRIBUTION, ADD_TO_CART], document)).toEqual([]);
  });

  it('takes a function the script defined as it ran, not a value of the same name', () => {
    page.wc_order_attribution = { params: {}, setOrderTracking: 'yes' };
    expect(livePluginScripts([ATTRIBUTION], document)).toEqual([]);
    page.wc_order_attribution = { params: {}, setOrderTracking: () => undefined };
    expect(livePluginScripts([ATTRIBUTION], document)).toEqual(['wc-order-attribution']);
  });

  it("takes an element whose id is the name for nothing (the browser's named access on window)", () => {
    document.body.innerHTML = '<div id="lfbInserForm"></div>';
    expect(livePluginScripts([{ handle: 'lfb_f_js', global: 'lfbInserForm' }], document)).toEqual([]);
  });

  it('takes a jQuery plugin and a delegated jQuery handler with its selector, on the document or body', async () => {
    const $ = await installJQuery();
    expect(livePluginScripts([SEARCH, ADD_TO_CART], document)).toEqual([]);
    // A handler without the selector is anyone's (Talat's host events bridge binds those on body).
    $(document.body).on('click', () => undefined);
    $(document.body).on('click', '.add_to_cart_button', () => undefined);
    expect(livePluginScripts([ADD_TO_CART], document)).toEqual([]);
    $(document.body).on('click', '.add_to_cart_button:not(.wc-interactive)', () => undefined);
    $(document).on('submit', 'form.lead-form-front', () => undefined);
    ($.fn as unknown as PageGlobals).thapsAutocomplete = () => undefined;
    try {
      expect(livePluginScripts([SEARCH, ADD_TO_CART, LEAD_FORM], document)).toEqual(['th-advance-product-search-front', 'wc-add-to-cart', 'lfb_f_js']);
    } finally {
      $(document).off();
      delete ($.fn as unknown as PageGlobals).thapsAutocomplete;
    }
  });

  it('needs no jQuery on the page', () => {
    expect(livePluginScripts([SEARCH, ADD_TO_CART, { handle: 'x', on: 'click .x' }], document)).toEqual([]);
  });
});
