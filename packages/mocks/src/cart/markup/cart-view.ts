import { formatAmountHtml } from '../../catalogue/price-html';
import type { FakeShop } from '../../shop';
import { cartContents, cartTotals, type CartItem, type CartTotals } from '../contents';
import { cartLinks, type CartLinks } from './links';

// What every cart builder needs, read once per render: the lines joined with their products, the
// totals, the links and a price printer bound to the shop's currency format.

export interface CartView {
  readonly items: readonly CartItem[];
  readonly totals: CartTotals;
  readonly links: CartLinks;
  readonly nonces: Readonly<Record<string, string>>;
  /** wc_price() in the shop's format. */
  price(amount: number): string;
}

export function cartView(shop: FakeShop, sessionId: string): CartView {
  return {
    items: cartContents(shop, sessionId),
    totals: cartTotals(shop, sessionId),
    links: cartLinks(shop.settings),
    nonces: shop.settings.nonces,
    price: (amount) => formatAmountHtml(amount, shop.settings.price),
  };
}
