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

// The traditional layout (templates/wishlist-view.php, docs/research/yith-wishlist.md §2.6): one
// `tr[data-row-id={product id}]` per item. The owner gets the checkbox, remove, quantity input and
// (when drag-and-drop is on) the arrange column; anyone else sees the list read-only.

function sortable(view: WishlistView): boolean {
  return view.isOwner && view.wishlist !== undefined && view.shop.settings.wishlist.dragAndDrop;
}

function headerRow(view: WishlistView): string {
  const cells = [
    view.isOwner ? '<th class="product-checkbox"><input type="checkbox" value="" name="" id="bulk_add_to_cart"/></th>' : '',
    view.isOwner ? '<th class="product-remove"><span class="nobr"></span></th>' : '',
    '<th class="product-thumbnail"></th>',
    `<th class="product-name"><span class="nobr">${esc(L.productName)}</span></th>`,
    `<th class="product-price"><span class="nobr">${esc(L.unitPrice)}</span></th>`,
    `<th class="product-quantity"><span class="nobr">${esc(L.quantity)}</span></th>`,
    `<th class="product-stock-status"><span class="nobr">${esc(L.stockStatus)}</span></th>`,
    '<th class="product-add-to-cart"><span class="nobr"></span></th>',
    sortable(view) ? `<th class="product-arrange"><span class="nobr">${esc(L.arrange)}</span></th>` : '',
  ];
  return `<thead><tr>${cells.join('')}</tr></thead>`;
}

function columnCount(view: WishlistView): number {
  return 6 + (view.isOwner ? 2 : 0) + (sortable(view) ? 1 : 0);
}

function lastColumn(view: WishlistView, row: WishlistRow): string {
  const remove = view.isOwner
    ? `<a${attrs([['href', removeHref(view, row)], ['class', 'remove_from_wishlist button'], ['title', L.removeThisProduct]])}>${esc(L.remove)}</a>`
    : '';
  return (
    '<td class="product-add-to-cart">' +
    `<span class="dateadded">${esc(L.addedOn(dateAdded(row)))}</span>` +
    addToCart(view, row) +
    moveControl(view) +
    remove +
    '</td>'
  );
}

function itemRow(view: WishlistView, row: WishlistRow): string {
  const id = row.item.productId;
  const cells = [
    view.isOwner ? `<td class="product-checkbox">${rowCheckbox(row)}</td>` : '',
    view.isOwner
      ? `<td class="product-remove"><div><a${attrs([['href', removeHref(view, row)], ['class', 'remove remove_from_wishlist'], ['title', L.removeThisProduct]])}>&times;</a></div></td>`
      : '',
    `<td class="product-thumbnail">${thumbnail(view, row)}</td>`,
    `<td class="product-name">${productLink(view, row, esc(row.product.name))}</td>`,
    `<td class="product-price">${priceHtml(view, row)}</td>`,
    `<td class="product-quantity">${quantityControl(view, row)}</td>`,
    `<td class="product-stock-status">${stockStatus(row)}</td>`,
    lastColumn(view, row),
    sortable(view)
      ? `<td class="product-arrange"><i class="fa fa-arrows"></i><input type="hidden" name="items[${id}][position]" value="${row.item.position}"/></td>`
      : '',
  ];
  return `<tr id="yith-wcwl-row-${id}" data-row-id="${id}">${cells.join('')}</tr>`;
}

export function wishlistTableMarkup(view: WishlistView): string {
  const classes = ['shop_table', 'cart', 'wishlist_table', 'wishlist_view', 'traditional', 'responsive', ...(sortable(view) ? ['sortable'] : [])];
  const body =
    view.rows.length > 0
      ? view.rows.map((row) => itemRow(view, row)).join('')
      : `<tr><td colspan="${columnCount(view)}" class="wishlist-empty">${esc(L.noProducts)}</td></tr>`;
  const links = pageLinks(view);
  const pagination = links ? `<tr class="pagination-row wishlist-pagination"><td colspan="${columnCount(view)}">${links}</td></tr>` : '';
  return (
    `<table class="${classes.join(' ')}"${listDataAttributes(view)}>` +
    headerRow(view) +
    `<tbody class="wishlist-items-wrapper">${body}${pagination}</tbody></table>`
  );
}
