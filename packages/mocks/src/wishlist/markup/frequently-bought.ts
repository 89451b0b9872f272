import { cartLinks } from '../../cart/markup/links';
import { productThumbnail } from '../../cart/markup/thumbnail';
import { listProducts } from '../../catalogue/catalogue';
import { formatPriceHtml } from '../../catalogue/price-html';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { WISHLIST_LABELS as L } from '../labels';
import { wishlistLinks } from '../links';
import type { WishlistView } from './wishlist-view';

// YITH Frequently Bought Together's slider after the wishlist form (§2.10): products not yet in
// the list, each with a `.yith-wfbt-add-wishlist` button that sends reload_wishlist_and_adding_elem.
// Only the wrapper class and the button are facts of that plugin; the rest is plain WooCommerce
// loop markup. The button's href is the wishlist form handler's add link to this list, so it
// works without JavaScript too (the demo answers `?add_to_wishlist=`).

export function frequentlyBoughtMarkup(view: WishlistView): string {
  const count = view.shop.settings.wishlist.frequentlyBoughtCount;
  const { wishlist } = view;
  if (count <= 0 || !wishlist || !view.isOwner) return '';
  const inList = new Set(wishlist.items.map((item) => item.productId));
  const products = listProducts(view.shop.catalogue)
    .filter((p) => p.stockStatus === 'instock' && !inList.has(p.id))
    .slice(0, count);
  if (products.length === 0) return '';
  const links = cartLinks(view.shop.settings);
  const items = products.map(
    (product) =>
      `<li class="product">` +
      `<a${attrs([['href', links.product(product)]])}>${productThumbnail(links, product)}<h3>${esc(product.name)}</h3></a>` +
      `<span class="price">${formatPriceHtml(product, view.shop.settings.price)}</span>` +
      `<a${attrs([['href', wishlistLinks(view.shop.settings).addToThisWishlist(product.id, wishlist)], ['rel', 'nofollow'], ['class', 'button yith-wfbt-add-wishlist'], ['data-product-id', product.id], ['data-product-type', 'simple']])}>${esc(L.addToThisWishlist)}</a>` +
      '</li>',
  );
  return (
    '<div class="yith-wfbt-slider-wrapper">' +
    `<h3>${esc(L.frequentlyBought)}</h3>` +
    `<div class="yith-wfbt-slider"><ul class="yith-wfbt-products-list products">${items.join('')}</ul></div>` +
    '</div>'
  );
}
