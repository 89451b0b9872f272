import { hideVisually } from '@talat/core';
import type { PagePart, WishlistPageDeps } from './deps';
import { nameIfUnnamed } from './manage-names';

// The wishlist table as the plugin prints it (research §2.6–2.8) names few of its controls: the
// row checkboxes, 'select all' and the quantity inputs have no label, the thumbnail links hold
// only an image without alt text, and three column headers are empty. Each gets a name that says
// which product it is for, so a screen reader hears "เลือก ขวดโรลออน 3 ml" rather than
// "checkbox" five times, and axe finds the page clean. Names the theme gave are kept. The share
// block's title is an h4 right under the list's h2 title (research §2.10): it is announced one level
// below that title instead, so the page's outline has no gap.

const ROW = '.wishlist_table [data-row-id]';
const EMPTY_HEADERS: ReadonlyArray<[string, 'removeColumn' | 'imageColumn' | 'addToCartColumn']> = [
  ['th.product-remove', 'removeColumn'],
  ['th.product-thumbnail', 'imageColumn'],
  ['th.product-add-to-cart', 'addToCartColumn'],
];

export function rowNames({ doc, t }: WishlistPageDeps): PagePart {
  const refresh = () => {
    for (const row of doc.querySelectorAll(ROW)) {
      const name = row.querySelector('.product-name')?.textContent?.trim() ?? '';
      if (!name) continue;
      nameIfUnnamed(row.querySelector('.product-checkbox input[type="checkbox"]'), t('rowSelect', { name }));
      nameIfUnnamed(row.querySelector('.product-quantity input'), t('rowQuantity', { name }));
      const thumbnail = row.querySelector('.product-thumbnail a');
      // A link holding only an image with no alt text has no name; one with a described image has.
      if (thumbnail && !thumbnail.textContent?.trim() && ![...thumbnail.querySelectorAll('img')].some((image) => image.alt.trim())) {
        nameIfUnnamed(thumbnail, name);
      }
    }
    nameIfUnnamed(doc.querySelector('.wishlist_table #bulk_add_to_cart'), t('selectAllRows'));
    const title = doc.querySelector('.wishlist-title h1, .wishlist-title h2, .wishlist-title h3');
    const share = doc.querySelector('.yith-wcwl-share-title');
    if (title && share && /^H[1-6]$/.test(share.tagName) && !share.hasAttribute('aria-level')) {
      const level = Number(title.tagName[1]) + 1;
      if (Number(share.tagName[1]) > level) share.setAttribute('aria-level', String(level));
    }
    for (const [selector, key] of EMPTY_HEADERS) {
      for (const header of doc.querySelectorAll(`.wishlist_table thead ${selector}`)) {
        if (header.textContent?.trim()) continue;
        const text = doc.createElement('span');
        hideVisually(text);
        text.textContent = t(key);
        header.append(text);
      }
    }
  };
  refresh();
  return { refresh, stop: () => undefined };
}
