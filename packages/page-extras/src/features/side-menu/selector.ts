// Its own file: the first load (mount.ts, which holds the toggles' first presses) needs the selector, not the drawer.

/**
 * The off-canvas toggle a theme marks for the side menu; its aria-controls names the panel. A
 * theme's own `.menu-toggle` (the `_s`/Storefront shape) has its own script
 * and is left to it unless the shop names it in `config.sideMenu` (issue 29 point 4, docs/decisions.md 495).
 */
export const SIDE_MENU_TOGGLE = '[data-talat-side-menu-toggle][aria-controls]';

/** The toggles this page's side menu takes: the config's selector ('' for none) or the marked ones. */
export const sideMenuToggleSelector = (config: { sideMenu?: string }): string => config.sideMenu ?? SIDE_MENU_TOGGLE;
