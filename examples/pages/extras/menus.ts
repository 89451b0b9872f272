import type { PageContext } from '../layout';

// The theme's side navigation menu and GTranslate's language switcher (issue 16).

/** The side menu's toggle, printed in the header. */
export function sideMenuToggleMarkup(_context: PageContext): string {
  return '';
}

/** The side menu itself (the theme's off-canvas navigation), printed after the header. */
export function sideMenuMarkup(_context: PageContext): string {
  return '';
}

/** GTranslate's floating language switcher and its Google Translate element, printed at the end of <body>. */
export function languageSwitcherMarkup(_context: PageContext): string {
  return '';
}
