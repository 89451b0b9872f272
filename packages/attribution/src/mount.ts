// The attribution widget's first load (DESIGN.md "Three layers on every page"): no framework, no
// network code, no cookie code. It reads the config and fetches the count's chunk AT ONCE, not at
// idle: the chunk counts this page view, and WooCommerce's script counts it as soon as the page has
// loaded, so a shopper who lands from an ad and moves on within a second must not lose the ad
// (docs/decisions.md, "The visit is counted at once"). The checkouts' fields are a later chunk
// (session.ts, decision 511). It holds
//   - an order being placed until the fields are filled, so no order leaves without its
//     attribution: replayed then, or released as it was if a chunk cannot load (the order then
//     goes without attribution, as it would with WooCommerce's script blocked);
//   - a plain press on a link to another page until the visit is counted, for at most
//     LEAVE_HOLD_MS, so the landing page is counted before the browser leaves it.
import { chunkRequested, loadChunk, readWidgetConfig, type Unmount, type WidgetDefinition } from '@talat/core';
import { attributionConfigSpec } from './config';
import type { AttributionSession } from './session';
import { REPLACED_SCRIPTS } from './replaced-scripts';

type Interactive = typeof import('./interactive');

const importInteractive = () => import('./interactive');

/** Block checkout's place-order button (WooCommerce Blocks' class). */
export const BLOCK_PLACE_ORDER = '.wc-block-components-checkout-place-order-button';
/** A form WooCommerce marks for attribution (§2.7): the classic checkout, or any other. */
export const ATTRIBUTED_FORM = 'wc-order-attribution-inputs';
/**
 * The longest a press on a link waits for the chunk: long enough for a cached or fast fetch, short
 * enough that a shopper on a slow line is never kept on the page (the visit is then lost, as it is
 * with WooCommerce's script when the shopper leaves before it ran).
 */
export const LEAVE_HOLD_MS = 800;

/** A plain press on a link that takes this tab to another document (not a new tab, a download or a jump within the page). */
function leavingLink(event: MouseEvent, win: Window): HTMLAnchorElement | undefined {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.defaultPrevented) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return undefined;
  const here = win.location;
  if (!/^https?:$/.test(link.protocol) || (link.origin === here.origin && link.pathname === here.pathname && link.search === here.search && link.hash !== '')) return undefined;
  return link;
}

export interface MountAttributionOptions {
  /** How the count's chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
}

const mounted = new WeakSet<Document>();

/** Turns on order attribution and the pixel's tracking for this page (issue 17): the count at once, the rest later (session.ts). */
export function mountAttribution(body: HTMLElement, options: MountAttributionOptions = {}): Unmount | undefined {
  const doc = body.ownerDocument;
  const win = doc.defaultView ?? window;
  if (mounted.has(doc)) return undefined;
  const result = readWidgetConfig(attributionConfigSpec, body, doc);
  if (!result.ok) return undefined;
  const config = result.config;
  mounted.add(doc);
  const load = options.loadInteractive ?? importInteractive;

  let alive = true;
  let session: AttributionSession | undefined;
  /** The checkouts' fields are filled: from now on no order is held. */
  let filled = false;
  /** While a held order is let go as it was (a part could not load): its own replay is not held again. */
  let releasing = false;
  let held: { form?: HTMLFormElement; submitter?: HTMLElement | null; button?: HTMLElement; leaveTo?: string } | undefined;
  let leaveTimer: ReturnType<typeof setTimeout> | undefined;
  const replay = () => {
    const hold = held;
    held = undefined;
    clearTimeout(leaveTimer);
    if (hold?.leaveTo) win.location.assign(hold.leaveTo);
    else if (hold?.button?.isConnected) hold.button.click();
    else if (hold?.form?.isConnected) hold.form.requestSubmit(hold.submitter?.isConnected && hold.submitter.matches('button,input') ? (hold.submitter as HTMLButtonElement) : undefined);
  };
  /** The order goes without attribution (as with WooCommerce's script blocked); the next one is held and asks again. */
  const release = () => {
    if (!alive) return;
    releasing = true;
    try {
      replay();
    } finally {
      releasing = false;
    }
  };
  const start = (chunk: Interactive) => {
    if (!alive) return;
    if (!session) {
      try {
        session = chunk.startAttribution(doc, config);
      } catch (error) {
        // A broken chunk never keeps an order (the next press asks again).
        console.error('[Talat] attribution: could not start; the order goes without attribution', error);
        release();
        return;
      }
      // Filled, for a held order or at the checkout's own start: nothing is held from then on.
      void session.checkoutsFilled.then(() => {
        filled = true;
        if (alive && held && !held.leaveTo) replay();
      });
    }
    // The visit is counted: a held leave goes now; a held order waits for the fields.
    if (held?.leaveTo) replay();
    else if (held) void session.fillCheckouts().then((ok) => ok || release());
  };
  const claim = () =>
    void loadChunk(load).then(start, (error: unknown) => {
      console.error('[Talat] attribution: could not load; the order goes without attribution', error);
      release();
    });

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (filled || releasing || !(form instanceof HTMLFormElement) || !form.querySelector(ATTRIBUTED_FORM)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    clearTimeout(leaveTimer);
    held = { form, submitter: event.submitter };
    claim();
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BLOCK_PLACE_ORDER) : null;
    if (filled || releasing || !button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    clearTimeout(leaveTimer);
    held = { button };
    claim();
  };
  // Listened to last (the window, bubbling), so every other script has had the press: only one
  // nobody handled (not default-prevented) would make the browser leave. Its navigation waits; the
  // page's handlers are not run a second time, the browser is sent to the link's address.
  const onLeave = (event: MouseEvent) => {
    // Nothing to wait for once the count ran, or when its chunk failed (a failed load is forgotten).
    if (session || held || !chunkRequested(load)) return;
    const link = leavingLink(event, win);
    if (!link) return;
    event.preventDefault();
    held = { leaveTo: link.href };
    leaveTimer = setTimeout(replay, LEAVE_HOLD_MS);
  };
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('click', onClick, true);
  win.addEventListener('click', onLeave);
  // A failed load here is said by the press that needs the chunk (claim), if one comes.
  void loadChunk(load).then(start, () => undefined);

  return () => {
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('click', onClick, true);
    win.removeEventListener('click', onLeave);
    // A press still held goes on as it was: unmounted, nothing will fill it any more.
    replay();
    alive = false;
    session?.dispose();
    mounted.delete(doc);
  };
}

export const attributionWidget: WidgetDefinition = {
  name: 'attribution',
  selector: 'body',
  mount: (body) => mountAttribution(body),
  replaces: REPLACED_SCRIPTS,
};
