import { cartLinks } from '../cart/markup/links';
import { BILLING_FIELDS, CART_LABELS } from '../cart/labels';
import { escapeXml as esc } from '../markup/escape';
import { defineRestRoute, defineWcAjax, type EndpointDefinition } from '../router/registry';
import { wpErrorResponse, wpJson } from '../router/responses';
import type { FakeShop } from '../shop';
import { requestSessionId } from '../endpoints/cart-reply';
import { attributionMetaFromExtension, attributionMetaFromPost, EXTENSION_NAMESPACE, extensionDataProblem } from './order-meta';
import { orderReceivedUrl, placeOrder } from './placed-orders';

// The two ways an order is placed (issue 17, §2.7): the classic form's `POST /?wc-ajax=checkout`
// (WC_AJAX::checkout -> WC_Checkout::process_checkout) and the block checkout's Store API
// `POST /wp-json/wc/store/v1/checkout`. Both create the order from the session's cart with the
// attribution meta WooCommerce would store (order-meta.ts). Shapes:
// docs/research/woocommerce-checkout-orders.md.

/** The one payment method the demo shop offers (the form's radio, the block's default). */
export const DEMO_PAYMENT_METHOD = 'bacs';
/** The Store API nonce the block page prints (wcBlocksMiddlewareConfig.storeApiNonce). */
export const DEFAULT_STORE_API_NONCE = 'store-api-3c9e';

export const CHECKOUT_TEXT = {
  required: (label: string) => `<strong>${esc(label)}</strong> เป็นช่องที่ต้องกรอก`,
  invalidPaymentMethod: 'วิธีการชำระเงินไม่ถูกต้อง',
} as const;

export function storeApiNonce(shop: FakeShop): string {
  return shop.settings.nonces.wc_store_api ?? DEFAULT_STORE_API_NONCE;
}

/** wc_print_notices() of the error notices, as send_ajax_failure_response() returns them in `messages`. */
function errorNotices(messages: readonly string[]): string {
  return `<ul class="woocommerce-error" role="alert">\n${messages.map((message) => `\t\t\t<li>\n\t\t\t${message}\t\t</li>\n`).join('')}\t</ul>\n`;
}

/** `{ result: 'failure', messages, refresh, reload }`; `reload` when the session (cart) is gone. */
function checkoutFailure(messages: readonly string[], reload = false): Response {
  return wpJson({ result: 'failure', messages: errorNotices(messages), refresh: false, reload });
}

export const classicCheckout = defineWcAjax('checkout', (request, shop) => {
  if (request.method !== 'POST') return checkoutFailure([CART_LABELS.sessionExpired]);
  const sessionId = requestSessionId(request);
  const params = request.params;
  const missing = BILLING_FIELDS.filter((field) => (params[field.name] ?? '').trim() === '').map((field) => CHECKOUT_TEXT.required(field.label));
  if (params.payment_method !== DEMO_PAYMENT_METHOD) missing.push(CHECKOUT_TEXT.invalidPaymentMethod);
  if (missing.length > 0) return checkoutFailure(missing);
  const billing = Object.fromEntries(BILLING_FIELDS.map((field) => [field.name, params[field.name]!.trim()]));
  const order = placeOrder(shop, sessionId, { checkout: 'classic', billing, attribution: attributionMetaFromPost(params) });
  // WooCommerce's "session has expired" for an empty cart, with reload so checkout.js reloads.
  if (!order) return checkoutFailure([CART_LABELS.sessionExpired], true);
  return wpJson({ result: 'success', redirect: orderReceivedUrl(cartLinks(shop.settings).checkout, order) });
});

interface StoreCheckoutBody {
  billing_address?: Record<string, unknown>;
  payment_method?: unknown;
  extensions?: Record<string, unknown>;
}

export const storeApiCheckout = defineRestRoute('POST', '/wc/store/v1/checkout', (request, shop) => {
  const nonce = request.headers.get('Nonce') ?? request.headers.get('X-WC-Store-API-Nonce');
  if (!nonce) return wpErrorResponse('woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', 401);
  if (nonce !== storeApiNonce(shop)) return wpErrorResponse('woocommerce_rest_invalid_nonce', 'Nonce is invalid.', 403);
  const body = (typeof request.json === 'object' && request.json !== null ? request.json : {}) as StoreCheckoutBody;
  const extension = body.extensions?.[EXTENSION_NAMESPACE];
  const problem = extensionDataProblem(extension);
  if (problem) return wpJson({ code: 'rest_invalid_param', message: 'Invalid parameter(s): extensions', data: { status: 400, params: { extensions: problem } } }, 400);
  const paymentMethod = typeof body.payment_method === 'string' && body.payment_method !== '' ? body.payment_method : DEMO_PAYMENT_METHOD;
  if (paymentMethod !== DEMO_PAYMENT_METHOD) return wpErrorResponse('woocommerce_rest_checkout_payment_method_disabled', CHECKOUT_TEXT.invalidPaymentMethod, 400);
  const billing: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.billing_address ?? {})) if (typeof value === 'string') billing[`billing_${key}`] = value;
  const sessionId = requestSessionId(request);
  const order = placeOrder(shop, sessionId, { checkout: 'block', billing, attribution: attributionMetaFromExtension(extension) });
  if (!order) return wpErrorResponse('woocommerce_rest_cart_empty', 'Cannot create order from empty cart.', 400);
  return wpJson({
    order_id: order.id,
    status: 'on-hold',
    order_key: order.key,
    order_number: String(order.id),
    customer_note: '',
    customer_id: 0,
    billing_address: body.billing_address ?? {},
    shipping_address: {},
    payment_method: paymentMethod,
    payment_result: { payment_status: 'success', payment_details: [], redirect_url: orderReceivedUrl(cartLinks(shop.settings).checkout, order) },
    extensions: {},
  });
});

export const attributionEndpoints: readonly EndpointDefinition[] = [classicCheckout, storeApiCheckout];
