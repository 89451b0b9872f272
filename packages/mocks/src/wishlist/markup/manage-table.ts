import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { PRIVACY_LABELS, WISHLIST_LABELS as L } from '../labels';
import { wishlistLinks } from '../links';
import { EDIT_WISHLIST_NONCE_NAME } from '../nonces';
import type { Wishlist, WishlistPrivacy } from '../types';
import { wishlistTitle } from '../wishlist-name';
import { visitorWishlists } from '../wishlist-state';
import { formatShopDate } from './date';
import { fragmentOptionsAttribute } from './fragment-options';
import { WISHLIST_ICONS } from './icons';

// The manage page (premium templates/wishlist-manage.php, §2.11): one row per list of the visitor
// with its title edit form (save_title with the row's `data-wishlist-id`) and the visibility
// selector (save_privacy). The form is no `.wishlist-fragment`, so no reload ever replaces it.

const PRIVACY_CLASSES: Readonly<Record<WishlistPrivacy, string>> = {
  0: 'public-visibility',
  1: 'shared-visibility',
  2: 'private-visibility',
};

function row(shop: FakeShop, wishlist: Wishlist): string {
  const links = wishlistLinks(shop.settings);
  const title = wishlistTitle(shop.settings, wishlist);
  const field = (name: string) => `wishlist_options[${wishlist.id}][${name}]`;
  const privacy = ([0, 1, 2] as const).map(
    (value) =>
      `<option${attrs([['value', value], ['class', PRIVACY_CLASSES[value]], ['selected', wishlist.privacy === value ? 'selected' : undefined]])}>${esc(PRIVACY_LABELS[value])}</option>`,
  );
  return (
    `<tr data-wishlist-id="${wishlist.id}">` +
    '<td class="wishlist-name">' +
    `<div class="wishlist-title"><a${attrs([['class', 'wishlist-anchor'], ['href', links.view(wishlist)]])}>${esc(title)}</a>` +
    `<a class="show-title-form">${WISHLIST_ICONS.pencil}</a></div>` +
    `<div class="hidden-title-form"><input type="text"${attrs([['name', field('wishlist_name')], ['value', title]])}/>` +
    `<div class="edit-title-buttons"><a role="button" href="#" class="hide-title-form">${WISHLIST_ICONS.xMark}</a>` +
    `<a role="button" href="#" class="save-title-form">${WISHLIST_ICONS.check}</a></div></div>` +
    '</td>' +
    `<td class="wishlist-privacy"><select${attrs([['name', field('wishlist_privacy')], ['class', 'wishlist-visibility selectBox']])}>${privacy.join('')}</select></td>` +
    `<td class="wishlist-item-count">${esc(L.itemCount(wishlist.items.length))}</td>` +
    `<td class="wishlist-dateadded">${esc(formatShopDate(wishlist.dateAdded))}</td>` +
    '<td class="wishlist-delete">' +
    (wishlist.isDefault ? '' : `<a${attrs([['class', 'button wishlist-delete'], ['href', `${links.manage}?wishlist_id=${wishlist.id}&delete_wishlist=1`]])}>${esc(L.deleteList)}</a>`) +
    '</td></tr>'
  );
}

export function wishlistManageMarkup(shop: FakeShop, sessionId: string): string {
  const links = wishlistLinks(shop.settings);
  const options = { layout: '', page_title: L.manageTitle, template_part: 'manage', item: 'wishlist_manage' };
  const nonce = shop.settings.nonces[EDIT_WISHLIST_NONCE_NAME] ?? '';
  const rows = visitorWishlists(shop, sessionId).map((wishlist) => row(shop, wishlist));
  return (
    `<form id="yith-wcwl-form"${attrs([['action', links.manage]])} method="post" class="woocommerce yith-wcwl-form" data-fragment-options="${fragmentOptionsAttribute(options)}">` +
    `<h2>${esc(L.manageTitle)}</h2>` +
    '<table class="shop_table cart wishlist_table wishlist_manage_table responsive"><thead><tr>' +
    `<th class="wishlist-name"><span class="nobr">${esc(L.manageName)}</span></th>` +
    `<th class="wishlist-privacy"><span class="nobr">${esc(L.managePrivacy)}</span></th>` +
    `<th class="wishlist-item-count"><span class="nobr">${esc(L.manageItems)}</span></th>` +
    `<th class="wishlist-dateadded"><span class="nobr">${esc(L.manageDate)}</span></th>` +
    '<th class="wishlist-delete"></th>' +
    `</tr></thead><tbody>${rows.join('')}</tbody></table>` +
    `<input type="submit" name="update_wishlist_options"${attrs([['value', L.saveChanges]])}/>` +
    `<input type="hidden"${attrs([['id', EDIT_WISHLIST_NONCE_NAME], ['name', EDIT_WISHLIST_NONCE_NAME], ['value', nonce]])} />` +
    '</form>'
  );
}
