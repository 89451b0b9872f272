import type { ProductSnapshot } from '../controller/analytics';

/**
 * Reads §3 "Product (analytics)" from the markup WooCommerce prints around a button or a cart
 * line: the id and sku from the element's data attributes, the name and price from the product
 * card or line, the categories from the loop item's `product_cat-<slug>` classes.
 */
const CONTAINER = 'li.product, .product, .mini_cart_item, .woocommerce-mini-cart-item, .cart_item';
/**
 * Both lists in order of preference: querySelector with a list takes the first match in the
 * document, which for the name is the loop card's link around the title AND the price, and for
 * the price the struck-out one.
 */
const NAME = ['.woocommerce-loop-product__title', '.product_title', '.taiowc-contnet-wrap', '.product-name', 'a:not(.remove):not([class*="remove"])'];
const PRICE = ['.price ins .amount', '.price .amount', '.quantity .amount', '.amount'];

const firstByPreference = (container: HTMLElement | null, selectors: readonly string[]) => selectors.map((selector) => container?.querySelector(selector)).find(Boolean);

export function parsePrice(text: string): number {
  const number = text.replace(/[^\d.]/g, '');
  return number ? Number.parseFloat(number) : Number.NaN;
}

export function productSnapshot(element: HTMLElement): ProductSnapshot | undefined {
  const id = Number(element.dataset.product_id);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const container = element.closest<HTMLElement>(CONTAINER);
  const name = firstByPreference(container, NAME)?.textContent?.trim() ?? '';
  const priceElement = firstByPreference(container, PRICE);
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
