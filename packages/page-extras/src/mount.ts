// The page extras' first load (DESIGN.md "Three layers on every page"): no framework and no
// network code. It does only what cannot wait: the preloader's timer, the store notice shown or
// kept hidden by its cookie, the sort select's submit, and a hold on the first presses of the
// controls the lazy chunk enhances. Everything else starts with the chunk: at the shopper's first
// pointer, touch, focus or scroll, or at once where the page needs it (first/needed-at-start.ts).
import { loadChunk, prefetchOnIntent, readWidgetConfig, type Unmount, type WidgetDefinition } from '@talat/core';
import { pageExtrasConfigSpec } from './config';
import { CLAIMED_CLICKS, WOOCOMMERCE_JS_CLICKS } from './first/claims';
import { neededAtStart } from './first/needed-at-start';
import { SIDE_MENU_TOGGLE } from './features/side-menu/selector';
import { startPreloader } from './first/preloader';
import { startSortOrder } from './first/sort-order';
import { startStoreNotice } from './first/store-notice';
import type { PageExtrasSession } from './session';

type Interactive = typeof import('./interactive');

const importInteractive = () => import('./interactive');

export interface MountPageExtrasOptions {
  /** How the lazy chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
  /** The controls whose presses are held until the chunk is in (tests name their own). */
  claimedClicks?: readonly string[];
}

const mounted = new WeakSet<Document>();

/** A plain press: modified clicks keep the browser's own meaning (a new tab). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * A selector from the config that is not one (a typo) is left out, said once, and holds nothing.
 * Tried in a list, as the claims are joined: an unclosed bracket, forgiven alone, would swallow the next.
 */
function isSelector(doc: Document, selector: string): boolean {
  try {
    doc.querySelector(`${selector},a`);
    return true;
  } catch {
    console.error(`[Talat] page-extras: not a selector: ${selector}`);
    return false;
  }
}

/** Turns on the site-wide behaviours whose markup is on the page (issue 16). */
export function mountPageExtras(body: HTMLElement, options: MountPageExtrasOptions = {}): Unmount | undefined {
  const doc = body.ownerDocument;
  const win = doc.defaultView ?? window;
  if (mounted.has(doc)) return undefined;
  const result = readWidgetConfig(pageExtrasConfigSpec, body, doc);
  if (!result.ok) return undefined;
  const config = result.config;
  mounted.add(doc);
  const load = options.loadInteractive ?? importInteractive;
  // Where WooCommerce's woocommerce.js stays (cart, checkout), the store notice (with the alert
  // focus and the result count started with it) and the sort select are its work; the page extras
  // keep only the theme's (docs/decisions.md 421-422).
  const woocommerceScript = config.woocommerceScript === true;
  const undos = [startPreloader(doc, win), ...(woocommerceScript ? [] : [startSortOrder(doc), startStoreNotice(doc, win)])];

  let alive = true;
  let session: PageExtrasSession | undefined;
  /** Every behaviour the page has is started: presses are no longer held. */
  let ready = false;
  /** Presses held while the chunks load, replayed in order on the same elements. */
  const held: HTMLElement[] = [];
  let replaying = false;
  const replay = () => {
    replaying = true;
    for (const element of held.splice(0)) if (element.isConnected) element.click();
    replaying = false;
  };
  // The behaviours' own chunks come after this one (features/registry.ts): a press is held until
  // every behaviour the page has is in and started (`session.ready`), not just the session.
  const start = (chunk: Interactive) => {
    if (!alive || session) return;
    session = chunk.startPageExtras(doc, config);
    void session.ready.then(() => {
      if (!alive) return;
      ready = true;
      replay();
    });
  };

  // The side menu's toggles are the ones the config gives it (features/side-menu/selector.ts): a
  // theme toggle it does not take is never held, so the theme's own script gets the press.
  const claimed = (options.claimedClicks ?? [config.sideMenu ?? SIDE_MENU_TOGGLE, ...CLAIMED_CLICKS])
    .filter((selector) => selector && isSelector(doc, selector) && !(woocommerceScript && WOOCOMMERCE_JS_CLICKS.includes(selector)))
    .join(',');
  const onClick = (event: MouseEvent) => {
    if (ready || replaying || !claimed || !plainClick(event) || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(claimed);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
    void loadChunk(load).then(start, (error: unknown) => {
      console.error('[Talat] page-extras: the behaviours could not load', error);
      // The no-JavaScript path: the control's own link or form, pressed again without the hold.
      replay();
    });
  };
  doc.addEventListener('click', onClick, true);
  // The whole page is the zone: every behaviour answers the page at large (the header on scroll,
  // the cursor on the pointer), so the first sign anywhere brings them (decision 503).
  const stopIntent = neededAtStart(doc, win, { woocommerceScript })
    ? (void loadChunk(load).then(start, () => undefined), () => undefined)
    : prefetchOnIntent(doc, ':root', load, start);

  return () => {
    alive = false;
    stopIntent();
    doc.removeEventListener('click', onClick, true);
    for (const undo of undos) undo?.();
    session?.dispose();
    mounted.delete(doc);
  };
}

export const pageExtrasWidget: WidgetDefinition = {
  name: 'page-extras',
  selector: 'body',
  mount: (body) => mountPageExtras(body),
};
