/**
 * The floating notice (§2.10), where YITH's stylesheet put `#yith-wcwl-popup-message`: a box fixed
 * over the page. In the top layer it must undo the browser's `[popover]` defaults (centred, bordered,
 * no background). A theme that styles the plugin's ids still wins on colours and fonts, since only
 * the talat class is styled here. The fade is off under reduced motion.
 */
export const WISHLIST_CSS = `
.talat-wishlist-notice{position:fixed;inset:auto 0 24px 0;margin:0 auto;width:max-content;max-width:min(480px,calc(100vw - 32px));box-sizing:border-box;padding:12px 20px;border:0;border-radius:6px;background:#fff;color:#1f1f1f;box-shadow:0 4px 24px rgba(0,0,0,.25);font-weight:600;line-height:1.5;text-align:center;z-index:100001;opacity:1;transition:opacity .2s}
.talat-wishlist-notice[hidden]{display:none}
.talat-wishlist-notice--error{border-left:4px solid #b32d2e}
.talat-wishlist-notice--success{border-left:4px solid #2e7d32}
@starting-style{.talat-wishlist-notice{opacity:0}}
/* §2.4 hover dropdown (dom/dropdown.ts): hidden until placed in the top layer, then faded in over 200 ms. */
.yith-wcwl-add-button.with-dropdown .yith-wcwl-dropdown{display:none;opacity:0;transition:opacity .2s;list-style:none;margin:0;padding:6px 0;border:0;border-radius:6px;background:#fff;color:#1f1f1f;box-shadow:0 4px 16px rgba(0,0,0,.2);overflow:auto}
.yith-wcwl-add-button.with-dropdown .yith-wcwl-dropdown.talat-dropdown-shown{display:block}
.yith-wcwl-add-button.with-dropdown .yith-wcwl-dropdown.talat-dropdown-open{opacity:1}
.yith-wcwl-dropdown a{display:block;padding:10px 14px;color:inherit}
@media (prefers-reduced-motion:reduce){.talat-wishlist-notice,.yith-wcwl-add-button.with-dropdown .yith-wcwl-dropdown{transition:none}}
`;
