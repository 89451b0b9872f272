import { THB_PRICE_FORMAT, type PriceFormat } from './catalogue/price-html';

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
}

export interface ShopSettings {
  /** Prefix of every link the fake returns; '' keeps links relative so any origin works. */
  homeUrl: string;
  price: PriceFormat;
  search: SearchSettings;
  cart: CartSettings;
  /** Nonces printed into the page, by name (`thaps_nonce`, `taiowc_update_qty_nonce`, ...). */
  nonces: Record<string, string>;
}

export interface ShopSettingsOverrides {
  homeUrl?: string;
  price?: Partial<PriceFormat>;
  search?: Partial<SearchSettings>;
  cart?: Partial<CartSettings>;
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
      ...overrides.cart,
    },
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
      ...overrides.nonces,
    },
  };
}
