/** SPEC §9 "Wishlist": values the settings do not carry. */
export const WISHLIST_CONSTANTS = {
  /** Quantity update debounce. */
  quantityDebounceMs: 1000,
  /** Tooltip and dropdown fade. */
  fadeMs: 200,
} as const;
