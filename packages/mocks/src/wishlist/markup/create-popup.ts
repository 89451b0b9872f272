import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { WishlistLinks } from '../links';
import { CREATE_NONCE, CREATE_NONCE_NAME, POPUP_LABELS as P } from './popup-labels';
import { visibilityRadios } from './visibility-radios';

// The premium create popup and its page link (PI/class-yith-wcwl-frontend-premium.php
// add_new_wishlist_popup / add_wishlist_links, templates/wishlist-popup-create.php +
// wishlist-create.php; fact sheet §2.9, §2.12): a plain form POST to the create page, which the
// plugin's script never handled. The name field is `required`, as the plugin prints it.

/** `{page}create/`, where the create form posts. */
export const createWishlistUrl = (links: WishlistLinks) => `${links.page}create/`;

export function createPopupMarkup(links: WishlistLinks): string {
  return (
    '<div class="yith-wcwl-wishlist-links">' +
    `<a href="#create_new_wishlist" class="create" data-rel="prettyPhoto[create_wishlist]">${esc(P.createWishlist)}</a>` +
    '</div>' +
    '<div id="create_new_wishlist">' +
    `<form${attrs([['action', createWishlistUrl(links)]])} method="post">` +
    '<div class="yith-wcwl-popup-content">' +
    `<h3>${esc(P.createWishlist)}</h3>` +
    `<p class="popup-description">${esc(P.createDescription)}</p>` +
    '<div class="yith-wcwl-wishlist-new">' +
    `<p class="form-row"><input type="text" name="wishlist_name" class="wishlist-name input-text" required${attrs([['placeholder', P.namePlaceholder]])}/></p>` +
    `<p class="wishlist-privacy-radio">${visibilityRadios('create_wishlist_visibility', 'wishlist-visiblity')}</p>` +
    `<input type="submit" name="create_wishlist" class="create-wishlist-button button alt"${attrs([['value', P.createSubmit]])}/>` +
    `<input type="hidden"${attrs([['name', CREATE_NONCE_NAME], ['value', CREATE_NONCE]])}/>` +
    '</div></div></form></div>'
  );
}
