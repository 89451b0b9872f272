/** The fixed header's height on `<html>`, only while it is fixed (decision "Sticky header: focus never under it"). */
export const HEADER_HEIGHT_PROPERTY = '--talat-sticky-header-height';

/**
 * The least the sticky header needs to stay put: fixed at the top, full width, over the content.
 * Injected ahead of the theme's styles (core's injectStyles), so a theme styles `.is-sticky` as it
 * likes (a shadow, a smaller logo). The slide-in is a transform, which never counts as a layout
 * shift, and is off with reduced motion. While the header is fixed, the scroll padding of the
 * page's scroller (the viewport's is `<html>`'s; a theme may make `<body>` the scroller) is its
 * height, so the browser scrolls a focused control or a #fragment out from under it; at zero
 * specificity, so a theme's own scroll-padding-top wins.
 */
export const STICKY_HEADER_CSS = `:where(html,body){scroll-padding-top:var(${HEADER_HEIGHT_PROPERTY},auto)}
.talat-sticky-header.is-sticky{position:fixed;top:0;left:0;right:0;z-index:1000;animation:talat-sticky-in .2s ease-out}
.talat-sticky-placeholder{display:block;margin:0;padding:0;border:0}
.talat-sticky-placeholder[hidden]{display:none}
@keyframes talat-sticky-in{from{transform:translateY(-100%)}}
@media (prefers-reduced-motion:reduce){.talat-sticky-header.is-sticky{animation:none}}`;
