// The inline SVG icons the plugin prints (yith_wcwl_get_icon(): `svg.yith-wcwl-icon-svg`, drawn
// with currentColor). The shapes are this project's own; the plugin's files also carry an `id`,
// left out here so a page with many buttons has no duplicate ids.

function svg(name: string, body: string, filled = false): string {
  const paint = filled ? 'fill="currentColor" stroke="none"' : 'fill="none" stroke="currentColor" stroke-width="1.5"';
  return `<svg class="yith-wcwl-icon-svg yith-wcwl-icon-${name}" ${paint} viewBox="0 0 24 24" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
}

const HEART = '<path stroke-linejoin="round" d="M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z"/>';

export const WISHLIST_ICONS = {
  /** The add button before an add. */
  heartOutline: svg('heart-outline', HEART),
  /** Once the product is in a list ('-outline' dropped). */
  heart: svg('heart', HEART, true),
  pencil: svg('pencil', '<path stroke-linejoin="round" d="M4 20l1-4L16 5l3 3L8 19l-4 1z"/>'),
  xMark: svg('x-mark', '<path stroke-linecap="round" d="M6 6l12 12M18 6L6 18"/>'),
  check: svg('check', '<path stroke-linecap="round" stroke-linejoin="round" d="M5 12.5l4.5 4.5L19 7"/>'),
} as const;
