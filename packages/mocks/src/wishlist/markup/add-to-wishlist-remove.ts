import type { Product } from '../../catalogue/types';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { wishlistLinks } from '../links';
import { wishlistNonce } from '../nonces';
import { visitorWishlists } from '../wishlist-state';
import { addToWishlistFragmentOptions, addToWishlistMarkup, type AddToWishlistPlacement } from './add-to-wishlist';
import { fragmentOptionsAttribute } from './fragment-options';
import { WISHLIST_ICONS } from './icons';

// The add-to-wishlist block with the plugin's "remove" template (templates/add-to-wishlist-remove.php,
// research §2.3), which the plugin prints for a product already in a list when "after add to
// wishlist" is set to "remove": `a.delete_item[data-item-id]` (the shop-wide item id) whose plain
// href is the form handler's `?remove_from_wishlist={pid}&_wpnonce=`, and the "View ›" link on a
// product page. A product in no list gets the ordinary block. Like the plugin, a reload of the
// fragment prints the block afresh (the add button once the item is gone).

/** 'Remove from list' (yith_wcwl_remove_from_wishlist_text) and 'or' / 'View ›'. */
const REMOVE_LABEL = 'ลบออกจากรายการโปรด';
const OR = 'หรือ';
const VIEW = 'ดูรายการ ›';

export function addToWishlistRemoveMarkup(shop: FakeShop, sessionId: string, product: Product, placement: AddToWishlistPlacement = {}): string {
  const found = visitorWishlists(shop, sessionId)
    .flatMap((wishlist) => wishlist.items.filter((item) => item.productId === product.id).map((item) => ({ wishlist, item })))
    .sort((a, b) => b.item.dateAdded - a.item.dateAdded)[0];
  if (!found) return addToWishlistMarkup(shop, sessionId, product, placement);
  const options = addToWishlistFragmentOptions(shop, sessionId, product, placement);
  const baseUrl = String(options.base_url);
  const href = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}remove_from_wishlist=${product.id}&_wpnonce=${encodeURIComponent(wishlistNonce(shop, 'remove_from_wishlist'))}`;
  const classes = [
    'yith-wcwl-add-to-wishlist',
    `add-to-wishlist-${product.id}`,
    'yith-wcwl-add-to-wishlist--link-style',
    'exists',
    ...(placement.isSingle ? ['yith-wcwl-add-to-wishlist--single'] : []),
    'wishlist-fragment',
    'on-first-load',
  ];
  const link = attrs([
    ['href', href],
    ['class', 'delete_item'],
    ['data-item-id', found.item.id],
    ['data-product-id', product.id],
    ['data-original-product-id', 0],
    ['data-title', REMOVE_LABEL],
    ['rel', 'nofollow'],
  ]);
  const view = placement.isSingle
    ? `<span class="separator">${esc(OR)}</span><a${attrs([['href', wishlistLinks(shop.settings).view(found.wishlist)], ['class', 'view-wishlist']])}>${esc(VIEW)}</a>`
    : '';
  return (
    `<div class="${classes.join(' ')}" data-fragment-ref="${product.id}" data-fragment-options="${fragmentOptionsAttribute(options)}">` +
    `<div class="yith-wcwl-add-button"><a${link}>${WISHLIST_ICONS.heart}${esc(REMOVE_LABEL)}</a>${view}</div></div>`
  );
}
