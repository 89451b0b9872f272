import { LIGHTBOX_DEFAULT_SIZE } from './popup-constants';

const { width: W, height: H } = LIGHTBOX_DEFAULT_SIZE;

/**
 * The lightbox's look on top of the Popup's (Lightbox injects it, id 'lightbox'). The stage keeps
 * §9's 500×344 shape whatever is in it (loading, the image, the failure message), so the buttons
 * never jump under the pointer; on a small screen it shrinks with the popup and with the
 * viewport's height. The image is contained in it, never cropped. Selectors are scoped and
 * doubled where a theme's `img`/`button` rules would otherwise win.
 */
export const LIGHTBOX_CSS = `
.talat-lightbox .talat-lightbox-figure{margin:0;padding:0}
.talat-lightbox .talat-lightbox-stage{position:relative;display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:100%;aspect-ratio:${W}/${H};max-height:calc(100vh - 190px);min-height:120px;background:#f4f4f4;border-radius:4px;overflow:hidden}
.talat-lightbox .talat-lightbox-stage img{display:block;box-sizing:border-box;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;border-radius:0;object-fit:contain;box-shadow:none;animation:talat-lightbox-in .2s}
.talat-lightbox .talat-lightbox-stage img[hidden]{display:none}
.talat-lightbox .talat-lightbox-stage .talat-spinner{width:32px;height:32px;color:#555}
.talat-lightbox .talat-lightbox-failed{margin:0;padding:16px;text-align:center;color:#b42318;overflow-wrap:anywhere}
.talat-lightbox .talat-lightbox-caption{margin:8px 0 0;text-align:center;overflow-wrap:anywhere}
.talat-lightbox .talat-lightbox-controls{display:flex;align-items:center;justify-content:center;gap:12px;margin-top:10px}
.talat-lightbox .talat-lightbox-controls[hidden]{display:none}
.talat-lightbox .talat-lightbox-controls button{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;width:44px;height:44px;min-width:0;min-height:0;margin:0;padding:0;border:1px solid #767676;border-radius:50%;background:#fff;box-shadow:none;color:#222;cursor:pointer}
.talat-lightbox .talat-lightbox-controls button:hover{background:#f0f0f0}
.talat-lightbox .talat-lightbox-controls button:focus-visible{outline:2px solid #222;outline-offset:2px}
.talat-lightbox .talat-lightbox-controls svg{width:20px;height:20px}
.talat-lightbox .talat-lightbox-position{min-width:4em;text-align:center;font-variant-numeric:tabular-nums}
@keyframes talat-lightbox-in{from{opacity:0}}
@media (prefers-reduced-motion:reduce){.talat-lightbox .talat-lightbox-stage img{animation:none}}
`;
