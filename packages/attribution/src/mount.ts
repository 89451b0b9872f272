// The attribution widget's first load (DESIGN.md "Three layers on every page"): no framework, no
// network code, no cookie code. It reads the config, fetches the lazy chunk at idle (which counts
// the page and fills the checkout's fields), and holds an order being placed before the chunk is
// in, so no order leaves without its attribution; the hold is replayed once the fields are filled,
// or released as it was if the chunk cannot load (the order then goes without attribution, as it
// would with WooCommerce's script blocked).
import { loadChunk, prefetchChunk, readWidgetConfig, type Unmount, type WidgetDefinition } from '@talat/core';
import { attributionConfigSpec } from './config';
import type { AttributionSession } from './session';

type Interactive = typeof import('./interactive');

const importInteractive = () => import('./interactive');

/** Block checkout's place-order button (WooCommerce Blocks' class). */
export const BLOCK_PLACE_ORDER = '.wc-block-components-checkout-place-order-button';
/** A form WooCommerce marks for attribution (§2.7): the classic checkout, or any other. */
export const ATTRIBUTED_FORM = 'wc-order-attribution-inputs';

export interface MountAttributionOptions {
  /** How the lazy chunk is loaded (tests pass a slow or failing one). */
  loadInteractive?: () => Promise<Interactive>;
}

const mounted = new WeakSet<Document>();

/** Turns on order attribution and the pixel's tracking for this page (issue 17). */
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
  let held: { form?: HTMLFormElement; submitter?: HTMLElement | null; button?: HTMLElement } | undefined;
  const replay = () => {
    const hold = held;
    held = undefined;
    if (hold?.button?.isConnected) hold.button.click();
    else if (hold?.form?.isConnected) hold.form.requestSubmit(hold.submitter?.isConnected && hold.submitter.matches('button,input') ? (hold.submitter as HTMLButtonElement) : undefined);
  };
  const start = (chunk: Interactive) => {
    if (!alive || session) return;
    session = chunk.startAttribution(doc, config);
    replay();
  };
  const claim = () =>
    void loadChunk(load).then(start, (error: unknown) => {
      console.error('[Talat] attribution: could not load; the order goes without attribution', error);
      session = { dispose: () => undefined };
      replay();
    });

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (session || !(form instanceof HTMLFormElement) || !form.querySelector(ATTRIBUTED_FORM)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { form, submitter: event.submitter };
    claim();
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BLOCK_PLACE_ORDER) : null;
    if (session || !button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { button };
    claim();
  };
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('click', onClick, true);
  prefetchChunk(win, load, start);

  return () => {
    alive = false;
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('click', onClick, true);
    session?.dispose();
    mounted.delete(doc);
  };
}

export const attributionWidget: WidgetDefinition = {
  name: 'attribution',
  selector: 'body',
  mount: (body) => mountAttribution(body),
};
