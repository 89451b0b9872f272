// The wishlist's first load (DESIGN.md "Three layers on every page"): no framework and no network
// code. It places the button for the 'thumbnails' setting, claims every click on an add link so
// none is lost while the chunk comes, and starts the session when the shopper is about to use a
// button (core's prefetchOnIntent, decision 503), at the first click, or at once where the page
// needs it from the start: buttons that wait for ajax loading, the wishlist page itself.
import { loadChunk, prefetchOnIntent, readWidgetConfig, type Unmount, type WidgetDefinition } from '@talat/core';
import { wishlistConfigSpec } from './config';
import { ADD_LINK, addRequestOf, FRAGMENT, markAdding, placeInGallery } from './dom/add-link';
import { DEEP_LINK_MARKER, PRETTY_PHOTO_LINK } from './dom/pretty-photo';
import { WISHLIST_PAGE } from './page/selector';
import type { WishlistSession, WishlistSessionOptions } from './session';
import { REPLACED_SCRIPTS } from './replaced-scripts';

type Interactive = typeof import('./interactive');

/** One function for the page, so every load shares one (core's loadChunk). */
const importInteractive = () => import('./interactive');

export interface MountWishlistOptions {
  /** How the interactive chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
  /** Handed to the session (tests pass the client's calls, the door, the alert). */
  session?: WishlistSessionOptions;
  /** Where a claimed link goes when the chunk cannot load; the browser's location by default. */
  navigate?: (url: string) => void;
}

const mounted = new WeakSet<Document>();

/**
 * Where the session runs from the start (decision 503): the wishlist page's view and the manage
 * page's table (research §2.11); a variable product's form, whose every size chosen changes the
 * button before the shopper reaches it (§2.4, reloaded fragments); the hover dropdown, which the
 * session's stylesheet keeps hidden until the pointer comes (YITH's own CSS may not be there).
 */
const NEEDED_AT_START = '.yith-wcwl-form, .wishlist_table, form.variations_form, .yith-wcwl-add-button.with-dropdown';

/** Where the pointer, a finger or focus says the shopper is about to use the wishlist (decision 503): its buttons, images and remove links. */
const INTENT_ZONES = `${FRAGMENT}, ${ADD_LINK}, ${PRETTY_PHOTO_LINK}, ${WISHLIST_PAGE}`;

/** WooCommerce's ajax add-to-cart button in a row of the wishlist table (research §2.5). */
const TABLE_CART_ADD = '.wishlist_table [data-row-id] .ajax_add_to_cart';

/**
 * Enhances a page's add-to-wishlist buttons (§2.4, §4). Returns nothing, leaving the plugin's
 * links working as without JavaScript, when the page lacks the wishlist config.
 */
export function mountWishlist(body: HTMLElement, options: MountWishlistOptions = {}): Unmount | undefined {
  const doc = body.ownerDocument;
  const win = doc.defaultView ?? window;
  if (mounted.has(doc)) return undefined;
  const result = readWidgetConfig(wishlistConfigSpec, body, doc);
  if (!result.ok) return undefined;
  const config = result.config;
  mounted.add(doc);
  let alive = true;
  let started: WishlistSession | undefined;
  const load = options.loadInteractive ?? importInteractive;
  const session = () =>
    loadChunk(load).then((chunk) => {
      if (!alive) throw new Error('[Talat] wishlist: unmounted');
      return (started ??= chunk.startWishlistSession(doc, config, options.session));
    });
  // Without the chunk the link does what it does without JavaScript: the plugin's href adds.
  const navigate = options.navigate ?? ((url: string) => /^https?:/i.test(url) && win.location.assign(url));

  if (config.buttonPosition === 'thumbnails') placeInGallery(doc);

  const onClick = (event: MouseEvent) => {
    // A modified click opens the link in a new tab, as the browser would.
    if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    // prettyPhoto's links (popups and images) first: a modal add link opens its popup, not an add.
    const pretty = target?.closest<HTMLAnchorElement>(PRETTY_PHOTO_LINK);
    if (pretty) {
      event.preventDefault();
      // Without the chunk the link does what it does without JavaScript: the image, or the anchor.
      void session().then(
        (up) => void (alive && up.openPrettyPhoto(pretty)),
        () => void (alive && pretty.href && win.location.assign(pretty.href)),
      );
      return;
    }
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(ADD_LINK) : null;
    if (!link || !addRequestOf(link)) return;
    event.preventDefault();
    // Busy at once, so nobody clicks again thinking nothing happened.
    markAdding(link, true);
    void session().then(
      (up) => void (alive && up.add(link)),
      () => {
        markAdding(link, false);
        if (alive && link.href) navigate(link.href);
      },
    );
  };
  doc.addEventListener('click', onClick);

  // §4 Wishlist add to cart: the session adds the row and the list to the add's data (and holds the
  // wishlist's redirect) on `adding_to_cart`, which the cart raises as soon as its own chunk is in.
  // A press on a row's add-to-cart button waits here, before the cart sees it, until the session
  // listens; then it is pressed again as it was. Held or not, the cart does the add.
  const heldCartAdds = new Set<HTMLElement>();
  /** Set while a held press is pressed again: it goes to the cart, also when the session could not start. */
  let passing = false;
  const pressAgain = (button: HTMLElement) => {
    heldCartAdds.delete(button);
    button.classList.remove('loading');
    button.removeAttribute('aria-busy');
    if (!alive || !button.isConnected) return;
    passing = true;
    try {
      button.click();
    } finally {
      passing = false;
    }
  };
  const onCartAdd = (event: MouseEvent) => {
    if (started || passing || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(TABLE_CART_ADD) : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (heldCartAdds.has(button)) return;
    heldCartAdds.add(button);
    // WooCommerce's busy state, as the cart shows it, so nobody presses again meanwhile.
    button.classList.add('loading');
    button.setAttribute('aria-busy', 'true');
    const again = () => pressAgain(button);
    void session().then(again, again);
  };
  doc.addEventListener('click', onCartAdd, true);

  // At once where the page needs the session from the start: ajax loading prints the buttons
  // empty, and NEEDED_AT_START above. Elsewhere it waits for the shopper's intent on wishlist
  // markup, and a button inserted later still gets it at its first click.
  if (win.location.hash.startsWith(DEEP_LINK_MARKER)) void session().then((up) => up.openFromHash(win.location.hash), () => undefined);
  const stopIntent =
    config.ajaxLoading || doc.querySelector(NEEDED_AT_START)
      ? (void session().catch(() => undefined), () => undefined)
      : prefetchOnIntent(doc, INTENT_ZONES, load, () => void session().catch(() => undefined));

  return () => {
    alive = false;
    stopIntent();
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('click', onCartAdd, true);
    started?.dispose();
    mounted.delete(doc);
  };
}

export const wishlistWidget: WidgetDefinition = {
  name: 'wishlist',
  selector: 'body',
  mount: (body) => mountWishlist(body),
  replaces: REPLACED_SCRIPTS,
};
