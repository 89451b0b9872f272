import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { WISHLIST_LABELS as L } from '../labels';

// templates/share.php with this shop's channels (email, WhatsApp) and the share URL, whose
// `.copy-trigger` the widget turns into the 'copy link' action (§2.10).

export function shareMarkup(shareUrl: string, title: string): string {
  const encoded = encodeURIComponent(shareUrl);
  const email = `mailto:?subject=${encodeURIComponent(title)}&body=${encoded}&title=${encodeURIComponent(title)}`;
  const whatsapp = `https://wa.me/?text=${encoded}`;
  return (
    '<div class="yith-wcwl-share">' +
    `<h4 class="yith-wcwl-share-title">${esc(L.shareTitle)}</h4><ul>` +
    `<li class="share-button"><a${attrs([['class', 'email'], ['href', email], ['title', L.shareEmail]])}>${esc(L.shareEmail)}</a></li>` +
    `<li class="share-button"><a${attrs([['class', 'whatsapp'], ['href', whatsapp], ['data-action', 'share/whatsapp/share'], ['target', '_blank'], ['rel', 'noopener'], ['title', L.shareWhatsApp]])}>${esc(L.shareWhatsApp)}</a></li>` +
    '</ul><div class="yith-wcwl-after-share-section">' +
    `<input class="copy-target" readonly="readonly" type="url" name="yith_wcwl_share_url" id="yith_wcwl_share_url"${attrs([['value', shareUrl]])}/>` +
    `<small>${esc(L.copyNow)} <span class="copy-trigger">${esc(L.copy)}</span> ${esc(L.copyAfter)}</small>` +
    '</div></div>'
  );
}
