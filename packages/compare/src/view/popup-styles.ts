import { PLUGIN_PHONE_TABLE_QUERY } from './styles';

/**
 * The 'COMPARE PRODUCTS' popup's look (SPEC §2.11), injected once as 'compare-popup' when the popup
 * first renders: it comes with the popups' lazy part, not with the footer bar every page with the
 * compare list shows (issue 30, decision 512). Every rule is scoped to the popup, which exists only
 * once that part is in. Popup's own CSS may come before or after this in <head> (it is injected
 * when a popup first draws its backdrop, and another widget's popup may have done so already): the
 * rules that change the popup box carry one class more than Popup's, so either order holds.
 *
 * - Table: scrolls sideways in its region, first column sticky, grab cursor while it overflows.
 * - Looks that only stand in for the plugin's stylesheet are in `:where()`, so the plugin's and a
 *   theme's rules win over them whenever they are on the page.
 * - Mobile (`th-mobile-view`, the plugin's class): full-width popup, narrower cells.
 * - The plugin's phone table (`mobile-flex`, where its phone stylesheet applies): that stylesheet
 *   makes each row a box that scrolls sideways on its own, and the plugin's script copied one
 *   row's scroll to the others a frame later. Here no row scrolls: the table's region is the one
 *   box that does, so a swipe, a wheel, the keys, a focused link and the drag move every row
 *   together and a Remove stays under its own picture. The table is a block as wide as the region
 *   (a table box would grow to its rows' unwrapped width) and our column widths step aside, so the
 *   plugin's cells stay as it drew them: a third of the region each, the fourth a scroll away.
 */
export const COMPARE_POPUP_CSS = `
:where(.talat-compare-popup .product-table-configure .img_ img){width:200px}
:where(.talat-compare-popup.th-mobile-view .product-table-configure .img_ img){width:120px}
.talat-popup.talat-compare-popup{max-width:calc(100% - 40px)}
.talat-compare-heading{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 16px;margin:0 0 12px}
.talat-compare-title{margin:0;font-size:1.25rem;line-height:1.3;font-weight:700}
.talat-compare-limit{margin:0;color:#b42318;font-weight:600;overflow-wrap:anywhere}
.talat-compare-status{display:flex;align-items:center;gap:8px;min-height:1.5em}
.talat-compare-popup .th-compare-output-product{position:relative;max-width:none;margin:0;overflow-x:auto;overflow-y:hidden;overscroll-behavior-x:contain;border:1px solid #e5e7eb;border-radius:8px;background:#fff;box-shadow:none;backdrop-filter:none;transition:opacity .2s}
.talat-compare-popup .th-compare-output-product:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.talat-compare-popup .th-compare-output-product[aria-busy=true]{opacity:.6}
.talat-compare-popup .th-compare-output-product.talat-draggable{cursor:grab}
.talat-compare-popup .th-compare-output-product.talat-dragging{cursor:grabbing;user-select:none}
.talat-compare-popup .th-compare-output-product .product-table-configure{width:max-content;min-width:100%;margin:0;border:0;border-collapse:separate;border-spacing:0}
.talat-compare-popup .th-compare-output-product .product-table-configure td{min-width:200px;max-width:250px;padding:12px;border:0;border-bottom:1px solid #e5e7eb;vertical-align:top;text-align:center}
.talat-compare-popup .th-compare-output-product .product-table-configure td.left-title{position:sticky;left:0;z-index:2;min-width:140px;background:#fff;font-weight:600;text-align:left}
.talat-compare-popup .th-compare-output-product .product-table-configure img{max-width:100%;height:auto}
.talat-popup.talat-compare-popup.th-mobile-view{width:100%;max-width:calc(100% - 24px);padding:12px}
.talat-compare-popup.th-mobile-view .th-compare-output-product .product-table-configure td{min-width:140px;padding:8px}
.talat-compare-popup.th-mobile-view .th-compare-output-product .product-table-configure td.left-title{min-width:88px;max-width:96px}
@media ${PLUGIN_PHONE_TABLE_QUERY}{
.talat-compare-popup .th-compare-output-product .product-table-configure.mobile-flex{display:block;width:100%;min-width:0}
.talat-compare-popup .th-compare-output-product .product-table-configure.mobile-flex tr{overflow:visible}
.talat-compare-popup .th-compare-output-product .product-table-configure.mobile-flex td,.talat-compare-popup .th-compare-output-product .product-table-configure.mobile-flex td.left-title{min-width:0;max-width:none}
}
@media (prefers-reduced-motion:reduce){.talat-compare-popup .th-compare-output-product{transition:none}}
`;
