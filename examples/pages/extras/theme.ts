import type { PageContext } from '../layout';

// The theme's own site-wide markup that the page extras enhance (issue 16): the preloader, the
// scroll-to-top button and the custom cursor. The sticky header is the layout's <header>.

/** Printed first in <body>. */
export function preloaderMarkup(_context: PageContext): string {
  return '';
}

/** Printed at the end of <body>, before the scripts. */
export function scrollToTopMarkup(_context: PageContext): string {
  return '';
}
