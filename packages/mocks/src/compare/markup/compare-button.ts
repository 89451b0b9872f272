import type { Product } from '../../catalogue/types';
import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import type { FakeShop } from '../../shop';

// The compare control printed after a listing card's buttons and on the product page
// (front.php btnBYoption, pre-rename release; docs/research/th-product-compare.md §3). Whether the
// product is "added" is read from the visitor's cookie when the page is rendered; the caller
// passes it so the builder stays pure.

export interface CompareMarkState {
  /** In the visitor's compare list: `th-added-compare` (and `checked` on the checkbox). */
  readonly added: boolean;
}

/** The icon variant (the plugin's default): `<a>` without href, the ⇆ icon and the text. */
export function compareButtonMarkup(shop: FakeShop, product: Product, state: CompareMarkState): string {
  const text = shop.settings.compare.buttonText;
  const classes = `th-product-compare-btn compare${state.added ? ' th-added-compare' : ''}`;
  return (
    '<div class="thunk-compare">' +
    `<div${attrs([['th-tooltip', text], ['class', 'compare-tooltip th-product-compare-btn-wrap']])}>` +
    `<a${attrs([['class', classes], ['data-th-product-id', product.id], ['aria-label', text]])}>` +
    `<span class="icon">&#8646;</span><span class="text">${esc(text)}</span></a></div></div>`
  );
}

/** The checkbox variant (`compare-btn-type` = 'checkbox'): a labelled checkbox. */
export function compareCheckboxMarkup(shop: FakeShop, product: Product, state: CompareMarkState): string {
  const text = shop.settings.compare.buttonText;
  const classes = `th-product-compare-checkbox${state.added ? ' th-added-compare' : ''}`;
  const input = attrs([
    ['type', 'checkbox'],
    ['class', classes],
    ['data-th-product-id', product.id],
    // checked() prints checked='checked'; any value means checked to a browser.
    ['checked', state.added ? 'checked' : false],
    ['aria-label', text],
  ]);
  return `<div class="th-product-compare-checkbox-wrap"><label class="th-compare-label"><input${input}> ${esc(text)}</label></div>`;
}
