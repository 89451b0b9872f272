import type { Product } from '../../catalogue/types';
import type { ShopSettings } from '../../settings';

// Every URL the cart markup and globals print, built in one place so `homeUrl` (a shop in a
// sub-directory) and the page settings apply everywhere alike. Values are raw URLs: whoever puts
// one into markup escapes it (which turns the remove link's `&` into `&amp;`).

export interface CartLinks {
  readonly ajaxUrl: string;
  /** WooCommerce's template; the browser replaces %%endpoint%%. */
  readonly wcAjaxUrl: string;
  readonly cart: string;
  readonly checkout: string;
  readonly shop: string;
  product(product: Product): string;
  image(product: Product): string;
  /** wc_get_cart_remove_url(): the no-JS remove link, nonce included. */
  removeItem(key: string): string;
}

export function cartLinks(settings: ShopSettings): CartLinks {
  const home = settings.homeUrl;
  const cart = `${home}${settings.cart.cartUrl}`;
  const nonce = settings.nonces.woocommerce_cart_nonce ?? '';
  return {
    ajaxUrl: `${home}/wp-admin/admin-ajax.php`,
    wcAjaxUrl: `${home}/?wc-ajax=%%endpoint%%`,
    cart,
    checkout: `${home}${settings.cart.checkoutUrl}`,
    shop: `${home}${settings.cart.shopUrl}`,
    product: (product) => `${home}/product/${encodeURIComponent(product.slug)}/`,
    image: (product) => `${home}${product.image}`,
    removeItem: (key) =>
      `${cart}${cart.includes('?') ? '&' : '?'}remove_item=${encodeURIComponent(key)}&_wpnonce=${encodeURIComponent(nonce)}`,
  };
}
