// Shapes of the demo catalogue. They mirror what WooCommerce knows about a product closely enough
// for every widget (search rows, cart lines, wishlist and compare rows), and no more.

export type StockStatus = 'instock' | 'outofstock';

export interface Product {
  readonly id: number;
  /** ASCII, unique; the product page is `/product/{slug}/`. */
  readonly slug: string;
  /** Thai as a Thai shop writes it: sizes and some Latin words mixed in. */
  readonly name: string;
  readonly sku: string;
  /** Current price in THB (may have satang). Lower than `regularPrice` when on sale. */
  readonly price: number;
  readonly regularPrice: number;
  /** Product category ids, parent first. */
  readonly categories: readonly number[];
  /** Product tag names (the tag listing filters on these, e.g. `InhalantBottle`). */
  readonly tags: readonly string[];
  readonly image: string;
  /** Thai short description (WooCommerce "short description" / excerpt). */
  readonly shortDescription: string;
  readonly stockStatus: StockStatus;
  /** Smallest quantity the cart accepts; packaging is often sold in lots of 10. */
  readonly minQty: number;
  /** Largest quantity the cart accepts, or null for no limit. */
  readonly maxQty: number | null;
  /** Findable by search only through `searchKeys`, never listed (test fixtures such as the XSS title). */
  readonly hidden?: true;
  /** For hidden products: the query must contain one of these before the product can match at all. */
  readonly searchKeys?: readonly string[];
}

export interface ProductCategory {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly parent: number | null;
  readonly image: string;
}

/** Blog (post) category; the search dropdown lists these as `taxonomy-post-cat` rows. */
export interface PostCategory {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

export interface Catalogue {
  readonly products: readonly Product[];
  readonly productCategories: readonly ProductCategory[];
  readonly postCategories: readonly PostCategory[];
}
