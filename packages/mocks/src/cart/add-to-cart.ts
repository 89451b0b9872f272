import { findProduct } from '../catalogue/catalogue';
import type { Product } from '../catalogue/types';
import type { FakeShop } from '../shop';
import { cartItemKey } from './cart-keys';
import { cartRecord, type CartLine } from './cart-state';
import { CART_LABELS } from './labels';
import { addCartNotice } from './notices';

// WC_Cart::add_to_cart() with the shop's lot limits (Product.minQty / maxQty). A refusal queues
// the error notice WooCommerce shows on the page the shopper is sent to, and changes nothing.

export type AddToCartOutcome =
  | { readonly status: 'ok'; readonly line: CartLine; readonly product: Product }
  /** No such product, or one that is not for sale (hidden). `product` is set when it exists. */
  | { readonly status: 'unknown-product'; readonly productId: number; readonly product?: Product }
  | { readonly status: 'out-of-stock'; readonly product: Product }
  /** The line would pass the product's maximum; `inCart` is what the line already holds. */
  | { readonly status: 'over-max'; readonly product: Product; readonly max: number; readonly inCart: number }
  /** Zero, negative or not a number: WooCommerce returns false without a notice. */
  | { readonly status: 'invalid-quantity'; readonly product?: Product };

export type AddToCartStatus = AddToCartOutcome['status'];

function refuse<T extends AddToCartOutcome>(shop: FakeShop, sessionId: string, outcome: T, text: string): T {
  addCartNotice(shop, sessionId, { type: 'error', text });
  return outcome;
}

/** Adds `quantity` (truncated to a whole number, as wc_stock_amount() does) of a product. */
export function addToCart(shop: FakeShop, sessionId: string, productId: number, quantity = 1): AddToCartOutcome {
  const found = findProduct(shop.catalogue, productId);
  const product = found && !found.hidden ? found : undefined;
  const amount = Math.trunc(quantity);
  if (!(amount > 0)) return product ? { status: 'invalid-quantity', product } : { status: 'invalid-quantity' };
  if (!product) {
    // A hidden product still has a page, which is where WooCommerce sends the shopper (product_url).
    const outcome: AddToCartOutcome = found
      ? { status: 'unknown-product', productId, product: found }
      : { status: 'unknown-product', productId };
    return refuse(shop, sessionId, outcome, CART_LABELS.cannotPurchase);
  }
  if (product.stockStatus === 'outofstock') {
    return refuse(shop, sessionId, { status: 'out-of-stock', product }, CART_LABELS.outOfStock(product.name));
  }

  const record = cartRecord(shop, sessionId);
  const key = cartItemKey(product.id);
  const index = record.lines.findIndex((line) => line.key === key);
  const inCart = record.lines[index]?.quantity ?? 0;
  // A new line starts at the product's lot minimum; an existing one already holds at least that.
  const next = index < 0 ? Math.max(amount, product.minQty) : inCart + amount;
  if (product.maxQty !== null && next > product.maxQty) {
    const outcome = { status: 'over-max' as const, product, max: product.maxQty, inCart };
    return refuse(shop, sessionId, outcome, CART_LABELS.overMax(product.name, product.maxQty, inCart));
  }
  const line: CartLine = { key, productId: product.id, quantity: next };
  if (index < 0) record.lines.push(line);
  else record.lines[index] = line;
  return { status: 'ok', line, product };
}
