import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { WISHLIST_LABELS as L } from '../labels';
import type { Wishlist } from '../types';

// Ask an estimate (premium): the popup form printed after the wishlist form for guests
// (templates/wishlist-popup-ask-an-estimate.php, §2.12), and the `template` of a successful
// ask_an_estimate reply, which replaces that form (§7).

export function askEstimatePopupMarkup(wishlist: Pick<Wishlist, 'token'>, action: string): string {
  return (
    '<div id="ask_an_estimate_popup">' +
    `<form${attrs([['action', action]])} method="post" class="wishlist-ask-an-estimate-popup">` +
    '<div class="yith-wcwl-popup-content">' +
    '<i class="fa fa-envelope-open-o heading-icon"></i>' +
    `<p class="popup-description">${esc(L.askEstimateDescription)}</p>` +
    '<p class="form-row form-row-wide">' +
    `<label for="reply_email">${esc(L.replyEmail)}</label>` +
    '<input type="email" value="" name="reply_email" id="reply_email">' +
    '</p>' +
    '<p class="form-row form-row-wide">' +
    `<label for="additional_notes">${esc(L.additionalNotes)}</label>` +
    '<textarea id="additional_notes" name="additional_notes"></textarea>' +
    '</p>' +
    '</div>' +
    '<div class="yith-wcwl-popup-footer">' +
    `<input type="hidden" name="ask_an_estimate"${attrs([['value', wishlist.token]])}/>` +
    `<button class="btn button ask-an-estimate-button ask-an-estimate-button-popup alt" id="ask_an_estimate">${esc(L.askEstimate)}</button>` +
    '</div></form></div>'
  );
}

/**
 * The reply's `template`, with the plugin's own quirks: single-quoted attributes, the title's
 * `<br/>` as markup, and the confirmation paragraph inside another paragraph.
 */
export function estimateSentTemplate(shop: FakeShop): string {
  const email = esc(shop.settings.wishlist.estimateContactEmail);
  const body = `<p class="ask-an-estimate-confirmation">${esc(L.estimateSentBody)} <a href="mailto:${email}">${email}</a></p>`;
  return `<div class='yith-wcwl-popup-content'><i class='fa fa-envelope-o heading-icon'></i><h3>${L.estimateSentTitleHtml}</h3><p>${body}</p></div>`;
}
