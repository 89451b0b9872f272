import { isRecord, type WidgetConfigSpec } from '@talat/core';

/**
 * The wishlist's settings: SPEC §9 "Wishlist" as defaults, then YITH WooCommerce Wishlist's own
 * `yith_wcwl_l10n` global while its script is still enqueued, then the recipe's config block
 * (README "Wishlist"). Key names and meanings: docs/research/yith-wishlist.md §1.
 */
export interface WishlistConfig extends Record<string, unknown> {
  /** admin-ajax.php; every §7 Wishlist call goes there. */
  ajaxUrl: string;
  /** 'yes'/'no': WooCommerce's redirect-after-add while a wishlist row is added to the cart (§4). */
  redirectToCart: 'yes' | 'no';
  /** 'add-to-cart', or 'thumbnails' to put the button in the product gallery (§2.4). */
  buttonPosition: 'add-to-cart' | 'thumbnails';
  multiWishlist: boolean;
  /** Premium: the add goes through the popup (choose/create) when multi-wishlist is on. */
  modalEnable: boolean;
  hideAddButton: boolean;
  /** 'Ajax loading': the add buttons are printed empty and filled by load_fragments. */
  ajaxLoading: boolean;
  removeAfterAddToCart: boolean;
  responsive: boolean;
  /** `(max-width: Npx)` is the mobile template; 768 itself counts as mobile, as in the plugin. */
  mobileBreakpointPx: number;
  /** After a successful ask-an-estimate, the popup closes after this long. */
  popupCloseMs: number;
  /** Feedback popups and the floating notice close after this long. */
  noticeTimeoutMs: number;
  autoClosePopup: boolean;
  notices: boolean;
  reloadOnFoundVariation: boolean;
  fragmentGlue: string;
  redirectAfterAskEstimate: boolean;
  askEstimateRedirectUrl: string;
  dragAndDrop: boolean;
  /** Premium `disable_popup_grid_view`: an images-grid thumbnail is a plain link, not a details toggle (research §4.10). */
  disablePopupGridView: boolean;
  /**
   * §8 Wishlist 'Product added to cart successfully': the text of the plugin's
   * `labels.added_to_cart_message` (its translation through the `yith_wcwl_added_to_cart_message`
   * filter), printed by the recipe. Empty or absent: the widget's own words (added-to-cart-text.ts).
   */
  addedToCartMessage?: string;
  /** One nonce per action (`yith_wcwl_l10n.nonce`, keyed `<action>_nonce`). */
  nonces: Readonly<Record<string, string>>;
  locale?: string;
}

/** WordPress prints top-level localized scalars as strings: true → "1", false → "" (research §1). */
const flag = (value: unknown) =>
  value === undefined ? undefined : value === true || value === 1 || value === '1' || value === 'yes' || value === 'true';
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const count = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};
const strings = (value: unknown) =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : undefined;

export const wishlistConfigSpec: WidgetConfigSpec<WishlistConfig> = {
  widget: 'wishlist',
  section: 'wishlist',
  // SPEC §9 "Wishlist".
  defaults: {
    redirectToCart: 'no',
    buttonPosition: 'add-to-cart',
    multiWishlist: false,
    modalEnable: false,
    hideAddButton: true,
    ajaxLoading: false,
    removeAfterAddToCart: true,
    responsive: true,
    mobileBreakpointPx: 768,
    popupCloseMs: 3000,
    noticeTimeoutMs: 3000,
    autoClosePopup: true,
    notices: true,
    reloadOnFoundVariation: true,
    fragmentGlue: '.',
    redirectAfterAskEstimate: false,
    askEstimateRedirectUrl: '/',
    dragAndDrop: false,
    disablePopupGridView: false,
    nonces: {},
  },
  fromGlobals(globals) {
    const l10n = isRecord(globals.yith_wcwl_l10n) ? globals.yith_wcwl_l10n : {};
    const redirect = text(l10n.redirect_to_cart);
    const position = text(l10n.yith_wcwl_button_position);
    return {
      ajaxUrl: text(l10n.ajax_url),
      // The option prints "" until it is first saved: the plugin's default, 'no'.
      redirectToCart: redirect === 'yes' ? 'yes' : redirect === undefined ? undefined : 'no',
      buttonPosition: position === 'thumbnails' ? 'thumbnails' : position === undefined ? undefined : 'add-to-cart',
      multiWishlist: flag(l10n.multi_wishlist),
      modalEnable: flag(l10n.modal_enable),
      hideAddButton: flag(l10n.hide_add_button),
      ajaxLoading: flag(l10n.enable_ajax_loading),
      removeAfterAddToCart: flag(l10n.remove_from_wishlist_after_add_to_cart),
      responsive: flag(l10n.is_wishlist_responsive),
      mobileBreakpointPx: count(l10n.mobile_media_query),
      popupCloseMs: count(l10n.time_to_close_prettyphoto),
      noticeTimeoutMs: count(l10n.popup_timeout),
      autoClosePopup: flag(l10n.auto_close_popup),
      // The plugin hides notices only when the key is present and falsy.
      notices: flag(l10n.enable_notices),
      reloadOnFoundVariation: flag(l10n.reload_on_found_variation),
      fragmentGlue: text(l10n.fragments_index_glue) || undefined,
      redirectAfterAskEstimate: flag(l10n.redirect_after_ask_estimate),
      askEstimateRedirectUrl: text(l10n.ask_estimate_redirect_url),
      dragAndDrop: flag(l10n.enable_drag_n_drop),
      disablePopupGridView: flag(l10n.disable_popup_grid_view),
      nonces: strings(l10n.nonce),
    };
  },
  required: ['ajaxUrl'],
  validate: ({ mobileBreakpointPx, fragmentGlue }) => {
    if (!(mobileBreakpointPx > 0)) return '"mobileBreakpointPx" is not a positive number';
    if (fragmentGlue.trim() === '') return '"fragmentGlue" is empty';
    return undefined;
  },
};

/** The nonce the plugin localised for `action` (`<action>_nonce`), or '' (the server then refuses). */
export function nonceFor(config: Pick<WishlistConfig, 'nonces'>, action: string): string {
  return config.nonces[`${action}_nonce`] ?? '';
}
