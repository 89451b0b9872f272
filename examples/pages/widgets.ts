import {
  cartLinks,
  leadFormGlobals,
  searchBoxMarkup,
  searchPluginOptions,
  taiowcParams,
  WISHLIST_LABELS,
  wishlistGlobals,
  wcCartFragmentsParams,
  wcCheckoutParams,
  type FakeShop,
  type SideCartRelease,
} from '@talat/mocks';
import { compareConfig } from './compare';
import { documentsConfig } from './account';
import { pageExtrasConfig } from './extras/config';
import { paymentFormConfig } from './payment';
import { esc } from './html';

/**
 * What a site builder pastes for each widget, exactly as the README shows it. The demo pages use
 * these, so the README snippets are proven by the e2e tests.
 */
export interface PageOptions {
  /** `?classic=1`: load the classic (IIFE) builds instead of module scripts. */
  classic: boolean;
  /** `?icon=1`: print the search box in icon mode (collapsed behind the search icon). */
  iconMode: boolean;
  /** `?jquery=1`: load real jQuery before the widgets, as most WordPress themes do. */
  jquery: boolean;
  /** `?hostile=1`: add the hostile theme's stylesheet (clipping, transformed, covering; issue 11). */
  hostile?: boolean;
  /** `?preloader=cover`: the theme's preloader covers the whole window until the page extras take it away (issue 16). */
  preloaderCover?: boolean;
  /**
   * `?multi_wishlist=1`: YITH's multi-wishlist on, with the shop's modal setting, so the product
   * page's add button opens the add-to-wishlist popup (§2.10; docs/decisions-pending-popups.md).
   */
  multiWishlist?: boolean;
  /**
   * `?wishlist_button=remove`: YITH's "after add to wishlist: remove" on the product page, so a
   * product in a list shows the add button's "remove" template (`a.delete_item`; §7 delete_item).
   */
  wishlistRemoveButton?: boolean;
  /** `?multi_wishlist=dropdown`: multi-wishlist with the modal setting 'no', the add button's hover dropdown of the other lists (§2.4). */
  wishlistDropdown?: boolean;
  /** `?wishlist_position=thumbnails`: YITH's button position 'thumbnails', the button in the product gallery (§2.4). */
  wishlistThumbnails?: boolean;
  /**
   * `?cached=1`: the page plays one served from a full-page cache (WP_CACHE on), so the recipe's
   * config block says `contactForm.cached: true` (what CF7 prints as `wpcf7.cached = 1`) and the
   * contact form refills its captcha and quiz on load (§2.12).
   */
  cached: boolean;
  /**
   * WooCommerce's "Redirect to the cart page after successful addition" for this visitor: the
   * shop setting ('yes', §9) unless the footer switch stored another value in a cookie.
   */
  redirectAfterAdd: 'yes' | 'no';
  /**
   * `?side_cart=2.0.5`: TH All In One Woo Cart 2.0.5's markup as released, the real shop's, in the
   * header and in every cart reply (`@talat/mocks` cart/markup/taiowc-205.ts); remembered in a
   * cookie until `?side_cart=demo`.
   */
  sideCartRelease?: SideCartRelease;
  /**
   * `?compare_actions=tpcp`: the config names TH Product Compare's renamed actions (tpcp_*, no
   * nonce) instead of the pre-rename th_* ones (pages/compare.ts).
   */
  compareActions?: 'tpcp';
  /** `?logged_in=0`: the visitor is not logged in (is_user_logged_in(); pages/account.ts). */
  loggedIn?: boolean;
  /** `?document_preview=1`: WebToffee's document preview 'Yes' (pages/account.ts). */
  documentPreview?: boolean;
  /** `?dont_show_again=1`: the demo customer chose 'don't show again' before (pages/account.ts). */
  dontShowAgain?: boolean;
  /** The query the results page echoes into the search input. */
  query?: string;
  /**
   * `?pixel=bare`: the theme's pixel snippet only initialises the pixel and leaves the PageView to
   * Talat (config `attribution.pixelPageView: true`); `?pixel=none`: no pixel snippet (issue 17, extras/pixel.ts).
   */
  pixel?: 'bare' | 'none';
  /** The fake WP Consent API and its checkbox on every page, once `?consent=1` (remembered; issue 17, pages/attribution-pages.ts). */
  consentApi?: boolean;
  /** `?slip_required=1` / `=0`: WooCommerce Confirm Payment's "Transfer slip: required" on or off (pages/payment.ts). */
  slipRequired?: boolean;
  /**
   * `?widgets=payment-form,cart`: load only these widgets' scripts (the rest of the markup stays as
   * the plugins print it), to see a widget alone on a page, as a site builder may put it.
   */
  widgets?: readonly string[];
}

/**
 * What a real WordPress prints in <head> once the README's recipe (wordpress/talat/talat.php) has
 * dequeued the replaced scripts (issue 11, "The demo tells the truth"): WordPress's REST API link,
 * the params of WooCommerce's own `woocommerce` script only on the cart and checkout pages (the
 * recipe dequeues it elsewhere; wc-cart and wc-checkout depend on it, so it stays there),
 * `wc_checkout_params` on checkout (wc-checkout is not replaced), and the recipe's config block.
 * No `*-js-extra` / `*-js-before` block of a dequeued script (woocommerce_params elsewhere,
 * wc_add_to_cart_params, wc_cart_fragments_params, taiowc_param, wpcf7, frontendajax,
 * th_advance_product_search_options).
 */
export function wordpressHead(shop: FakeShop, options: PageOptions, kind: 'cart' | 'checkout' | 'other'): string {
  const links = cartLinks(shop.settings);
  const woocommerceParams = { ajax_url: links.ajaxUrl, wc_ajax_url: links.wcAjaxUrl };
  return [
    `<link rel="https://api.w.org/" href="${esc(`${shop.settings.homeUrl}/wp-json/`)}" />`,
    woocommerceScriptStays(kind) ? localizedScript('woocommerce', 'woocommerce_params', woocommerceParams) : '',
    kind === 'checkout' ? localizedScript('wc-checkout', 'wc_checkout_params', wcCheckoutParams(shop)) : '',
    talatConfigBlock(shop, options, kind),
  ]
    .filter(Boolean)
    .join('\n');
}

/** Where WordPress still prints WooCommerce's woocommerce.js under the recipe: wc-cart and wc-checkout depend on it. */
export function woocommerceScriptStays(kind: 'cart' | 'checkout' | 'other'): boolean {
  return kind !== 'other';
}

/** wp_localize_script()'s output: `<script id="{handle}-js-extra">var {name} = {json};</script>`. */
function localizedScript(handle: string, name: string, value: unknown): string {
  return `<script id="${handle}-js-extra">var ${name} = ${wpJson(value)};</script>`;
}

/** wp_json_encode() as WordPress prints it in a script (`\/`), with `<` escaped so no value ends the element. */
function wpJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\//g, '\\/');
}

/**
 * The config block the recipe prints from the shop's real settings (wordpress/talat/talat.php
 * talat_config()): only what no other block on the page carries. ajaxUrl / wcAjaxUrl come from
 * `woocommerce_params` where woocommerce.js stays (cart, checkout) and from this block elsewhere;
 * restRoot from the REST API link (README "Configuration"). `pageExtras.woocommerceScript` says
 * whether woocommerce.js stays, as talat.php prints it.
 */
export function talatConfig(shop: FakeShop, options: PageOptions, kind: 'cart' | 'checkout' | 'other') {
  const links = cartLinks(shop.settings);
  const fragments = wcCartFragmentsParams(shop);
  const search = searchPluginOptions(shop.settings.nonces);
  const woocommerceScript = woocommerceScriptStays(kind);
  return {
    ...(woocommerceScript ? {} : { ajaxUrl: links.ajaxUrl, wcAjaxUrl: links.wcAjaxUrl }),
    cart: {
      cartUrl: links.cart,
      // The shop's 'yes' (§9), or the demo's ?redirect_after_add= switch; WooCommerce's default is 'no'.
      redirectAfterAdd: options.redirectAfterAdd,
      viewCartLabel: shop.settings.cart.viewCartLabel,
      isCart: kind === 'cart',
      cartHashKey: fragments.cart_hash_key,
      fragmentName: fragments.fragment_name,
      updateQuantityNonce: taiowcParams(shop).update_qty_nonce,
    },
    liveSearch: { nonce: search.thaps_nonce, minChars: Number(search.thaps_length) },
    contactForm: { cached: options.cached },
    leadForm: { nonce: leadFormGlobals(shop)._wpnonce },
    // As talat.php prints it: `yith_wcwl_l10n.nonce` (one wp_create_nonce() per action) and the
    // settings the free plugin localizes from its options (the shop's are §9's).
    wishlist: {
      nonces: wishlistGlobals(shop).nonce,
      redirectToCart: shop.settings.wishlist.redirectToCart,
      buttonPosition: options.wishlistThumbnails ? 'thumbnails' : 'add-to-cart',
      ajaxLoading: false,
      removeAfterAddToCart: shop.settings.wishlist.removeAfterAddToCart,
      // Premium's `enable_drag_n_drop`: the demo's wishlist page can be reordered (issue 13).
      dragAndDrop: shop.settings.wishlist.dragAndDrop,
      // The text of `labels.added_to_cart_message`, as this shop's translation reads it.
      addedToCartMessage: WISHLIST_LABELS.addedToCart,
      ...(options.multiWishlist ? { multiWishlist: true, modalEnable: !options.wishlistDropdown } : {}),
    },
    compare: compareConfig(shop, options),
    documents: documentsConfig(shop, options),
    paymentForm: paymentFormConfig(shop, options),
    pageExtras: { ...pageExtrasConfig({ shop, options }), woocommerceScript },
    // issue 17: under `?pixel=bare` the theme's snippet leaves the PageView to Talat (extras/pixel.ts).
    ...(options.pixel === 'bare' ? { attribution: { pixelPageView: true } } : {}),
  };
}

/** The Talat config block (README "Configuration"), as the recipe prints it with wp_print_inline_script_tag(). */
export function talatConfigBlock(shop: FakeShop, options: PageOptions, kind: 'cart' | 'checkout' | 'other'): string {
  return `<script type="application/json" id="talat-config">${wpJson(talatConfig(shop, options, kind))}</script>`;
}

/** The search form TH Advance Product Search prints into the header. */
export function searchBox(options: PageOptions): string {
  return searchBoxMarkup({ iconMode: options.iconMode, value: options.query ?? '' });
}

/** What the theme enqueues before any plugin script: jQuery on `?jquery=1` (served from node_modules). */
export function vendorScripts(options: PageOptions): string {
  return options.jquery ? '<script src="/assets/vendor/jquery.min.js"></script>' : '';
}

/** The script tags, module or classic, for the widgets on a page. */
/**
 * The widgets whose plugin's markup is on a few pages only, and what says it is on this one:
 * Contact Form 7's form (the contact page), WebToffee's print links and prompts (my-account's
 * orders), Confirm Payment's form (its page). Their tag goes only where that markup is (issue 30,
 * docs/decisions.md 505): a listing fetches none of them. The other widgets' markup (the header's
 * search box and side cart, the footer's lead form, the product cards' buttons, the page at large)
 * is on every page.
 */
const PRINTED_ON_SOME_PAGES: Readonly<Record<string, RegExp>> = {
  'contact-form': /class="wpcf7[\s"]/,
  documents: /class="[^"]*\bwt_pklist_\w+_print\b|wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers/,
  'payment-form': /class="wcp-form[\s"]/,
};

/** `widgets` less those whose markup `page` lacks (PRINTED_ON_SOME_PAGES). */
export function widgetsForPage(page: string, widgets: readonly string[]): readonly string[] {
  return widgets.filter((name) => PRINTED_ON_SOME_PAGES[name]?.test(page) ?? true);
}

export function widgetScripts(options: PageOptions, widgets: readonly string[]): string {
  return widgets
    .map((name) =>
      options.classic
        ? `<script src="/talat/classic/${name}.js" defer></script>`
        : `<script type="module" src="/talat/${name}.js"></script>`,
    )
    .join('\n');
}
