import { attrs } from '../../markup/attrs';
import { escapeXml as esc } from '../../markup/escape';
import { COMPARE_LABELS as L } from '../labels';
import { COMPARE_ICONS } from './icons';

// The floating compare icon printed on every page through wp_footer (inc.php render_floating_icon,
// docs/research/th-product-compare.md §3). The count badge is hidden with an inline style when the
// count is 0; the count is what the page read from the cookie at render time.

export function compareFloatingIconMarkup(count: number): string {
  const badge = attrs([['class', 'th-compare-icon-widget-count'], ['style', count > 0 ? false : 'display:none;']]);
  return (
    `<span class="th-compare-icon-widget th-compare-float-icon" role="button" tabindex="0"${attrs([['aria-label', L.compareProducts]])}>` +
    `<span${badge}>${esc(String(count))}</span>${COMPARE_ICONS.floating}</span>`
  );
}
