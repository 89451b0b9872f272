import { useEffect, useRef } from 'react';
import { addToWishlistMarkup, createFakeShop, listProducts, productLoopItemMarkup, wishlistGlobals } from '@talat/mocks';
import { mountWishlist } from '@talat/wishlist';
import './wishlist.css';

export interface WishlistHostProps {
  /** §2.4: the button after add to cart ('add-to-cart', the shop's) or in the product gallery. */
  position: 'add-to-cart' | 'thumbnails';
}

/**
 * Does what a theme page does: prints product cards with YITH WooCommerce Wishlist's button (the
 * fake's markup, as the plugin prints it) and the plugin's `yith_wcwl_l10n`, then lets the widget
 * enhance them with the same `mountWishlist` the script-tag entry uses. The story's msw handlers
 * answer the calls.
 */
export function WishlistHost({ position }: WishlistHostProps) {
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const shop = createFakeShop();
    const products = listProducts(shop.catalogue).slice(0, 3);
    const globals = window as unknown as Record<string, unknown>;
    globals.yith_wcwl_l10n = { ...wishlistGlobals(shop), yith_wcwl_button_position: position };
    element.innerHTML =
      position === 'thumbnails'
        ? `<div class="product"><div class="woocommerce-product-gallery"><img src="${products[0]!.image}" alt="" width="240" height="240"></div>${addToWishlistMarkup(shop, 'story', products[0]!, { isSingle: true })}</div>`
        : `<ul class="products columns-3">${products
            .map((product) => productLoopItemMarkup(shop, product).replace(/<\/li>$/, `${addToWishlistMarkup(shop, 'story', product)}</li>`))
            .join('')}</ul>`;
    const unmount = mountWishlist(element);
    return () => {
      delete globals.yith_wcwl_l10n;
      // The widget has its own React root (the notice); unmounting it while this root commits makes React warn.
      queueMicrotask(() => unmount?.());
    };
  }, [position]);

  return <div ref={slot} className="story-wishlist" />;
}
