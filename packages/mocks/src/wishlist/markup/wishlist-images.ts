import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { WISHLIST_LABELS as L } from '../labels';
import { listDataAttributes } from './list-attributes';
import { pageLinks } from './pagination';
import {
  addToCart,
  dateAdded,
  isOutOfStock,
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

// The premium images-grid layout (templates/wishlist-view-images.php, docs/research/yith-wishlist.md
// §2.8): `ul.wishlist_table.images_grid.products.columns-{n}` with one `li[data-row-id]` per item;
// the thumbnail first, the details after it (the plugin's stylesheet shows them only while the item
// has `show`), pagination after the list. Sortable like the table when drag-and-drop is on.

/** The grid's columns (the shortcode's default for this layout). */
const COLUMNS = 4;

function sortable(view: WishlistView): boolean {
  return view.isOwner && view.wishlist !== undefined && view.shop.settings.wishlist.dragAndDrop;
}

function detailRow(className: string, label: string, value: string): string {
  return `<tr class="${className}"><td class="label">${esc(label)}</td><td class="value">${value}</td></tr>`;
}

function item(view: WishlistView, row: WishlistRow): string {
  const id = row.item.productId;
  const cart = addToCart(view, row);
  const move = moveControl(view);
  const classes = ['product', 'type-product', `post-${id}`, isOutOfStock(row) ? 'outofstock' : 'instock'];
  return (
    `<li id="yith-wcwl-row-${id}" class="${classes.join(' ')}" data-row-id="${id}"><div class="item-wrapper">` +
    '<div class="product-thumbnail">' +
    (view.isOwner ? `<div class="product-checkbox">${rowCheckbox(row)}</div>` : '') +
    thumbnail(view, row) +
    '</div>' +
    '<div class="item-details"><div class="item-details-wrapper">' +
    '<a href="#" class="close">&times;</a>' +
    `<h3 class="product-name">${productLink(view, row, esc(row.product.name))}</h3>` +
    '<table class="item-details-table">' +
    detailRow('date-added', L.addedOnLabel, esc(dateAdded(row))) +
    detailRow('product-price', L.priceLabel, priceHtml(view, row)) +
    detailRow('product-quantity', L.quantityLabel, quantityControl(view, row)) +
    detailRow('product-stock-status', L.stockLabel, stockStatus(row)) +
    '</table>' +
    (cart ? `<div class="product-add-to-cart">${cart}</div>` : '') +
    (move ? `<div class="move-to-another-wishlist">${move}</div>` : '') +
    (view.isOwner
      ? `<div class="product-remove"><a${attrs([['href', removeHref(view, row)], ['class', 'remove_from_wishlist'], ['title', L.removeThisProduct]])}>${esc(L.remove)}</a></div>`
      : '') +
    (sortable(view) ? `<input type="hidden" name="items[${id}][position]" value="${row.item.position}"/>` : '') +
    '</div></div></div></li>'
  );
}

export function wishlistImagesMarkup(view: WishlistView): string {
  const classes = ['wishlist_table', 'wishlist_view', 'shop_table', 'cart', 'images_grid', 'responsive', 'products', `columns-${COLUMNS}`, ...(sortable(view) ? ['sortable'] : [])];
  const body = view.rows.length > 0 ? view.rows.map((row) => item(view, row)).join('') : `<li class="wishlist-empty">${esc(L.noProducts)}</li>`;
  const links = pageLinks(view);
  return `<ul class="${classes.join(' ')}"${listDataAttributes(view)}>${body}</ul>` + (links ? `<nav class="wishlist-pagination">${links}</nav>` : '');
}
