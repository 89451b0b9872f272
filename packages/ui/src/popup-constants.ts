/**
 * The popup and lightbox figures of SPEC §9. They live here, not in core's CONSTANTS, because only
 * the lazily loaded runtime draws popups: core's constants ride in every widget's first load.
 */

/** §9 Wishlist "Popup close time": a feedback popup closes itself this long after it shows. */
export const POPUP_CLOSE_MS = 3000;
/** §9 Wishlist "Popup overlay opacity": how dark the page behind an open popup is. */
export const POPUP_OVERLAY_OPACITY = 0.8;
/** §9 Wishlist "Popup default width", in CSS pixels: the width of the popup's content. */
export const POPUP_DEFAULT_WIDTH = 500;
/** §9 Wishlist "Popup horizontal padding", in CSS pixels, on each side of the content. */
export const POPUP_HORIZONTAL_PADDING = 20;
/** §9 Other "Lightbox slideshow interval". */
export const LIGHTBOX_SLIDESHOW_MS = 5000;
/** §9 Other "Lightbox default size", in CSS pixels, before the image's own size is known. */
export const LIGHTBOX_DEFAULT_SIZE = { width: 500, height: 344 } as const;
