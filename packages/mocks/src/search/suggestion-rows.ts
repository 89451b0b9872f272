// Row shapes of TH Advance Product Search's `{ suggestions: [...] }` (§3 Search suggestion), as
// its PHP builds them: a heading per group, then rows; a 'more' row; or one no-result row.

export interface HeadingRow {
  readonly type: 'heading';
  readonly value: string;
}

export interface ProductCategoryRow {
  readonly type: 'taxonomy-product-cat';
  readonly term_id: number;
  readonly taxonomy: 'product_cat';
  readonly value: string;
  readonly url: string;
  readonly cat_img: string;
}

export interface PostCategoryRow {
  readonly type: 'taxonomy-post-cat';
  readonly term_id: number;
  readonly taxonomy: 'category';
  readonly value: string;
  readonly url: string;
}

export interface ProductRow {
  readonly type: 'product';
  readonly id: number;
  readonly value: string;
  readonly title: string;
  readonly url: string;
  readonly imgsrc: string;
  /** WooCommerce price markup (server HTML, shown through the markup door). */
  readonly price: string;
  readonly sku: string;
  readonly desc: string;
}

export interface MoreItemRow {
  readonly type: 'more_item';
  readonly id: 'more-result';
  /** Empty, as the plugin sends it: the row's label is `text`. */
  readonly value: '';
  readonly text: string;
  /** Every matching product, not only the ones shown. */
  readonly total: number;
  readonly url: string;
}

export interface NoResultRow {
  readonly type: 'no-result';
  readonly value: string;
  readonly url: '#';
}

export type SuggestionRow = HeadingRow | ProductCategoryRow | PostCategoryRow | ProductRow | MoreItemRow | NoResultRow;

export interface SuggestionsResponse {
  readonly suggestions: readonly SuggestionRow[];
}
