import { readCookie } from '@talat/core';

/**
 * §2.2: the mini-cart widget may be hidden while the cart is empty (`hide_cart_widget_if_empty`).
 * It is shown while the items-in-cart cookie is above 0, and while an item is being added.
 */
export function updateMiniCartVisibility(doc: Document, forceShow = false): void {
  const show = forceShow || Number(readCookie('woocommerce_items_in_cart', doc)) > 0;
  doc.querySelectorAll('.hide_cart_widget_if_empty').forEach((element) => {
    const widget = element.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = show ? '' : 'none';
  });
}
