import type { UserWishlist } from '@talat/client';
import { navigableUrl } from '@talat/core';
import { ADD_LINK, CONTAINER } from './add-link';
import { firstControlIn } from './focus';

const ADD_BUTTON = '.yith-wcwl-add-button';

/** The containers of one product's buttons (a listing may print the same product twice). */
export function containersOf(doc: Document, productId: string): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`${CONTAINER}.add-to-wishlist-${CSS.escape(productId)}`)];
}

/** Where focus goes when a product's block was replaced: its first control, or the block itself. */
export function focusTargetOfProduct(doc: Document, productId: string): HTMLElement | null {
  const container = containersOf(doc, productId)[0];
  return firstControlIn(container) ?? container ?? null;
}

/**
 * §4 after an add of 'true' or 'exists' when the server sent no fragments: the product is marked
 * as existing, and its add button goes when `removeButton` (§4's rule). With fragments, the
 * server's markup already shows the new state (docs/decisions.md).
 */
export function markExisting(doc: Document, productId: string, removeButton: boolean): void {
  for (const container of containersOf(doc, productId)) {
    container.classList.add('exists');
    if (removeButton) container.querySelectorAll(ADD_BUTTON).forEach((button) => button.remove());
  }
}

/**
 * §2.4 / §3: the hover dropdown lists the user's other wishlists, default ones left out; each item
 * adds the dropdown's product to that wishlist. Built from text and checked URLs, never markup.
 */
export function refreshDropdowns(doc: Document, wishlists: readonly UserWishlist[]): void {
  for (const dropdown of doc.querySelectorAll<HTMLElement>('.yith-wcwl-add-button.with-dropdown')) {
    const main = dropdown.querySelector<HTMLElement>(`:scope > ${ADD_LINK}`);
    const list = dropdown.querySelector<HTMLElement>('.yith-wcwl-dropdown');
    if (!main || !list) continue;
    list.replaceChildren(
      ...wishlists
        .filter((wishlist) => !wishlist.default)
        .map((wishlist) => {
          const link = doc.createElement('a');
          link.className = 'add_to_wishlist';
          link.rel = 'nofollow';
          link.href = navigableUrl(wishlist.add_to_this_wishlist_url, doc.baseURI) ?? '#';
          for (const name of ['data-product-id', 'data-product-type', 'data-original-product-id']) {
            const value = main.getAttribute(name);
            if (value !== null) link.setAttribute(name, value);
          }
          link.setAttribute('data-wishlist-id', wishlist.id);
          link.textContent = wishlist.wishlist_name;
          const item = doc.createElement('li');
          item.append(link);
          return item;
        }),
    );
  }
}
