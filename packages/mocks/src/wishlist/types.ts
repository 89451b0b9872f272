// What YITH WooCommerce Wishlist stores: one row per list (`yith_wcwl_lists`) and one per item
// (`yith_wcwl`), both with shop-wide numeric ids, as docs/research/yith-wishlist.md describes.

/** §3 Wishlist privacy: 0 public, 1 shared (link only), 2 private (plugin: yith_wcwl_get_privacy_label()). */
export type WishlistPrivacy = 0 | 1 | 2;

export interface WishlistItem {
  /** Shop-wide item id: `data-item-id` and delete_item's `item_id`. Rows are keyed by product id. */
  readonly id: number;
  readonly productId: number;
  readonly quantity: number;
  /** Sort order; the list reads items by position, then newest id first (the plugin's ORDER BY). */
  readonly position: number;
  /** Epoch ms. */
  readonly dateAdded: number;
}

export interface Wishlist {
  readonly id: number;
  /** 12 characters A-Z0-9: the list's URL (`view/{token}/`) and every token parameter. */
  readonly token: string;
  /** '' for a default list never renamed; it then shows the shop's default title. */
  readonly name: string;
  readonly privacy: WishlistPrivacy;
  readonly isDefault: boolean;
  /** The visitor who owns it (the WooCommerce session id; see docs/decisions.md). */
  readonly sessionId: string;
  readonly dateAdded: number;
  /** In the plugin's reading order. */
  readonly items: readonly WishlistItem[];
}
