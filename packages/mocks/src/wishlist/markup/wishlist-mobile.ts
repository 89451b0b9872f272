import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { WISHLIST_LABELS as L } from '../labels';
import { listDataAttributes } from './list-attributes';
import { pageLinks } from './pagination';
import {
  addToCart,
  dateAdded,
  moveControl,
  priceHtml,
  productLink,
  quantityControl,
  removeHref,
  rowCheckbox,
  stockStatus,
  thumbnail,
} from './row-parts';
import type { WishlistRow, WishlistView } from './wishlist-view';

// The mobile layout (templates/wishlist-view-mobile.php, docs/research/yith-wishlist.md §2.7):
// `ul.wishlist_table.mobile` with one `li[data-row-id]` per item, pagination after the list.

function detailRow(label: string, value: string, valueClass = 'value'): string {
  return `<tr><td class="label">${esc(label)}</td><td class="${valueClass}">${value}</td></tr>`;
}

function item(view: WishlistView, row: WishlistRow): string {
  const id = row.item.productId;
  const cart = addToCart(view, row);
  const move = moveControl(view);
  return (
    `<li id="yith-wcwl-row-${id}" data-row-id="${id}">` +
    (view.isOwner ? `<div class="product-checkbox">${rowCheckbox(row)}</div>` : '') +
    '<div class="item-wrapper">' +
    `<div class="product-thumbnail">${thumbnail(view, row)}</div>` +
    '<div class="item-details">' +
    `<div class="product-name"><h3>${productLink(view, row, esc(row.product.name))}</h3></div>` +
    '<table class="item-details-table">' +
    detailRow(L.addedOnLabel, esc(dateAdded(row))) +
    detailRow(L.priceLabel, priceHtml(view, row)) +
    '</table></div></div>' +
    '<div class="additional-info-wrapper"><table class="additional-info">' +
    detailRow(L.quantityLabel, quantityControl(view, row), 'product-quantity') +
    detailRow(L.stockLabel, stockStatus(row)) +
    '</table>' +
    (cart ? `<div class="product-add-to-cart">${cart}</div>` : '') +
    (move ? `<div class="move-to-another-wishlist">${move}</div>` : '') +
    (view.isOwner
      ? `<div class="product-remove"><a${attrs([['href', removeHref(view, row)], ['class', 'remove_from_wishlist'], ['title', L.removeThisProduct]])}><i class="fa fa-trash"></i></a></div>`
      : '') +
    '</div></li>'
  );
}

export function wishlistMobileMarkup(view: WishlistView): string {
  const classes = ['shop_table', 'cart', 'wishlist_table', 'wishlist_view', 'responsive', 'mobile', ...(view.isOwner ? ['with-checkbox'] : [])];
  const body = view.rows.length > 0 ? view.rows.map((row) => item(view, row)).join('') : `<p class="wishlist-empty">${esc(L.noProducts)}</p>`;
  const links = pageLinks(view);
  return (
    `<ul class="${classes.join(' ')}"${listDataAttributes(view)}>${body}</ul>` +
    (links ? `<nav class="wishlist-pagination">${links}</nav>` : '')
  );
}
