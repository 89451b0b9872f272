// §3 "Product (analytics)" to the pixel's commerce events: the cart's add becomes Meta's standard
// AddToCart with the parameters Facebook for WooCommerce sends (content_ids, content_name,
// content_type 'product', contents [{id, quantity}], value = price × quantity in baht, currency),
// the ids being its retailer ids (`<sku>_<id>`, else `wc_post_id_<id>`) so they match the catalogue it syncs;
// the remove, which has no standard event, becomes the custom event RemoveFromCart with the same
// parameters (docs/decisions.md 452-453). The payload comes from the page: every value is
// checked, capped and copied as plain text or a finite number, or the event is dropped.
import { CONSTANTS } from '@talat/core';

export { ADD_TO_CART_EVENT, REMOVE_FROM_CART_EVENT } from './event-names';
/** Longest product name forwarded (Meta shows names in its event manager; a page could send a novel). */
export const CONTENT_NAME_MAX = 200;
/** Largest quantity forwarded: anything above is not a shopper's cart line. */
export const QUANTITY_MAX = 100_000;
/** Longest SKU taken: WooCommerce's lookup table keeps 100 characters; a longer one is not a real SKU and the id falls back. */
export const SKU_MAX = 100;

export interface PixelCommerceParams {
  content_ids: string[];
  content_name: string;
  content_type: 'product';
  contents: Array<{ id: string; quantity: number }>;
  value: number;
  currency: string;
}

export interface PixelCall {
  method: 'track' | 'trackCustom';
  event: 'AddToCart' | 'RemoveFromCart';
  params: PixelCommerceParams;
}

const record = (value: unknown): Record<string, unknown> | undefined => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined);

function productId(value: unknown): string | undefined {
  const id = typeof value === 'string' && /^\d{1,20}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? String(id) : undefined;
}

/**
 * Facebook for WooCommerce's retailer id (fbutils.php `get_fb_retailer_id`, default setting): the
 * SKU and the id joined by `_`, or `wc_post_id_<id>` without a SKU. Its catalogue and its own
 * events use it, so a plain id would match no product in the shop's Meta catalogue.
 */
export function retailerId(id: string, sku: unknown): string {
  const text = typeof sku === 'string' ? sku.trim() : '';
  return text !== '' && text.length <= SKU_MAX ? `${text}_${id}` : `wc_post_id_${id}`;
}

function quantityOf(value: unknown): number | undefined {
  const quantity = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 && quantity <= QUANTITY_MAX ? quantity : undefined;
}

/** The unit price in baht: `price`, else Store API `prices.price` in minor units; 0 when the page shows none (as the cart reports it). */
function unitPrice(product: Record<string, unknown>): number | undefined {
  if (typeof product.price === 'number') return Number.isFinite(product.price) && product.price >= 0 ? product.price : undefined;
  const prices = record(product.prices);
  const minor = typeof prices?.price === 'string' && /^\d{1,15}$/.test(prices.price) ? Number(prices.price) : undefined;
  return minor === undefined ? undefined : minor / 10 ** CONSTANTS.locale.currencyMinorUnit;
}

/** Plain text, whitespace folded, capped: the name is shown in Meta's tools, never in our page. */
function contentName(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, CONTENT_NAME_MAX) : '';
}

/** Maps one cart event's arguments (`[AnalyticsEvent]`) to a pixel call, or undefined when the payload is unusable. */
export function pixelCallFor(kind: 'add' | 'remove', args: readonly unknown[]): PixelCall | undefined {
  const event = record(args[0]);
  const product = record(event?.product);
  if (!event || !product) return undefined;
  const id = productId(product.id);
  const quantity = quantityOf(event.quantity ?? product.quantity);
  const price = unitPrice(product);
  if (id === undefined || quantity === undefined || price === undefined) return undefined;
  const minorFactor = 10 ** CONSTANTS.locale.currencyMinorUnit;
  const contentId = retailerId(id, product.sku);
  const params: PixelCommerceParams = {
    content_ids: [contentId],
    content_name: contentName(product.name),
    content_type: 'product',
    contents: [{ id: contentId, quantity }],
    value: Math.round(price * quantity * minorFactor) / minorFactor,
    currency: CONSTANTS.locale.currency,
  };
  return kind === 'add' ? { method: 'track', event: 'AddToCart', params } : { method: 'trackCustom', event: 'RemoveFromCart', params };
}
