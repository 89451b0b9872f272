/**
 * In the top layer the UA's popover box (centred, bordered, Canvas colours) must give way to the
 * theme's own look: only position and the popover defaults are touched, bottom right by default,
 * at zero specificity (`:where`) and ahead of the theme's CSS, so a theme's `.scroll-to-top { right: … }` wins.
 */
export const SCROLL_TO_TOP_CSS = `:where(.talat-scroll-top[popover]){position:fixed;inset:auto 24px 24px auto;margin:0;overflow:visible}
.talat-scroll-top[hidden]{display:none!important}`;
