import { isRecord, type WidgetConfigSpec } from '@talat/core';

/** Cart settings; README "Cart" documents each key for site builders. */
export interface CartConfig extends Record<string, unknown> {
  /** WooCommerce's `/?wc-ajax=%%endpoint%%` template. */
  wcAjaxUrl: string;
  cartUrl: string;
  /** §2.6 `is_cart`. */
  isCart: boolean;
  /** §2.7 `is_checkout`. */
  isCheckout: boolean;
  /**
   * WooCommerce's `woocommerce_cart_redirect_after_add` option: 'yes' goes to the cart page after
   * an add. Defaults to WooCommerce's own default, 'no'; the shop's 'yes' (§9) comes from the page.
   */
  redirectAfterAdd: string;
  /** WooCommerce's `i18n_view_cart`; the Thai catalogue's text when the page prints none. */
  viewCartLabel?: string;
  /**
   * sessionStorage/localStorage keys of the fragment cache (`wc_cart_fragments_params`). Since
   * WooCommerce 7.8 that global is printed only on shop, product and category pages, so the recipe's
   * config block carries the same keys on every page (one cache, not one per page kind).
   */
  cartHashKey: string;
  fragmentName: string;
  /** The side cart's `update_qty_nonce`, sent as `security`. */
  updateQuantityNonce: string;
  locale?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const flag = (value: unknown) => (value === undefined ? undefined : value === '1' || value === 1 || value === true);
const record = (value: unknown) => (isRecord(value) ? value : {});

export const cartConfigSpec: WidgetConfigSpec<CartConfig> = {
  widget: 'cart',
  section: 'cart',
  defaults: {
    cartUrl: '/cart/',
    isCart: false,
    isCheckout: false,
    // WooCommerce's option default (its settings page and get_option fallback), not §9's shop value.
    redirectAfterAdd: 'no',
    cartHashKey: 'wc_cart_hash',
    fragmentName: 'wc_fragments',
    updateQuantityNonce: '',
  },
  // The globals WooCommerce and the side-cart plugin localise (docs/cart-markup.md), while their
  // scripts are enqueued; wcAjaxUrl also comes from `woocommerce_params` on every page (core).
  fromGlobals(globals) {
    const add = record(globals.wc_add_to_cart_params);
    const fragments = record(globals.wc_cart_fragments_params);
    const sideCart = record(globals.taiowc_param);
    const checkout = record(globals.wc_checkout_params);
    return {
      wcAjaxUrl: text(add.wc_ajax_url) ?? text(fragments.wc_ajax_url) ?? text(sideCart.wc_ajax_url),
      cartUrl: text(add.cart_url),
      isCart: flag(add.is_cart),
      isCheckout: flag(checkout.is_checkout),
      redirectAfterAdd: text(add.cart_redirect_after_add),
      viewCartLabel: text(add.i18n_view_cart),
      cartHashKey: text(fragments.cart_hash_key),
      fragmentName: text(fragments.fragment_name),
      updateQuantityNonce: text(sideCart.update_qty_nonce),
    };
  },
  required: ['wcAjaxUrl', 'cartHashKey', 'fragmentName'],
  validate: ({ wcAjaxUrl, redirectAfterAdd }) => {
    if (!wcAjaxUrl.includes('%%endpoint%%')) return '"wcAjaxUrl" lacks %%endpoint%%';
    if (redirectAfterAdd !== 'yes' && redirectAfterAdd !== 'no') return '"redirectAfterAdd" is not yes/no';
    return undefined;
  },
};
