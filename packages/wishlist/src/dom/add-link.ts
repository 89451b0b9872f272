import type { AddRequest } from '../controller/adder';

// What the wishlist's first load needs of the button (mount.ts): no framework, no network code.

/**
 * The add-to-wishlist markup YITH prints (docs/research/yith-wishlist.md §2.1–2.4): a
 * `.yith-wcwl-add-to-wishlist.add-to-wishlist-{id}` container holding `.yith-wcwl-add-button` with
 * the `a.add_to_wishlist` link, whose href adds without JavaScript.
 */
export const ADD_LINK = '.add_to_wishlist';
export const CONTAINER = '.yith-wcwl-add-to-wishlist';
/** Every part of the page the wishlist's replies refresh (research §3.3). */
export const FRAGMENT = '.wishlist-fragment';

/** What a click on an add link asks for; null when the link names no product (then its href is followed). */
export function addRequestOf(link: HTMLElement): AddRequest | null {
  const productId = link.getAttribute('data-product-id')?.trim();
  if (!productId) return null;
  const wishlistId = link.getAttribute('data-wishlist-id')?.trim();
  return {
    productId,
    productType: link.getAttribute('data-product-type') ?? '',
    ...(wishlistId ? { wishlistId } : {}),
  };
}

/** The add link's busy state while its add is on its way (and while the first load waits for the chunk). */
export function markAdding(link: HTMLElement, adding: boolean): void {
  link.classList.toggle('loading', adding);
  if (adding) link.setAttribute('aria-busy', 'true');
  else link.removeAttribute('aria-busy');
}

/**
 * §2.4 'thumbnails': the plugin prints the button after the product gallery and moves it into the
 * gallery once the page is ready (research §1.1). Done in the first load, before anyone looks.
 */
export function placeInGallery(doc: Document): void {
  for (const gallery of doc.querySelectorAll('.woocommerce-product-gallery')) {
    const next = gallery.nextElementSibling;
    if (next?.matches(`div${CONTAINER}`)) gallery.append(next);
  }
}
