import type { Product } from '../../catalogue/types';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { ShopSettings } from '../../settings';
import { WISHLIST_LABELS as L } from '../labels';
import { wishlistLinks } from '../links';
import type { Wishlist } from '../types';
import { wishlistTitle } from '../wishlist-name';
import { WISHLIST_ICONS } from './icons';

// The add button when multi-wishlist is on and the modal setting is 'no' (premium
// templates/add-to-wishlist-dropdown.php, fact sheet §2.4 "Dropdown"): the main link adds to the
// default list, and the hover dropdown under it lists the visitor's other lists, default ones left
// out, each adding the product to that list.

let printed = 0;

export function addDropdownButton(
  settings: ShopSettings,
  product: Product,
  kind: { type: string; parentId: number },
  lists: readonly Wishlist[],
  noJsHref: string,
): string {
  const productAttributes: Array<[string, string | number]> = [
    ['data-product-id', product.id],
    ['data-product-type', kind.type],
    ['data-original-product-id', kind.parentId],
  ];
  const main = attrs([['href', noJsHref], ['class', 'add_to_wishlist single_add_to_wishlist'], ...productAttributes, ['data-title', L.addToWishlist], ['rel', 'nofollow']]);
  const links = wishlistLinks(settings);
  const items = lists
    .filter((list) => !list.isDefault)
    .map((list) => {
      const link = attrs([['href', links.addToThisWishlist(product.id, list)], ['class', 'add_to_wishlist'], ['rel', 'nofollow'], ...productAttributes, ['data-wishlist-id', list.id]]);
      return `<li><a${link}>${esc(wishlistTitle(settings, list))}</a></li>`;
    });
  // The plugin's `{pid}_{rand}`: a counter keeps two blocks of one product apart, and tests stable.
  const id = `add_to_wishlist_popup_${product.id}_${++printed}`;
  return (
    `<div class="yith-wcwl-add-button with-dropdown"><a${main}>${WISHLIST_ICONS.heartOutline}<span>${esc(L.addToWishlist)}</span></a>` +
    `<ul${attrs([['id', id], ['class', 'yith-wcwl-dropdown']])}>${items.join('')}</ul></div>`
  );
}
