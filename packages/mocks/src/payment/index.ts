// The fake of WooCommerce Confirm Payment (issue 15): its form, global, order check and confirmation.
export { paymentFormMarkup, type PaymentFormMarkupOptions } from './markup';
export { paymentGlobals, type WcpGlobal } from './globals';
export { DEMO_BANKS, ORDER_CHECK_TEXT, PAYMENT_DEMO_SLIP_SWITCH, PAYMENT_NONCES, paymentNonce, serverCurrentDate, storedConfirmations, type StoredConfirmation } from './state';
export { PAYMENT_TEXT } from './endpoints/confirm-payment';
export { paymentEndpoints } from './endpoints/index';
