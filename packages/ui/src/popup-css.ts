import { POPUP_DEFAULT_WIDTH, POPUP_HORIZONTAL_PADDING, POPUP_OVERLAY_OPACITY } from './popup-constants';

const PAD = POPUP_HORIZONTAL_PADDING;

/**
 * The Popup's look; Popup injects it (id 'popup') the first time one renders. The backdrop resets
 * what the browser gives a `[popover]` and covers the viewport; the box's width is its content
 * (§9: 500 px, plus 20 px padding each side) but never more than the viewport, and it scrolls
 * inside when it is taller. Fades with @starting-style and `display … allow-discrete`, which
 * browsers without them skip, as does prefers-reduced-motion. The close button comes last in the
 * markup (focus lands on a form's first field) but shows at the top right (`order:-1`).
 */
export const POPUP_CSS = `
.talat-popup-backdrop{position:fixed;inset:0;z-index:999999;display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:auto;height:auto;max-width:none;max-height:none;margin:0;padding:10px;border:0;overflow:visible;color:inherit;background:rgba(0,0,0,${POPUP_OVERLAY_OPACITY});transition:opacity .2s,display .2s allow-discrete,overlay .2s allow-discrete}
.talat-popup-backdrop[hidden]{display:none;opacity:0;pointer-events:none}
.talat-popup{position:relative;display:flex;flex-direction:column;box-sizing:content-box;width:${POPUP_DEFAULT_WIDTH}px;max-width:calc(100% - ${2 * PAD}px);max-height:calc(100% - ${2 * PAD}px);padding:${PAD}px;overflow:auto;overscroll-behavior:contain;background:#fff;color:#222;border-radius:6px;box-shadow:0 .5rem 2rem rgba(0,0,0,.3);outline:0}
.talat-popup .talat-popup-close{order:-1;align-self:flex-end;display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:40px;height:40px;min-width:0;min-height:0;margin:-${PAD - 6}px -${PAD - 6}px 0 0;padding:0;border:0;border-radius:50%;background:none;box-shadow:none;color:inherit;cursor:pointer}
.talat-popup .talat-popup-close:hover{background:rgba(0,0,0,.07)}
.talat-popup .talat-popup-close:focus-visible{outline:2px solid currentColor;outline-offset:-3px}
.talat-popup-close svg{width:20px;height:20px}
.talat-popup-feedback{display:flex;flex-direction:column;align-items:center;text-align:center}
.talat-popup-icon{width:48px;height:48px;margin-bottom:12px}
.talat-popup-icon-check{color:#1a7f37}
.talat-popup-icon-triangle{color:#b42318}
.talat-popup-message{margin:0;overflow-wrap:anywhere}
.talat-popup-feedback>*{animation:talat-popup-in .2s}
@keyframes talat-popup-in{from{opacity:0}}
@starting-style{.talat-popup-backdrop{opacity:0}}
@media (prefers-reduced-motion:reduce){.talat-popup-backdrop{transition:none}.talat-popup-feedback>*{animation:none}}
`;
