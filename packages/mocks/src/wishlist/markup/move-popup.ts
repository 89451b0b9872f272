import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { WISHLIST_LABELS as L } from '../labels';
import { wishlistNonce } from '../nonces';
import { wishlistTitle } from '../wishlist-name';
import type { WishlistView } from './wishlist-view';

// The table's move popup (premium templates/wishlist-popup-move.php, §2.12), printed when the move
// type is 'popup': a plain form post with `new_wishlist_id` (numeric ids, not tokens); the script
// adds the row's `row_id` before it opens.

export function movePopupMarkup(view: WishlistView): string {
  const { wishlist } = view;
  if (!wishlist || view.otherLists.length === 0) return '';
  const nonce = wishlistNonce(view.shop, 'move_to_another_wishlist');
  const action = `${view.links.view(wishlist)}?move_to_another_wishlist=${encodeURIComponent(wishlist.token)}&move_to_another_wishlist_nonce=${encodeURIComponent(nonce)}`;
  const options = view.otherLists.map(
    (list) => `<option${attrs([['value', list.id]])}>${esc(wishlistTitle(view.shop.settings, list))}</option>`,
  );
  return (
    '<div id="move_to_another_wishlist">' +
    `<form${attrs([['action', action]])} method="post" class="wishlist-move-to-another-wishlist-popup">` +
    '<div class="yith-wcwl-popup-content">' +
    `<h3>${esc(L.moveHeading)}</h3>` +
    `<p class="form-row"><select name="new_wishlist_id" class="change-wishlist">${options.join('')}</select></p>` +
    '</div>' +
    '<div class="yith-wcwl-popup-footer">' +
    `<button class="move-to-another-wishlist-button move-to-another-wishlist-button-popup wishlist-submit button alt">${esc(L.moveSubmit)}</button>` +
    '</div></form></div>'
  );
}
