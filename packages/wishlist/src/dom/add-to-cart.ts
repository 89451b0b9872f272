import { onHostEvent } from '@talat/core';
import type { WishlistConfig } from '../config';
import { focusOn, firstControlIn } from './focus';
import { fragmentOptions } from './fragments';

type WooCommerceParams = { cart_redirect_after_add?: unknown } & Record<string, unknown>;
type PageWindow = Window & { wc_add_to_cart_params?: WooCommerceParams };

export interface AddToCartFromWishlistOptions {
  /** 'Product added to cart successfully' (§8 Wishlist), in the page's language. */
  addedMessage: string;
}

/** The element a host event's `button` argument names: ours pass the element, jQuery's a jQuery object. */
function elementOf(button: unknown): Element | null {
  if (button instanceof Element) return button;
  const first = (button as { 0?: unknown } | null | undefined)?.[0];
  return first instanceof Element ? first : null;
}

/**
 * §4 "Wishlist add to cart" on WooCommerce's add-to-cart events, whoever adds (the cart widget or
 * WooCommerce's own script), as YITH's script did (docs/research/yith-wishlist.md §4.11):
 * - a button in a wishlist table tells the server which row it came from, and while its add runs,
 *   the cart's redirect follows the wishlist's `redirect_to_cart` ('no', §9) through WooCommerce's
 *   `wc_add_to_cart_params`, which the cart reads when the reply comes; the shop's own setting
 *   applies again to the next add, also after a failed one (the plugin left it set then);
 * - after the add, the row goes when 'remove from wishlist after add to cart' is on and the viewer
 *   owns the list;
 * - on the wishlist page, any add says 'Product added to cart successfully' as a WooCommerce notice.
 * Returns the stop.
 */
export function followAddsToCart(doc: Document, config: Pick<WishlistConfig, 'redirectToCart' | 'removeAfterAddToCart'>, options: AddToCartFromWishlistOptions): () => void {
  const win = (doc.defaultView ?? window) as PageWindow;
  /** What `wc_add_to_cart_params` was before the wishlist's add changed it (`null`: it did not exist). */
  let saved: { params: WooCommerceParams | null } | undefined;

  const restore = () => {
    if (!saved) return;
    if (saved.params === null) delete win.wc_add_to_cart_params;
    else win.wc_add_to_cart_params = saved.params;
    saved = undefined;
  };

  const onAdding = ([button, data]: unknown[]) => {
    restore();
    const element = elementOf(button);
    const table = element?.closest<HTMLElement>('.wishlist_table');
    const row = element?.closest<HTMLElement>('[data-row-id]');
    if (!element || !table || !row) return;
    // The same object the add sends: WooCommerce's add-to-cart.js and the cart widget both post it.
    if (data && typeof data === 'object') {
      Object.assign(data, { remove_from_wishlist_after_add_to_cart: row.dataset.rowId ?? '', wishlist_id: table.dataset.id ?? '' });
    }
    saved = { params: win.wc_add_to_cart_params ?? null };
    win.wc_add_to_cart_params = { ...win.wc_add_to_cart_params, cart_redirect_after_add: config.redirectToCart };
  };

  const onAdded = ([, , button]: unknown[]) => {
    restore();
    const element = elementOf(button);
    const row = element?.closest<HTMLElement>('.wishlist_table [data-row-id]');
    if (element && row) {
      element.classList.remove('added');
      row.querySelectorAll('.added_to_cart').forEach((link) => link.remove());
      const owner = fragmentOptions(row.closest('.wishlist-fragment') ?? row).is_user_owner;
      if (config.removeAfterAddToCart && (owner === true || owner === 'true' || owner === 1 || owner === '1')) removeRow(row);
    }
    showAddedNotice(doc, options.addedMessage);
  };

  const stops = [onHostEvent('adding_to_cart', onAdding), onHostEvent('added_to_cart', onAdded)];
  return () => {
    stops.forEach((stop) => stop());
    restore();
  };
}

/** Removes a row, keeping a keyboard user's focus in the table (the next row's first control, or the table). */
function removeRow(row: HTMLElement): void {
  const hadFocus = row.contains(row.ownerDocument.activeElement);
  const next = row.nextElementSibling ?? row.previousElementSibling;
  const table = row.closest<HTMLElement>('.wishlist_table');
  row.remove();
  if (hadFocus) focusOn(firstControlIn(next) ?? table);
}

/**
 * §8 Wishlist: on the wishlist page, 'Product added to cart successfully' replaces the current
 * WooCommerce notice, or is put above the wishlist as one. Text only.
 */
function showAddedNotice(doc: Document, message: string): void {
  const form = doc.getElementById('yith-wcwl-form');
  if (!form) return;
  const notices = doc.querySelectorAll<HTMLElement>('.woocommerce-message');
  if (notices.length > 0) {
    notices.forEach((notice) => (notice.textContent = message));
    return;
  }
  const wrapper = doc.createElement('div');
  wrapper.className = 'woocommerce-notices-wrapper';
  const notice = doc.createElement('div');
  notice.className = 'woocommerce-message';
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  wrapper.append(notice);
  form.prepend(wrapper);
}
