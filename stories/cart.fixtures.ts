import type { HttpHandler } from 'msw';
import {
  createFakeShop,
  createMswHandlers,
  findProduct,
  type FakeShop,
  type FaultRule,
  type Product,
} from '@talat/mocks';

/** Products the stories use, from the demo catalogue (seeded, so always the same). */
export const PRODUCT = {
  /** On sale, no lot limits. */
  vitaminCSerum: 314,
  /** Packaging sold in lots: min 10, +/− step by 1 above that. */
  rollOnBottle: 107,
  sunscreen: 323,
  niacinamideSerum: 308,
  lipstick: 348,
  /** Out of stock in the catalogue: the add is refused with `{ error, product_url }`. */
  soldOutSerum: 306,
} as const;

export interface CartLineSeed {
  productId: number;
  quantity: number;
}

export interface CartScenarioOptions {
  /** Lines in the guest cart when the page is printed (added with the fake's addToCart). */
  lines?: CartLineSeed[];
  /** Armed when the story mounts, disarmed when it unmounts. */
  faults?: FaultRule[];
  /** `woocommerce_cart_redirect_after_add`; the shop's default is 'yes'. */
  redirectAfterAdd?: 'yes' | 'no';
  /** A shop loop with these products' add-to-cart buttons. */
  loop?: number[];
  /**
   * Products printed as in stock in the loop although the shop has since sold them out: the page
   * was printed (or cached) before the last one went, so the button is an ajax one and the add is
   * refused by the server.
   */
  soldOutSincePrinted?: number[];
  /** Prints the WooCommerce "Cart" widget (mini-cart) in the sidebar. */
  miniCart?: boolean;
}

/** One story's fake WordPress and what its page prints. The host resets the shop on every mount. */
export interface CartScenario {
  readonly shop: FakeShop;
  readonly handlers: HttpHandler[];
  readonly lines: readonly CartLineSeed[];
  readonly faults: readonly FaultRule[];
  readonly redirectAfterAdd: 'yes' | 'no';
  /** The products of the loop, as the page printed them. */
  readonly loop: readonly Product[];
  readonly miniCart: boolean;
}

function product(shop: FakeShop, id: number): Product {
  const found = findProduct(shop.catalogue, id);
  if (!found) throw new Error(`cart stories: product ${id} is not in the demo catalogue`);
  return found;
}

/** A story's own shop (nothing shared between stories) and the msw handlers serving it. */
export function cartScenario(options: CartScenarioOptions = {}): CartScenario {
  const shop = createFakeShop();
  const soldOut = new Set(options.soldOutSincePrinted ?? []);
  const loopIds = [...(options.loop ?? []), ...soldOut];
  return {
    shop,
    handlers: createMswHandlers(shop),
    lines: options.lines ?? [],
    faults: options.faults ?? [],
    redirectAfterAdd: options.redirectAfterAdd ?? shop.settings.cart.redirectAfterAdd,
    loop: loopIds.map((id) => {
      const found = product(shop, id);
      return soldOut.has(id) ? { ...found, stockStatus: 'instock' } : found;
    }),
    miniCart: options.miniCart ?? false,
  };
}

/** The name a loop product is printed with, for play functions that click its button. */
export function productName(scenario: CartScenario, id: number): string {
  return product(scenario.shop, id).name;
}
