import { addToCartButtonMarkup } from '../../cart/markup/add-to-cart-button';
import { cartLinks } from '../../cart/markup/links';
import { productThumbnail } from '../../cart/markup/thumbnail';
import { formatPriceHtml } from '../../catalogue/price-html';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { PRIVACY_LABELS, WISHLIST_LABELS as L } from '../labels';
import { wishlistTitle } from '../wishlist-name';
import { formatShopDate } from './date';
import type { WishlistRow, WishlistView } from './wishlist-view';

// The contents of one item, shared by the table (wishlist-view.php) and the mobile list
// (wishlist-view-mobile.php): both print the same links, inputs and controls in different boxes.

export function rowCheckbox(row: WishlistRow): string {
  return `<input type="checkbox" value="yes" name="items[${row.item.productId}][cb]"/>`;
}

export function productLink(view: WishlistView, row: WishlistRow, content: string): string {
  return `<a${attrs([['href', cartLinks(view.shop.settings).product(row.product)]])}>${content}</a>`;
}

export function thumbnail(view: WishlistView, row: WishlistRow): string {
  return productLink(view, row, productThumbnail(cartLinks(view.shop.settings), row.product));
}

export function priceHtml(view: WishlistView, row: WishlistRow): string {
  return formatPriceHtml(row.product, view.shop.settings.price);
}

/** An editable number for the owner, the bare quantity for anyone else. */
export function quantityControl(view: WishlistView, row: WishlistRow): string {
  const { productId, quantity } = row.item;
  if (!view.isOwner) return String(quantity);
  return `<input type="number" min="1" step="1" name="items[${productId}][quantity]" value="${quantity}"/>`;
}

export function isOutOfStock(row: WishlistRow): boolean {
  return row.product.stockStatus === 'outofstock';
}

export function stockStatus(row: WishlistRow): string {
  return isOutOfStock(row)
    ? `<span class="wishlist-out-of-stock">${esc(L.outOfStock)}</span>`
    : `<span class="wishlist-in-stock">${esc(L.inStock)}</span>`;
}

export function dateAdded(row: WishlistRow): string {
  return formatShopDate(row.item.dateAdded);
}

/**
 * WooCommerce's loop button as the plugin alters it in a list (FE alter_add_to_cart_*): classes
 * `add_to_cart alt`, the item's quantity, and a no-JS link back to the list that carries what
 * removes the item afterwards. Nothing for a product that is sold out.
 */
export function addToCart(view: WishlistView, row: WishlistRow): string {
  const { wishlist } = view;
  if (!wishlist || isOutOfStock(row)) return '';
  const settings = view.shop.settings.wishlist;
  const query = new URLSearchParams({ 'add-to-cart': String(row.product.id) });
  if (settings.removeAfterAddToCart) {
    query.set('remove_from_wishlist_after_add_to_cart', String(row.product.id));
    query.set('wishlist_id', String(wishlist.id));
    query.set('wishlist_token', wishlist.token);
  }
  query.set('quantity', String(row.item.quantity));
  return addToCartButtonMarkup(view.shop, row.product, {
    href: `${view.links.view(wishlist)}?${query}`,
    quantity: row.item.quantity,
    extraClasses: ['add_to_cart', 'alt'],
  });
}

/** `select.change-wishlist` (tokens of the other lists) or the link to the move popup. */
export function moveControl(view: WishlistView): string {
  if (view.otherLists.length === 0) return '';
  if (view.moveType === 'popup') {
    return `<a href="#move_to_another_wishlist" class="move-to-another-wishlist-button" data-rel="prettyPhoto[move_to_another_wishlist]">${esc(L.moveToAnotherList)}</a>`;
  }
  const options = view.otherLists.map((list) => {
    const text = `${wishlistTitle(view.shop.settings, list)} - ${PRIVACY_LABELS[list.privacy]}`;
    return `<option${attrs([['value', list.token]])}>${esc(text)}</option>`;
  });
  return `<select class="change-wishlist selectBox"><option value="">${esc(L.move)}</option>${options.join('')}</select>`;
}

export function removeHref(view: WishlistView, row: WishlistRow): string {
  return view.wishlist ? view.links.removeItem(row.item.productId, view.wishlist) : '#';
}
