// Every text the fake TH Product Compare prints or answers, in one place. The plugin ships no Thai
// translation (languages/ holds en.po only, docs/research/th-product-compare.md §2), so on a Thai
// shop its own strings print in English; the button text is the shop owner's option
// (settings.compare.buttonText). Plain text: markup builders escape it.

export const COMPARE_LABELS = {
  /** Table: the first row's left cell. */
  productDetails: 'Product Details',
  /** Table: the remove row's left cell and each product's remove button. */
  remove: 'Remove',
  /** Table: the availability row. */
  inStock: 'in stock',
  outOfStock: 'out of stock',
  /** Footer bar: `span.th-selected`, and the opener's `span.text_`. */
  selected: 'Selected',
  compare: 'Compare',
  /** Floating icon's aria-label (esc_attr__('Compare Products')). */
  compareProducts: 'Compare Products',
  /** get_products with a full list (§4). */
  productLimit: 'Product Limit Exceeded.',
  /** get_products' wp_send_json_error messages (§4). */
  missingProductId: 'Missing product id',
  invalidProductId: 'Invalid product id',
  missingAction: 'Missing action',
  /** filter_product with no match: data = {no_product: ...} (§4). */
  noProductFound: 'No Product Found',
} as const;

/**
 * The table's attribute rows after "Product Details", in the plugin's default order
 * (compareOption(): rating, availability on; description off; image/title/SKU/price/add-to-cart
 * merged into the details cell). The left cell is the key with '-' turned into ' '.
 */
export const COMPARE_ROWS = ['rating', 'availability'] as const;
