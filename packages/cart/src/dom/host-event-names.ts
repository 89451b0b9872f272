// The events the cart answers (host-bindings.ts), in their own file so the first load can claim
// them (early-host-events.ts) without carrying what answers them.

/** WooCommerce body events other scripts raise. */
export const ANSWERED_HOST_EVENTS = ['added_to_cart', 'removed_from_cart', 'wc_fragment_refresh', 'updated_wc_div', 'wc_update_cart'];
/** The window events of §4 "Cached cart fragments": another tab's cart hash, the back/forward cache. */
export const ANSWERED_WINDOW_EVENTS = ['storage', 'pageshow'];
