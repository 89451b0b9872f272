// The attribution's session, in the chunk the first load fetches at once (mount.ts): it counts the
// visit now and brings the rest later (docs/decisions.md 511), each in its own chunk:
//   - the checkouts' fields (checkout-fields.ts) at once where the page has a checkout or a form
//     WooCommerce marks, elsewhere when an order is placed (the first load holds it: `fillCheckouts`);
//   - the pixel's tracking and the debug panel (after-load.ts) in a task after the load event. The
//     cart's add and remove are heard from now, so the pixel's part misses none made before, and
//     what the pixel's stub shows now is kept for its page view's rule (page-view.ts).
import { loadChunk } from '@talat/core';
import type { AttributionConfig } from './config';
import type { AttributionContext, AttributionPart } from './context';
import { trackingState } from './checkout/published-values';
import { startOrderAttribution } from './order-attribution';
import { hearCommerceEvents } from './tracking/heard-events';
import { pixelAtStart } from './tracking/pixel-stub';

/** A chunk of later parts: the parts it starts with the session's context. */
export interface PartsChunk {
  parts: readonly AttributionPart[];
}

const importCheckoutFields = async (): Promise<PartsChunk> => ({ parts: [(await import('./checkout-fields')).startCheckoutFields] });
const importAfterLoad = async (): Promise<PartsChunk> => ({ parts: (await import('./after-load')).AFTER_LOAD_PARTS });

/** The parts that run at once: the count (the others read its values). */
export const START_PARTS: readonly AttributionPart[] = [startOrderAttribution];

/**
 * What a page prints where an order can be placed at once: WooCommerce's attribution element (the
 * classic checkout, the account page's registration, any form it marks) and the block checkout.
 */
export const CHECKOUT_MARKUP = 'wc-order-attribution-inputs, .wp-block-woocommerce-checkout';

export interface AttributionSession {
  dispose(): void;
  /** Settles once the checkouts' fields are filled, whoever asked for their part. */
  readonly checkoutsFilled: Promise<void>;
  /**
   * Brings the checkouts' part now, if it is not in or coming (an order is waiting). Settles when
   * this try ends: true when the fields are filled, false when the part could not load (the order
   * then goes without attribution; the try is forgotten, so the next order asks again) or the
   * session was disposed.
   */
  fillCheckouts(): Promise<boolean>;
}

export interface StartAttributionOptions {
  /** The parts that run at once. */
  atOnceParts?: readonly AttributionPart[];
  /** How the later chunks are loaded (tests pass slow or failing ones). */
  loadCheckoutFields?: () => Promise<PartsChunk>;
  loadAfterLoad?: () => Promise<PartsChunk>;
  /** Date.now, replaceable in tests. */
  now?: () => number;
}

/** Starts each part with `context`. One that throws logs one error and leaves the others running; returns their undos. */
export function startParts(context: AttributionContext, parts: readonly AttributionPart[]): Array<() => void> {
  const undos: Array<() => void> = [];
  for (const part of parts) {
    try {
      const undo = part(context);
      if (undo) undos.push(undo);
    } catch (error) {
      console.error('[Talat] attribution: a part failed to start', error);
    }
  }
  return undos;
}

export function startAttribution(doc: Document, config: AttributionConfig, options: StartAttributionOptions = {}): AttributionSession {
  const win = doc.defaultView ?? window;
  const commerceEvents = hearCommerceEvents(() => trackingState.get().allowed);
  const context: AttributionContext = { doc, win, config, now: options.now ?? Date.now, commerceEvents, pixelAtStart: pixelAtStart(win) };
  const undos = startParts(context, options.atOnceParts ?? START_PARTS);
  let alive = true;
  /** Loads a chunk of later parts once and starts them: true when they run; a failed load is forgotten. */
  const later = (load: () => Promise<PartsChunk>) => {
    let coming: Promise<boolean> | undefined;
    return () =>
      (coming ??= loadChunk(load).then(
        (chunk) => {
          if (alive) undos.push(...startParts(context, chunk.parts));
          return alive;
        },
        (error: unknown) => {
          coming = undefined;
          console.error('[Talat] attribution: a part could not load', error);
          return false;
        },
      ));
  };
  const checkoutFields = later(options.loadCheckoutFields ?? importCheckoutFields);
  const afterLoad = later(options.loadAfterLoad ?? importAfterLoad);
  let resolveFilled: () => void = () => undefined;
  const checkoutsFilled = new Promise<void>((resolve) => (resolveFilled = resolve));
  const fillCheckouts = async () => {
    const filled = alive && (await checkoutFields());
    if (filled) resolveFilled();
    return filled;
  };
  if (doc.querySelector(CHECKOUT_MARKUP)) void fillCheckouts();

  // A task after the load event, not in it: the page's own load handlers (a pixel snippet's) run first.
  const onLoad = () =>
    void setTimeout(() => {
      if (alive) void afterLoad();
    }, 0);
  if (doc.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });

  return {
    checkoutsFilled,
    fillCheckouts,
    dispose: () => {
      alive = false;
      win.removeEventListener('load', onLoad);
      undos.splice(0).reverse().forEach((undo) => undo());
      commerceEvents.stop();
    },
  };
}
