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

export interface ShopSettings {
  /** Prefix of every link the fake returns; '' keeps links relative so any origin works. */
  homeUrl: string;
  price: PriceFormat;
  search: SearchSettings;
  /** Nonces printed into the page, by name (`thaps_nonce`, later `wp_rest`, ...). */
  nonces: Record<string, string>;
}

export interface ShopSettingsOverrides {
  homeUrl?: string;
  price?: Partial<PriceFormat>;
  search?: Partial<SearchSettings>;
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
    // Same value the contracts note prints into the demo page's th_advance_product_search_options.
    nonces: { thaps_nonce: 'a1b2c3d4e5', ...overrides.nonces },
  };
}
