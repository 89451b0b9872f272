import { md5 } from './md5';

// The names WooCommerce gives a cart and its lines. Both are deterministic, so a test can compute
// the key of product 12 without asking the fake, and two visitors with the same lines get the
// same hash (which is what lets cart-fragments.js trust a cached copy).

/** Only what the hash depends on; CartLine satisfies it. */
export interface HashedLine {
  readonly key: string;
  readonly productId: number;
  readonly quantity: number;
}

/**
 * WC_Cart::generate_cart_id(): md5 of the product id for a simple product with no variation or
 * extra item data, so adding the same product again lands on the same line.
 */
export function cartItemKey(productId: number): string {
  return md5(String(productId));
}

/**
 * WC_Cart::get_cart_hash(): md5 of the stored cart, '' for an empty one. The browser compares it
 * with the `woocommerce_cart_hash` cookie to decide whether cached fragments are stale (§4).
 */
export function cartHash(lines: readonly HashedLine[]): string {
  if (lines.length === 0) return '';
  return md5(JSON.stringify(lines.map((line) => [line.key, line.productId, line.quantity])));
}

/**
 * The per-site suffix of the fragments' sessionStorage keys (`wc_cart_hash_<md5>`,
 * `wc_fragments_<md5>`). WooCommerce hashes blog id, site URL and theme; one fixed fake site gives
 * one fixed value.
 */
export const SITE_STORAGE_HASH = md5('1_/talat-demo-theme');
