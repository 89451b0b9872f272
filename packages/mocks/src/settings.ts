import { THB_PRICE_FORMAT, type PriceFormat } from './catalogue/price-html';
import { DEFAULT_WISHLIST_NONCES } from './wishlist/nonces';

// What a WordPress admin would have configured. Mutable per shop so a test can change one option
// (e.g. the result length) without affecting any other test.

/** TH Advance Product Search options (its admin screen), with this shop's Thai labels. */
export interface SearchSettings {
  /** `result_length`: product rows before the 'more' row. */
  resultLength: number;
  /** Characters of the short description shown in a product row. */
  descLength: number;
  productCategoryHeading: string;
  postCategoryHeading: string;
  productHeading: string;
  noResultLabel: string;
  moreResultLabel: string;
}

/** WooCommerce cart options (Settings > Products, Advanced > Page setup) and the side cart's labels. */
export interface CartSettings {
  /** `woocommerce_cart_redirect_after_add`: §9 Cart says this shop uses 'yes'. */
  redirectAfterAdd: 'yes' | 'no';
  /** Page paths, below `homeUrl` like every link the fake prints. */
  cartUrl: string;
  checkoutUrl: string;
  /** `wc_get_page_permalink( 'shop' )`: where 'return to shop' links and failed adds of unknown products go. */
  shopUrl: string;
  /** `i18n_view_cart`: the 'View cart' link WooCommerce inserts after an added button. */
  viewCartLabel: string;
  /** TH All In One Woo Cart's 'Cart Heading' (`taiowc-cart_hd`): 2.0.5 prints no heading when it is ''. */
  sideCartHeading: string;
}

/**
 * YITH WooCommerce Wishlist options (its admin screens) that change what the server prints or does.
 * Columns this shop shows (price, stock, date added, quantity, add to cart, remove, checkboxes,
 * share link) are always on; the §9 Wishlist values are the defaults.
 */
export interface WishlistSettings {
  /** The wishlist page's permalink, below `homeUrl`; a list is `{pageUrl}view/{token}/`. */
  pageUrl: string;
  /** `yith_wcwl_wishlist_title`: the default list's name until the shopper renames it. */
  defaultTitle: string;
  /** `yith_wcwl_remove_after_add_to_cart` (§9: on): an add to cart from a list removes the item. */
  removeAfterAddToCart: boolean;
  /** `yith_wcwl_redirect_cart` (§9: 'no'), printed as `yith_wcwl_l10n.redirect_to_cart`. */
  redirectToCart: 'yes' | 'no';
  /** The shortcode's `pagination` and `per_page` (its defaults: 'no', 5). */
  pagination: 'yes' | 'no';
  perPage: number;
  /** `yith_wcwl_move_to_another_wishlist_type`: the table's select, or a link to the move popup. */
  moveType: 'select' | 'popup';
  /** `yith_wcwl_enable_drag_and_drop`: rows are sortable (§2.10 "when that is enabled"). */
  dragAndDrop: boolean;
  /** `woocommerce_email_from_address`, which the ask-an-estimate confirmation prints. */
  estimateContactEmail: string;
  /** Frequently Bought Together's slider after the wishlist form (§2.10), and how many products it offers. */
  frequentlyBoughtCount: number;
}

/**
 * TH Product Compare options (`th_compare_option`, docs/research/th-product-compare.md §6) that
 * change what the fake prints or answers; the rest keep the plugin's defaults.
 */
export interface CompareSettings {
  /** `compare-product-limit`: the plugin's default is 4 (§4). */
  limit: number;
  /** `compare-btn-text`: the button and checkbox text (the plugin's default 'Compare'). */
  buttonText: string;
  /** `compare-atleast-text`: the footer's `.th-select-count` (default 'Products'). */
  atleastText: string;
  /** `compare-popup-position`: the footer's `position-*` class (default 'bottom'). */
  popupPosition: string;
  /** `footer-bar` '0' turns the footer bar off (the reply's footer_bar is '' then). */
  footerBar: boolean;
}

/**
 * WooCommerce Confirm Payment options (`wcp_option`, docs/research/wc-confirm-payment.md §4) that
 * change what the fake prints or answers.
 */
export interface PaymentSettings {
  /**
   * `transfer_slip_required` (its settings screen's "Transfer slip: Enable required field"): the
   * slip label's star, and the confirmation refused without a slip. Off by default in the plugin,
   * and off on the real shop (a confirmation without a slip succeeds there).
   */
  slipRequired: boolean;
}

export interface ShopSettings {
  /** Prefix of every link the fake returns; '' keeps links relative so any origin works. */
  homeUrl: string;
  price: PriceFormat;
  search: SearchSettings;
  cart: CartSettings;
  wishlist: WishlistSettings;
  compare: CompareSettings;
  payment: PaymentSettings;
  /** Nonces printed into the page, by name (`thaps_nonce`, `taiowc_update_qty_nonce`, ...). */
  nonces: Record<string, string>;
}

export interface ShopSettingsOverrides {
  homeUrl?: string;
  price?: Partial<PriceFormat>;
  search?: Partial<SearchSettings>;
  cart?: Partial<CartSettings>;
  wishlist?: Partial<WishlistSettings>;
  compare?: Partial<CompareSettings>;
  payment?: Partial<PaymentSettings>;
  nonces?: Record<string, string>;
}

export function createSettings(overrides: ShopSettingsOverrides = {}): ShopSettings {
  return {
    homeUrl: overrides.homeUrl ?? '',
    price: { ...THB_PRICE_FORMAT, ...overrides.price },
    search: {
      resultLength: 8,
      descLength: 60,
      productCategoryHeading: 'หมวดหมู่สินค้า',
      postCategoryHeading: 'บทความ',
      productHeading: 'สินค้า',
      noResultLabel: 'ไม่พบสินค้า',
      moreResultLabel: 'ดูสินค้าทั้งหมด',
      ...overrides.search,
    },
    cart: {
      redirectAfterAdd: 'yes',
      cartUrl: '/cart/',
      checkoutUrl: '/checkout/',
      shopUrl: '/shop/',
      viewCartLabel: 'ดูตะกร้าสินค้า',
      sideCartHeading: 'ตะกร้าสินค้า',
      ...overrides.cart,
    },
    wishlist: {
      pageUrl: '/wishlist/',
      defaultTitle: 'รายการโปรดของฉัน',
      removeAfterAddToCart: true,
      redirectToCart: 'no',
      pagination: 'no',
      perPage: 5,
      moveType: 'select',
      dragAndDrop: true,
      estimateContactEmail: 'sales@talat-demo.test',
      frequentlyBoughtCount: 4,
      ...overrides.wishlist,
    },
    compare: {
      limit: 4,
      // The shop owner's Thai text in the plugin's option; the plugin ships no Thai translation, so
      // its other strings print in English (decisions-pending-mocks.md).
      buttonText: 'เปรียบเทียบ',
      atleastText: 'Products',
      popupPosition: 'bottom',
      footerBar: true,
      ...overrides.compare,
    },
    payment: { slipRequired: false, ...overrides.payment },
    nonces: {
      // Same value the contracts note prints into the demo page's th_advance_product_search_options.
      thaps_nonce: 'a1b2c3d4e5',
      // taiowc_param.update_qty_nonce: checked by taiowc_update_item_quantity (check_ajax_referer).
      taiowc_update_qty_nonce: '7d1e9c4b2a',
      // wc_checkout_params.update_order_review_nonce: checked by update_order_review.
      update_order_review_nonce: '5f3a8e1c9b',
      // `_wpnonce` of the no-JS remove links (`?remove_item=KEY&_wpnonce=N`) and the cart form.
      woocommerce_cart_nonce: 'c2b9a4e7d1',
      // frontendajax._wpnonce of Lead Form Builder: checked by Save_Form_Data.
      lfb_front_nonce: 'e4a7c1d9b3',
      // th_product.nonce of TH Product Compare (pre-rename release): checked by th_get_compare_product,
      // th_remove_all_compare and th_compare_filter_product (check_ajax_referer).
      th_product_compare_nonce: '3c8e1f6a2d',
      // yith_wcwl_l10n.nonce: one per wishlist action (wishlist/nonces.ts).
      ...DEFAULT_WISHLIST_NONCES,
      ...overrides.nonces,
    },
  };
}
