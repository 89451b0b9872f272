// The fake WordPress's order side for issue 17: both checkouts create orders with the attribution
// meta WooCommerce would store, and the order-received page shows it.
export { attributionMeta, attributionMetaFromExtension, attributionMetaFromPost, EXTENSION_NAMESPACE, extensionDataProblem, META_KEY_PREFIX, ORDER_ATTRIBUTION_FIELDS, POSTED_FIELD_PREFIX, type AttributionMeta } from './order-meta';
export { deviceTypeOf } from './device-type';
export { sanitizeTextField } from './sanitize-text-field';
export { findPlacedOrder, orderReceivedUrl, placedOrders, placeOrder, type PlacedOrder } from './placed-orders';
export { orderReceivedContent, originLabel } from './order-received';
export { attributionEndpoints, CHECKOUT_TEXT, DEMO_PAYMENT_METHOD, storeApiNonce, DEFAULT_STORE_API_NONCE } from './checkout-endpoints';
/** The checkout's billing fields (the block-checkout page prints the same ones). */
export { BILLING_FIELDS as CHECKOUT_BILLING_FIELDS } from '../cart/labels';
