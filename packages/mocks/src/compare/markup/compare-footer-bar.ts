import type { Product } from '../../catalogue/types';
import { cartLinks } from '../../cart/markup/links';
import { productThumbnail } from '../../cart/markup/thumbnail';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';
import { COMPARE_LABELS as L } from '../labels';
import { COMPARE_ICONS } from './icons';

// The reply's `footer_bar` (and `add_more`, the same string): the bar of compared products' images
// (product.php productHtml, pre-rename release; docs/research/th-product-compare.md §3
// "footer_bar"). '' when the shop turned the footer bar off. The plugin disabled its empty slots,
// so only real products appear; an empty list gives an empty `.product_image`, which the old
// script reads as "nothing left" (§1).

export function compareFooterBarMarkup(shop: FakeShop, products: readonly Product[]): string {
  const settings = shop.settings.compare;
  if (!settings.footerBar) return '';
  const links = cartLinks(shop.settings);
  const images = products
    .map(
      (p) =>
        `<div${attrs([['data-product-id', p.id], ['class', 'img_ product-comp']])}>` +
        `<i${attrs([['class', 'th-remove-product th-compare-product-remove'], ['data-th-product-id', p.id]])}></i>` +
        `<a${attrs([['target', '_blank'], ['href', links.product(p)]])}>${productThumbnail(links, p)}</a></div>`,
    )
    .join('');
  return (
    `<div${attrs([['class', `th-compare-footer-wrap active position-${settings.popupPosition}`]])}>` +
    '<div class="th-compare-footer-level2"><div class="th-compare-footer-level3">' +
    '<div class="th-compare-left">' +
    `<p class="th-atleast"><span class="th-selected">${esc(L.selected)}</span><span class="th-select-count">${esc(settings.atleastText)}</span></p>` +
    `<div class="product_image">${images}</div>` +
    '<div class="th-addremove"><a href="#" class="th-add-product-bar"><i class="dashicons dashicons-plus"></i></a></div>' +
    '</div>' +
    '<div class="th-compare-right">' +
    `<a id="thpc-removeall">${COMPARE_ICONS.trash}</a>` +
    `<div class="th-compare-enable"><a href="#" class="th-compare-footer-product-opner">${COMPARE_ICONS.layers}<span class="text_">${esc(L.compare)}</span></a></div>` +
    '</div></div></div></div>'
  );
}
