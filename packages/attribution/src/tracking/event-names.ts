// The cart's two analytics host events the pixel forwards (§3 "Product (analytics)"). Their own file
// so the part that hears them from the page's start (heard-events.ts) carries two names, not the
// pixel's payload rules.
export const ADD_TO_CART_EVENT = 'talat_analytics_add_to_cart';
export const REMOVE_FROM_CART_EVENT = 'talat_analytics_remove_from_cart';
