import { noticesMarkup } from '../../cart/markup/page-notices';
import { takeCartNotices } from '../../cart/notices';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { WISHLIST_LABELS as L } from '../labels';
import { fragmentOptionsAttribute } from './fragment-options';
import { WISHLIST_ICONS } from './icons';
import { wishlistFragmentOptions, type WishlistView } from './wishlist-view';

// The opening of the wishlist form (templates/wishlist-view-header.php, §2.5): the form is the
// `.wishlist-fragment` every reload replaces; WooCommerce's queued notices (the "removed" message
// of remove_from_wishlist, the add message of reload_wishlist_and_adding_elem) print above the
// title and leave the queue; the owner gets the title's edit form.

function titleBlock(view: WishlistView): string {
  const editable = view.isOwner && view.wishlist !== undefined;
  const title = `<div class="wishlist-title${editable ? ' wishlist-title-with-form' : ''}"><h2>${esc(view.title)}</h2>${
    editable ? `<a class="btn button show-title-form">${WISHLIST_ICONS.pencil} ${esc(L.editTitle)}</a>` : ''
  }</div>`;
  const form = editable
    ? '<div class="hidden-title-form">' +
      `<input type="text"${attrs([['value', view.title]])} name="wishlist_name"/>` +
      '<div class="edit-title-buttons">' +
      `<a role="button" href="#" class="hide-title-form">${WISHLIST_ICONS.xMark}</a>` +
      `<a role="button" href="#" class="save-title-form">${WISHLIST_ICONS.check}</a>` +
      '</div></div>'
    : '';
  return `<div class="wishlist-title-container">${title}${form}</div>`;
}

/** The form's start tag, the notices of `sessionId` (taken from the queue) and the title. */
export function wishlistHeaderMarkup(view: WishlistView, sessionId: string): string {
  const options = wishlistFragmentOptions(view);
  const action = typeof options.form_action === 'string' ? options.form_action : view.links.page;
  return (
    `<form id="yith-wcwl-form"${attrs([['action', action]])} method="post" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options="${fragmentOptionsAttribute(options)}">` +
    noticesMarkup(takeCartNotices(view.shop, sessionId)) +
    titleBlock(view)
  );
}
