import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { EDIT_WISHLIST_NONCE_NAME } from '../nonces';
import { WISHLIST_LABELS as L } from '../labels';
import { wishlistTitle } from '../wishlist-name';
import { shareMarkup } from './share';
import type { WishlistView } from './wishlist-view';

// The end of the wishlist form (templates/wishlist-view-footer.php, §2.9): bulk actions (their
// 'apply' button is what §2.10 keeps disabled until a row is checked), update, share, ask an
// estimate and add all to cart; then the form's nonce and `#wishlist_id`, which holds the token.
// Bulk actions, update and add all are plain form posts, as in the plugin.

function bulkActions(view: WishlistView): string {
  const moves = view.otherLists.map(
    (list) => `<option${attrs([['value', list.token]])}>${esc(L.moveTo(wishlistTitle(view.shop.settings, list)))}</option>`,
  );
  return (
    '<div class="yith_wcwl_wishlist_bulk_action">' +
    `<label for="bulk_actions">${esc(L.bulkActionsLabel)}</label>` +
    '<select name="bulk_actions" id="bulk_actions">' +
    `<option value="add_to_cart">${esc(L.bulkAddToCart)}</option>` +
    `<option value="delete">${esc(L.bulkRemove)}</option>` +
    moves.join('') +
    '</select>' +
    `<input type="submit" name="apply_bulk_actions"${attrs([['value', L.apply]])}/>` +
    '</div>'
  );
}

function additionalActions(): string {
  // A guest always gets the popup link (the plugin's GET link is for logged-in shoppers).
  const ask = `<a href="#ask_an_estimate_popup" class="btn button ask-an-estimate-button" data-rel="prettyPhoto[ask_an_estimate]">${esc(L.askEstimate)}</a>`;
  const addAll = `<input type="submit" name="add_all_to_cart"${attrs([['value', L.addAllToCart]])}/>`;
  return `<div class="yith_wcwl_footer_additional_action">${ask}${addAll}</div>`;
}

export function wishlistFooterMarkup(view: WishlistView): string {
  const { wishlist } = view;
  const owned = view.count > 0 && view.isOwner && wishlist !== undefined;
  const shared = view.count > 0 && wishlist !== undefined && wishlist.privacy !== 2;
  const nonce = view.shop.settings.nonces[EDIT_WISHLIST_NONCE_NAME] ?? '';
  const referer = wishlist ? view.links.view(wishlist) : view.links.page;
  return (
    '<div class="yith_wcwl_wishlist_footer">' +
    (owned ? bulkActions(view) : '') +
    (owned ? `<div class="yith_wcwl_wishlist_update"><input type="submit" name="update_wishlist" class="wp-element-button"${attrs([['value', L.update]])}/></div>` : '') +
    (shared ? shareMarkup(view.links.view(wishlist), view.title) : '') +
    (owned ? additionalActions() : '') +
    '</div>' +
    `<input type="hidden"${attrs([['id', EDIT_WISHLIST_NONCE_NAME], ['name', EDIT_WISHLIST_NONCE_NAME], ['value', nonce]])} />` +
    `<input type="hidden" name="_wp_http_referer"${attrs([['value', referer]])} />` +
    `<input type="hidden"${attrs([['value', wishlist ? wishlist.token : '']])} name="wishlist_id" id="wishlist_id">` +
    '</form>'
  );
}
