import { COMPARE_CONSTANTS } from '../controller/constants';

/** §9 Compare "Mobile view: below 450 px", as a media query (449.98: a fractional viewport too). */
export const COMPARE_MOBILE_QUERY = `(max-width:${COMPARE_CONSTANTS.mobileBelowPx - 0.02}px)`;

/**
 * Where TH Product Compare's phone stylesheet (fstyle-mobile.css since 1.3.11) lays out the table it
 * prints for a phone's browser (`table.mobile-flex`): its own media query, one pixel wider than §9's.
 */
export const PLUGIN_PHONE_TABLE_QUERY = '(max-width:451px)';

/**
 * The footer bar's and the failure notice's look (SPEC §2.11), injected once as 'compare'; the
 * popup's is its lazy part's (popup-styles.ts). The server's markup keeps TH Product Compare's
 * classes, so its stylesheet and a theme's rules for them still apply
 * (docs/research/th-product-compare.md §3); these rules only place that markup in our boxes (the
 * plugin's fixed positions undone inside them) and give it a plain look where the plugin's
 * stylesheet is gone.
 *
 * - Footer bar: fixed at the bottom, in the top layer (the popover's UA box undone); its products
 *   part collapses, our toggle stays; the plugin's own `.th-footer-up-down` is replaced, by a rule
 *   one class stronger than the plugin's `.th-compare-footer-wrap .th-footer-up-down`, whose
 *   stylesheet WordPress may print after ours (1.3.0 on the real shop: both tabs were drawn).
 *   Only the toggle and the bar take the pointer: the empty band beside the toggle tab lets a press
 *   reach the page behind it (the floating compare icon, a link).
 * - Looks that only stand in for the plugin's stylesheet (and its dashicons font) are in `:where()`,
 *   so the plugin's and a theme's rules win over them whenever they are on the page.
 * - Mobile (`th-mobile-view`, the plugin's class, and the media query): the footer's parts stacked.
 */
export const COMPARE_CSS = `
.talat-compare-notice{position:fixed;inset:auto auto 132px 50%;z-index:99999;max-width:min(90vw,28rem);margin:0;padding:10px 16px;border:0;border-radius:8px;background:#8f1d12;color:#fff;font:inherit;font-size:15px;line-height:1.4;transform:translateX(-50%);box-shadow:0 4px 14px rgba(0,0,0,.25)}
.talat-compare-notice[hidden]{display:none}
.talat-compare-footer{position:fixed;inset:auto 0 0 0;z-index:99998;box-sizing:border-box;width:auto;max-width:none;height:auto;max-height:100%;margin:0;padding:0 16px 16px;border:0;overflow:visible;background:transparent;color:inherit;pointer-events:none;transition:opacity .2s,transform .2s}
.talat-compare-footer[hidden]{display:none}
@starting-style{.talat-compare-footer{opacity:0;transform:translateY(16px)}}
.talat-compare-footer-region{display:flex;flex-direction:column;align-items:center;max-width:80rem;margin:0 auto;pointer-events:none}
.talat-compare-footer-toggle,.talat-compare-footer-products{pointer-events:auto}
.talat-compare-footer-toggle{display:inline-flex;align-items:center;gap:8px;min-height:36px;margin:0;padding:0 14px;border:0;border-radius:8px 8px 0 0;background:#111;color:#fff;font:inherit;font-size:14px;line-height:1.2;cursor:pointer}
.talat-compare-footer-toggle:focus-visible{outline:2px solid #fff;outline-offset:-5px}
.talat-compare-footer-toggle svg{width:14px;height:14px;transition:transform .2s}
.talat-compare-footer-toggle[aria-expanded=true] svg{transform:rotate(180deg)}
.talat-compare-footer-count{font-weight:700}
.talat-compare-footer-products{align-self:stretch}
.talat-compare-footer-products[hidden]{display:none}
.talat-compare-footer .th-compare-footer-wrap{position:static;inset:auto;display:flex;justify-content:center;width:auto;height:auto;margin:0;transform:none}
.talat-compare-footer .th-compare-footer-wrap .th-footer-up-down{display:none}
.talat-compare-footer .th-compare-footer-level2{box-sizing:border-box;width:100%;padding:12px 16px;border-radius:14px;background:rgb(1 1 8/90%);color:#fff}
.talat-compare-footer .th-compare-footer-level3,.talat-compare-footer .th-compare-left,.talat-compare-footer .th-compare-right,.talat-compare-footer .product_image{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.talat-compare-footer .th-compare-footer-level3{justify-content:space-between}
.talat-compare-footer .th-atleast{margin:0}
.talat-compare-footer .product_image .img_{position:relative;display:flex;width:48px;height:48px}
.talat-compare-footer .product_image img{width:100%;height:100%;object-fit:cover;border-radius:6px}
.talat-compare-footer .th-remove-product{position:absolute;top:-8px;right:-6px;display:flex;align-items:center;justify-content:center;width:20px;height:20px;border-radius:50%;background:#334155;color:#fff;font-style:normal;line-height:1;cursor:pointer}
.talat-compare-footer .th-remove-product:empty::before{content:"\\00d7";font-size:14px}
:where(.talat-compare-footer .th-atleast span+span){margin-left:.3em}
:where(.talat-compare-footer .th-add-product-bar){display:inline-flex;align-items:center;justify-content:center;min-width:40px;min-height:40px;box-sizing:border-box;border:2px dashed #9ca3af;border-radius:6px;color:#d1d5db;text-decoration:none}
:where(.talat-compare-footer .th-add-product-bar i):empty::before{content:"+";font-size:22px;font-style:normal;line-height:1}
:where(.talat-compare-footer .th-compare-footer-product-opner){display:inline-flex;align-items:center;gap:6px;min-height:40px;padding:0 12px;border-radius:10px;background:#fff;color:#111;text-decoration:none}
.talat-compare-footer a{color:inherit}
.talat-compare-footer .th-compare-footer-product-opner{color:#111}
.talat-compare-footer svg{width:20px;height:20px}
.talat-compare-footer [role=button]{cursor:pointer}
.talat-compare-footer [role=button]:focus-visible,.talat-compare-footer a:focus-visible{outline:2px solid #fff;outline-offset:2px}
.talat-compare-footer.th-mobile-view{padding:0 8px 8px}
.talat-compare-footer.th-mobile-view .th-compare-footer-level3{flex-direction:column;align-items:stretch}
@media ${COMPARE_MOBILE_QUERY}{.talat-compare-footer .th-compare-footer-level3{flex-direction:column;align-items:stretch}}
@media (prefers-reduced-motion:reduce){.talat-compare-footer,.talat-compare-footer-toggle svg{transition:none}}
`;
