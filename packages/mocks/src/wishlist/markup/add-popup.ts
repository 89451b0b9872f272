import type { Product } from '../../catalogue/types';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { WISHLIST_LABELS as L } from '../labels';
import type { Wishlist } from '../types';
import { wishlistTitle } from '../wishlist-name';
import type { ShopSettings } from '../../settings';
import { WISHLIST_ICONS } from './icons';
import { POPUP_LABELS as P } from './popup-labels';
import { visibilityRadios } from './visibility-radios';

// The add button when multi-wishlist and the modal setting are on (premium
// templates/add-to-wishlist-popup.php, fact sheet §2.4 "Popup"): a prettyPhoto link to the hidden
// popup printed next to it, whose form chooses one of the visitor's lists or creates one.

let printed = 0;

export function addPopupButton(settings: ShopSettings, product: Product, lists: readonly Wishlist[], noJsHref: string): string {
  // The plugin's `{pid}_{rand}`: a counter keeps two blocks of one product apart, and tests stable.
  const id = `add_to_wishlist_popup_${product.id}_${++printed}`;
  const opener = attrs([
    ['href', `#${id}`],
    ['class', 'add_to_wishlist single_add_to_wishlist open-pretty-photo'],
    ['rel', 'nofollow'],
    ['data-rel', `prettyPhoto[add_to_wishlist_${product.id}_${printed}]`],
    ['data-title', L.addToWishlist],
  ]);
  const options = lists.length > 0
    ? lists.map((list) => `<option${attrs([['value', list.id]])}>${esc(wishlistTitle(settings, list))}</option>`)
    : [`<option value="0">${esc(settings.wishlist.defaultTitle)}</option>`];
  const submit = attrs([
    ['href', noJsHref],
    ['rel', 'nofollow'],
    ['class', 'wishlist-submit popup_button button alt add_to_wishlist single_add_to_wishlist'],
    ['data-product-id', product.id],
    ['data-product-type', 'simple'],
    ['data-original-product-id', 0],
  ]);
  return (
    '<div class="yith-wcwl-add-button">' +
    `<a${opener}>${WISHLIST_ICONS.heartOutline}<span>${esc(L.addToWishlist)}</span></a>` +
    `<div${attrs([['id', id], ['class', 'yith-wcwl-popup']])}>` +
    `<form${attrs([['action', noJsHref]])} method="post" class="yith-wcwl-popup-form">` +
    '<div class="yith-wcwl-popup-content">' +
    `<h3>${esc(P.selectWishlist)}</h3>` +
    '<p class="popup-description">' +
    `<a href="#" class="show-tab active" data-tab="choose">${esc(P.chooseTab)}</a> ${esc(P.or)} ` +
    `<a href="#" class="show-tab" data-tab="create">${esc(P.createTab)}</a></p>` +
    '<div class="tab choose"><div class="yith-wcwl-wishlist-select-container"><p class="form-row">' +
    `<select name="wishlist_id" class="wishlist-select">${options.join('')}<option value="new">${esc(P.createTab)}</option></select>` +
    '</p></div></div>' +
    '<div class="tab create">' +
    `<p class="form-row"><input type="text" name="wishlist_name" class="wishlist-name input-text"${attrs([['placeholder', P.namePlaceholder]])}/></p>` +
    `<p class="form-row">${visibilityRadios(`${id}_visibility`, 'wishlist-visibility')}</p>` +
    '</div></div>' +
    `<div class="yith-wcwl-popup-footer"><a${submit}>${esc(L.addToWishlist)}</a></div>` +
    '</form></div></div>'
  );
}
