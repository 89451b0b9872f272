import type { FakeShop } from '../shop';
import { SITE_STORAGE_HASH } from './cart-keys';
import { cartLinks } from './markup/links';

// The globals WooCommerce and the side cart plugin print with wp_localize_script
// (docs/cart-markup.md "Globals"). Values are strings where PHP prints strings ('1' / '',
// '5000'), because the scripts reading them compare strings.

export interface WcAddToCartParams {
  ajax_url: string;
  wc_ajax_url: string;
  i18n_view_cart: string;
  cart_url: string;
  /** '1' on the cart page, '' elsewhere. */
  is_cart: '1' | '';
  cart_redirect_after_add: 'yes' | 'no';
}

export interface WcCartFragmentsParams {
  ajax_url: string;
  wc_ajax_url: string;
  /** sessionStorage key of the cached hash. */
  cart_hash_key: string;
  /** sessionStorage key of the cached fragments. */
  fragment_name: string;
  /** §9 Cart: fragment request time-out, ms. */
  request_timeout: string;
}

export interface TaiowcParams {
  ajax_url: string;
  wc_ajax_url: string;
  update_qty_nonce: string;
}

export interface WcCheckoutParams {
  ajax_url: string;
  wc_ajax_url: string;
  is_checkout: '1';
  update_order_review_nonce: string;
}

export interface WcAddToCartParamsOptions {
  isCart: boolean;
  /** Overrides the shop's `cart.redirectAfterAdd` for one page (a story, a test). */
  redirectAfterAdd?: 'yes' | 'no';
}

export function wcAddToCartParams(shop: FakeShop, options: WcAddToCartParamsOptions): WcAddToCartParams {
  const links = cartLinks(shop.settings);
  return {
    ajax_url: links.ajaxUrl,
    wc_ajax_url: links.wcAjaxUrl,
    i18n_view_cart: shop.settings.cart.viewCartLabel,
    cart_url: links.cart,
    is_cart: options.isCart ? '1' : '',
    cart_redirect_after_add: options.redirectAfterAdd ?? shop.settings.cart.redirectAfterAdd,
  };
}

export function wcCartFragmentsParams(shop: FakeShop): WcCartFragmentsParams {
  const links = cartLinks(shop.settings);
  return {
    ajax_url: links.ajaxUrl,
    wc_ajax_url: links.wcAjaxUrl,
    cart_hash_key: `wc_cart_hash_${SITE_STORAGE_HASH}`,
    fragment_name: `wc_fragments_${SITE_STORAGE_HASH}`,
    request_timeout: '5000',
  };
}

/** Printed as `taiowc_param`. */
export function taiowcParams(shop: FakeShop): TaiowcParams {
  const links = cartLinks(shop.settings);
  return {
    ajax_url: links.ajaxUrl,
    wc_ajax_url: links.wcAjaxUrl,
    update_qty_nonce: shop.settings.nonces.taiowc_update_qty_nonce ?? '',
  };
}

/** Checkout page only. */
export function wcCheckoutParams(shop: FakeShop): WcCheckoutParams {
  const links = cartLinks(shop.settings);
  return {
    ajax_url: links.ajaxUrl,
    wc_ajax_url: links.wcAjaxUrl,
    is_checkout: '1',
    update_order_review_nonce: shop.settings.nonces.update_order_review_nonce ?? '',
  };
}

export interface CartGlobalsOptions {
  /** Which page prints them: sets is_cart, and adds wc_checkout_params on checkout. */
  page?: 'cart' | 'checkout' | 'other';
  redirectAfterAdd?: 'yes' | 'no';
}

/**
 * JSON inside a <script>: `<` is escaped so a value can never close the element, and `/` as
 * wp_json_encode() does (`\/`), so the page reads like WordPress's.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\//g, '\\/');
}

/** The `<script>` blocks wp_localize_script prints, ids included, for a page's <head>. */
export function cartGlobalsScript(shop: FakeShop, options: CartGlobalsOptions = {}): string {
  const page = options.page ?? 'other';
  const addToCart: WcAddToCartParamsOptions = { isCart: page === 'cart' };
  if (options.redirectAfterAdd) addToCart.redirectAfterAdd = options.redirectAfterAdd;
  const globals: Array<[string, string, unknown]> = [
    ['wc-add-to-cart-js-extra', 'wc_add_to_cart_params', wcAddToCartParams(shop, addToCart)],
    ['wc-cart-fragments-js-extra', 'wc_cart_fragments_params', wcCartFragmentsParams(shop)],
    ['taiowc-cart-script-js-extra', 'taiowc_param', taiowcParams(shop)],
  ];
  if (page === 'checkout') globals.push(['wc-checkout-js-extra', 'wc_checkout_params', wcCheckoutParams(shop)]);
  return globals.map(([id, name, value]) => `<script id="${id}">var ${name} = ${scriptJson(value)};</script>`).join('\n');
}
