import type { ProductSnapshot } from '../controller/analytics';

/**
 * Reads §3 "Product (analytics)" from the markup WooCommerce prints around a button or a cart
 * line: the id and sku from the element's data attributes, the name and price from the product
 * card or line, the categories from the loop item's `product_cat-<slug>` classes.
 */
const CONTAINER = 'li.product, .product, .mini_cart_item, .woocommerce-mini-cart-item, .cart_item';
const NAME = '.woocommerce-loop-product__title, .product_title, .taiowc-contnet-wrap, .product-name, a:not(.remove):not([class*="remove"])';
/** In order of preference: querySelector with a list would take the first in the document (the struck-out price). */
const PRICE = ['.price ins .amount', '.price .amount', '.quantity .amount', '.amount'];

export function parsePrice(text: string): number {
  const number = text.replace(/[^\d.]/g, '');
  return number ? Number.parseFloat(number) : Number.NaN;
}

export function productSnapshot(element: HTMLElement): ProductSnapshot | undefined {
  const id = Number(element.dataset.product_id);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const container = element.closest<HTMLElement>(CONTAINER);
  const name = container?.querySelector(NAME)?.textContent?.trim() ?? '';
  const priceElement = PRICE.map((selector) => container?.querySelector(selector)).find(Boolean);
  const price = parsePrice(priceElement?.textContent ?? '');
  const categories = Array.from(container?.classList ?? [])
    .filter((name) => name.startsWith('product_cat-'))
    .map((name) => decodeURIComponent(name.slice('product_cat-'.length)));
  return { id, name, sku: element.dataset.product_sku ?? '', price, categories };
}

/** How many a cart line holds: its quantity input, or the mini-cart's "3 × ฿…" text. */
export function lineQuantity(element: HTMLElement): number | undefined {
  const line = element.closest(CONTAINER);
  const input = line?.querySelector<HTMLInputElement>('input.taiowc-quantity, input.qty');
  const quantity = Number.parseInt(input?.value ?? line?.querySelector('.quantity')?.textContent ?? '', 10);
  return Number.isFinite(quantity) && quantity > 0 ? quantity : undefined;
}
