import { scriptJson } from '../contact-form/script-json';
import { escapeXml as esc } from '../markup/escape';
import type { FakeShop } from '../shop';
import { WISHLIST_LABELS as L } from './labels';
import { WISHLIST_ACTIONS, wishlistNonce, type WishlistAction } from './nonces';

// `yith_wcwl_l10n`, the global the plugin prints with wp_localize_script()
// (docs/research/yith-wishlist.md §1): the free, extended and premium layers merged, with this
// shop's §9 Wishlist values. WordPress prints every top-level scalar as a string (true '1',
// false '', 3000 '3000'); the nested `labels`, `actions` and `nonce` keep their values.

/** The keys of `actions`: most end in `_action`, five do not (§1.2). */
const ACTION_KEYS: Readonly<Record<WishlistAction, string>> = {
  add_to_wishlist: 'add_to_wishlist_action',
  remove_from_wishlist: 'remove_from_wishlist_action',
  reload_wishlist_and_adding_elem: 'reload_wishlist_and_adding_elem_action',
  load_mobile: 'load_mobile_action',
  delete_item: 'delete_item_action',
  save_title: 'save_title_action',
  save_privacy: 'save_privacy_action',
  load_fragments: 'load_fragments',
  update_item_quantity: 'update_item_quantity',
  move_to_another_wishlist: 'move_to_another_wishlist_action',
  sort_wishlist_items: 'sort_wishlist_items',
  ask_an_estimate: 'ask_an_estimate',
  remove_from_all_wishlists: 'remove_from_all_wishlists',
};

export interface YithWcwlL10n {
  readonly [key: string]: string | Readonly<Record<string, string>>;
}

const flag = (on: boolean): string => (on ? '1' : '');

export function wishlistGlobals(shop: FakeShop): YithWcwlL10n {
  const settings = shop.settings;
  const wishlist = settings.wishlist;
  return {
    ajax_url: `${settings.homeUrl}/wp-admin/admin-ajax.php`,
    redirect_to_cart: wishlist.redirectToCart,
    yith_wcwl_button_position: 'add-to-cart',
    multi_wishlist: flag(false),
    modal_enable: flag(true),
    hide_add_button: flag(true),
    enable_ajax_loading: flag(false),
    ajax_loader_url: `${settings.homeUrl}/wp-content/plugins/yith-woocommerce-wishlist/assets/images/ajax-loader-alt.svg`,
    remove_from_wishlist_after_add_to_cart: flag(wishlist.removeAfterAddToCart),
    is_wishlist_responsive: flag(true),
    time_to_close_prettyphoto: '3000',
    fragments_index_glue: '.',
    reload_on_found_variation: flag(true),
    mobile_media_query: '768',
    labels: {
      cookie_disabled: L.cookieDisabled,
      added_to_cart_message: `<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">${esc(L.addedToCart)}</div></div>`,
    },
    actions: Object.fromEntries(WISHLIST_ACTIONS.map((action) => [ACTION_KEYS[action], action])),
    nonce: Object.fromEntries(WISHLIST_ACTIONS.map((action) => [`${action}_nonce`, wishlistNonce(shop, action)])),
    redirect_after_ask_estimate: flag(false),
    ask_estimate_redirect_url: settings.homeUrl || '/',
    enable_drag_n_drop: flag(wishlist.dragAndDrop),
    enable_tooltip: flag(false),
    enable_notices: flag(true),
    auto_close_popup: flag(true),
    popup_timeout: '3000',
    disable_popup_grid_view: flag(false),
  };
}

/** The `<script>` block WordPress prints for the plugin's script handle. */
export function wishlistGlobalsScript(shop: FakeShop): string {
  return `<script id="jquery-yith-wcwl-js-extra">var yith_wcwl_l10n = ${scriptJson(wishlistGlobals(shop))};</script>`;
}
