import { addToCart as addLine } from '../cart/add-to-cart';
import { CART_LABELS } from '../cart/labels';
import { cartLinks } from '../cart/markup/links';
import { addCartNotice } from '../cart/notices';
import { defineWcAjax } from '../router/registry';
import { wpDie } from '../router/responses';
import { removeFromWishlistAfterAddToCart } from '../wishlist/after-add-to-cart';
import { cartJson, fragmentsReply, postField, requestSessionId } from './cart-reply';
import { absint, intval, isEmptyField } from './php-values';

// §7 Cart: POST /?wc-ajax=add_to_cart (WC_AJAX::add_to_cart). The button's other data attributes
// arrive too and are ignored, as WooCommerce ignores them. A refusal is still 200:
// `{ error: true, product_url }`, and the browser goes to product_url, where the queued notice
// explains why (the product page; the shop page for a product that does not exist).
export const addToCart = defineWcAjax('add_to_cart', (request, shop) => {
  const rawId = postField(request, 'product_id');
  // `if ( ! isset( $_POST['product_id'] ) ) return;` and WC_AJAX then wp_die()s: 200, empty body.
  if (rawId === undefined) return wpDie('', 200);
  const sessionId = requestSessionId(request);
  const rawQuantity = postField(request, 'quantity');
  const quantity = isEmptyField(rawQuantity) ? 1 : intval(rawQuantity);
  const outcome = addLine(shop, sessionId, absint(rawId), quantity);

  if (outcome.status !== 'ok') {
    const links = cartLinks(shop.settings);
    const product_url = outcome.product ? links.product(outcome.product) : links.shop;
    return cartJson(shop, sessionId, { error: true, product_url });
  }
  // YITH Wishlist's `woocommerce_add_to_cart` hook: an add from a list may take the item off it.
  removeFromWishlistAfterAddToCart(shop, sessionId, request.params);
  // With redirect-after-add the browser goes to the cart page, which shows this notice (§7).
  if (shop.settings.cart.redirectAfterAdd === 'yes') {
    addCartNotice(shop, sessionId, { type: 'success', text: CART_LABELS.added(outcome.product.name) });
  }
  return fragmentsReply(shop, request);
});
