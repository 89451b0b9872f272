import type { FakeShop } from '../../shop';
import type { CartNotice } from '../notices';
import { cartView } from './cart-view';
import { miniCartContent } from './mini-cart';
import { sideCartBody, sideCartCount, sideCartFooter, sideCartNotices, sideCartTotal } from './side-cart-parts';

/** Selector → markup, the `fragments` of every cart reply (docs/cart-markup.md "Fragments"). */
export type CartFragments = Record<string, string>;

/**
 * WooCommerce's mini-cart fragment plus the side cart's, in the order the plugins add them. The
 * notice container is always present, empty unless `notice` is given, so an old notice is cleared.
 */
export function cartFragments(shop: FakeShop, sessionId: string, notice?: CartNotice): CartFragments {
  const view = cartView(shop, sessionId);
  const viewCartLabel = shop.settings.cart.viewCartLabel;
  return {
    'div.widget_shopping_cart_content': miniCartContent(view, viewCartLabel),
    '.taiowc-cart-count': sideCartCount(view),
    '.taiowc-cart-total-wrap': sideCartTotal(view),
    '.taiowc-cart-model-body': sideCartBody(view),
    '.taiowc-cart-model-footer': sideCartFooter(view, viewCartLabel),
    '.taiowc-notice-container': sideCartNotices(notice),
  };
}
