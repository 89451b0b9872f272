import { cartLinks } from '../../cart/markup/links';
import { productThumbnail } from '../../cart/markup/thumbnail';
import { findProduct } from '../../catalogue/catalogue';
import { formatPriceHtml } from '../../catalogue/price-html';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { WISHLIST_LABELS as L } from '../labels';
import { wishlistLinks } from '../links';
import { wishlistNonce } from '../nonces';
import { defaultWishlist } from '../wishlist-state';

// The premium "Wishlist items" widget (YITH_WCWL_Items_Widget, research §2.13): the visitor's
// default list in `.content > ul.cart_list.product_list_widget`, each line with the ×
// `a.remove_from_all_wishlists[data-product-id][data-wishlist-id]` whose plain href is the form
// handler's `?remove_from_wishlist={pid}&_wpnonce=` on the page it is printed on (themes' copies of
// the template print it so). `data-wishlist-id` is the default list's id when the widget shows
// only that list ('show_default_only'), as here; '' would mean every list.

const TITLE = 'รายการโปรดของคุณ';
const EMPTY = 'ยังไม่มีสินค้าในรายการโปรด';
const REMOVE = (name: string) => `ลบ ${name} ออกจากรายการโปรด`;

export function wishlistItemsWidgetMarkup(shop: FakeShop, sessionId: string, pageUrl: string): string {
  const wishlist = defaultWishlist(shop, sessionId);
  const links = cartLinks(shop.settings);
  const nonce = encodeURIComponent(wishlistNonce(shop, 'remove_from_wishlist'));
  const lines = (wishlist?.items ?? []).flatMap((item) => {
    const product = findProduct(shop.catalogue, item.productId);
    if (!product || !wishlist) return [];
    const href = `${pageUrl}${pageUrl.includes('?') ? '&' : '?'}remove_from_wishlist=${product.id}&_wpnonce=${nonce}`;
    const remove = attrs([
      ['href', href],
      ['class', 'remove remove_from_all_wishlists'],
      ['data-product-id', product.id],
      ['data-wishlist-id', wishlist.id],
      ['aria-label', REMOVE(product.name)],
      ['rel', 'nofollow'],
    ]);
    return [
      `<li><a${remove}>&times;</a>` +
        `<a${attrs([['href', links.product(product)]])}>${productThumbnail(links, product)}${esc(product.name)}</a>` +
        `<span class="quantity">${formatPriceHtml(product, shop.settings.price)}</span></li>`,
    ];
  });
  const body =
    lines.length > 0
      ? `<ul class="cart_list product_list_widget">${lines.join('')}</ul>`
      : `<p class="woocommerce-mini-cart__empty-message">${esc(EMPTY)}</p>`;
  const page = wishlistLinks(shop.settings).page;
  return (
    '<section class="widget woocommerce widget_yith-wcwl-items yith-wcwl-wishlist-items">' +
    `<h2 class="widget-title">${esc(TITLE)}</h2>` +
    `<div class="content">${body}<p class="buttons"><a class="button" href="${esc(page)}">${esc(L.browseWishlist)}</a></p></div>` +
    '</section>'
  );
}
