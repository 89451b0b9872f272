// @vitest-environment jsdom
// The session (issue 17, docs/decisions.md 511): the count at once; the checkouts' fields in their
// own chunk, at once on a page with a checkout or when an order waits (`fillCheckouts`); the
// pixel's tracking and the debug panel in a chunk after the load event; every part with one
// context, a failing part isolated, the undo of each run in reverse on dispose.
import { emitHostEvent } from '@talat/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOAD_PARTS } from './after-load';
import { publishAttribution, resetPublishedAttribution } from './checkout/published-values';
import type { AttributionContext, AttributionPart } from './context';
import { startDebugPanel } from './debug';
import { emptyAttributionValues } from './fields';
import { startOrderAttribution } from './order-attribution';
import { START_PARTS, startAttribution, type AttributionSession, type PartsChunk, type StartAttributionOptions } from './session';
import { startPixelTracking } from './tracking';
import { ADD_TO_CART_EVENT } from './tracking/event-names';

let session: AttributionSession | undefined;
afterEach(() => {
  session?.dispose();
  session = undefined;
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A later chunk as a test controls it: its parts, and when it arrives (or fails). */
function chunkOf(parts: readonly AttributionPart[] = []) {
  let arrive: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<PartsChunk>((resolve, reject) => {
    arrive = () => resolve({ parts });
    fail = reject;
  });
  return { load: vi.fn(() => promise), arrive: () => arrive(), fail: (error: unknown) => fail(error) };
}

/** A page still loading (jsdom's document is already complete). */
const loading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');

function start(options: StartAttributionOptions = {}) {
  const checkouts = chunkOf();
  const afterLoad = chunkOf();
  session = startAttribution(document, {}, { atOnceParts: [], loadCheckoutFields: checkouts.load, loadAfterLoad: afterLoad.load, ...options });
  return { session, checkouts, afterLoad };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('the parts and their order', () => {
  it('counts at once; after load the pixel, then the panel (it shows what the others did)', () => {
    expect(START_PARTS).toEqual([startOrderAttribution]);
    expect(AFTER_LOAD_PARTS).toEqual([startPixelTracking, startDebugPanel]);
  });
});

describe('startAttribution', () => {
  it('gives every part, at once and later, the same context: the document, its window, the config, the clock and the heard cart events', async () => {
    vi.useFakeTimers();
    const seen: AttributionContext[] = [];
    const part: AttributionPart = (context) => void seen.push(context);
    const afterLoad = chunkOf([part]);
    const now = () => 1_700_000_000_000;
    session = startAttribution(document, { allowTracking: false }, { atOnceParts: [part, part], now, loadAfterLoad: afterLoad.load });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ doc: document, win: window, config: { allowTracking: false }, now, commerceEvents: expect.any(Object), pixelAtStart: undefined });
    expect(seen[1]).toBe(seen[0]);
    await vi.advanceTimersByTimeAsync(0);
    afterLoad.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(3);
    expect(seen[2]).toBe(seen[0]);
  });

  it('brings the pixel and panel chunk in a task after the load event, not before, and not the checkouts', async () => {
    vi.useFakeTimers();
    loading();
    const { checkouts, afterLoad } = start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(afterLoad.load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(afterLoad.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(afterLoad.load).toHaveBeenCalledTimes(1);
    expect(checkouts.load).not.toHaveBeenCalled();
  });

  it.each([
    ['the classic checkout (or a form WooCommerce marks)', '<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>'],
    ['the block checkout', '<div class="wp-block-woocommerce-checkout wc-block-checkout is-loading"></div>'],
  ])('brings the checkouts chunk at once on a page with %s, and says when the fields are filled', async (_name, markup) => {
    vi.useFakeTimers();
    loading();
    document.body.innerHTML = markup;
    const { session, checkouts } = start();
    expect(checkouts.load).toHaveBeenCalledTimes(1);
    expect(await settled(session.checkoutsFilled)).toBe(false);
    checkouts.arrive();
    expect(await settled(session.checkoutsFilled)).toBe(true);
  });

  it('brings the checkouts chunk elsewhere only when asked, once, and starts its part once', async () => {
    vi.useFakeTimers();
    const part = vi.fn(() => undefined);
    const checkouts = chunkOf([part]);
    const { session } = start({ loadCheckoutFields: checkouts.load });
    await vi.advanceTimersByTimeAsync(1000);
    expect(checkouts.load).not.toHaveBeenCalled();
    void session.fillCheckouts();
    void session.fillCheckouts();
    expect(checkouts.load).toHaveBeenCalledTimes(1);
    checkouts.arrive();
    expect(await settled(session.checkoutsFilled)).toBe(true);
    expect(part).toHaveBeenCalledTimes(1);
  });

  it('answers a try whose chunk cannot load with false and one error, and asks again at the next try', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = vi.fn(() => undefined);
    let tries = 0;
    const working = chunkOf([part]);
    // Both tries of the first load fail (core's loadChunk tries once more at once).
    const loadCheckoutFields = vi.fn(() => (++tries <= 2 ? Promise.reject(new Error('offline')) : working.load()));
    const { session } = start({ loadCheckoutFields });
    const first = session.fillCheckouts();
    await vi.advanceTimersByTimeAsync(0);
    expect(await first).toBe(false);
    expect(await settled(session.checkoutsFilled)).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    const second = session.fillCheckouts();
    working.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(await second).toBe(true);
    expect(await settled(session.checkoutsFilled)).toBe(true);
    expect(part).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['on', true, [['add', { early: true }]]],
    ['off (consent not given)', false, []],
  ])('hands the pixel part an add made before its chunk came while tracking was %s', async (_name, allowed, expected) => {
    vi.useFakeTimers();
    const got: unknown[] = [];
    const follower: AttributionPart = ({ commerceEvents }) => commerceEvents?.follow((kind, args) => void got.push([kind, args[0]]));
    const afterLoad = chunkOf([follower]);
    // What the count publishes as it runs (order-attribution.ts), here without its rules.
    const count: AttributionPart = () => {
      publishAttribution(emptyAttributionValues(), { allowed, pending: false });
      return resetPublishedAttribution;
    };
    start({ atOnceParts: [count], loadAfterLoad: afterLoad.load });
    emitHostEvent(ADD_TO_CART_EVENT, [{ early: true }]);
    await vi.advanceTimersByTimeAsync(0);
    afterLoad.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(got).toEqual(expected);
  });

  it('keeps what the pixel stub showed at page start for the page view after load', () => {
    const host = window as unknown as { fbq?: unknown };
    host.fbq = Object.assign(() => undefined, { queue: [['init', '1'], ['track', 'PageView']] });
    const seen: AttributionContext[] = [];
    start({ atOnceParts: [(context) => void seen.push(context)] });
    delete host.fbq;
    expect(seen[0]!.pixelAtStart).toEqual({ libraryLoaded: false, pageViewQueued: true });
  });

  it('logs a part that throws once and keeps starting the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn(() => undefined);
    const broken: AttributionPart = () => {
      throw new Error('broken');
    };
    start({ atOnceParts: [broken, after] });
    expect(error).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('runs every undo once, in reverse order (the later parts first), on dispose', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const checkouts = chunkOf([() => () => order.push('checkouts')]);
    const afterLoad = chunkOf([() => () => order.push('pixel')]);
    const { session } = start({ atOnceParts: [() => () => order.push('first'), () => undefined, () => () => order.push('last')], loadCheckoutFields: checkouts.load, loadAfterLoad: afterLoad.load });
    void session.fillCheckouts();
    checkouts.arrive();
    await vi.advanceTimersByTimeAsync(0);
    afterLoad.arrive();
    await vi.advanceTimersByTimeAsync(0);
    session.dispose();
    session.dispose();
    expect(order).toEqual(['pixel', 'checkouts', 'last', 'first']);
  });

  it('starts no later part when disposed before its chunk came, and asks for none after', async () => {
    vi.useFakeTimers();
    loading();
    const part = vi.fn(() => undefined);
    const checkouts = chunkOf([part]);
    const afterLoad = chunkOf([part]);
    const { session } = start({ loadCheckoutFields: checkouts.load, loadAfterLoad: afterLoad.load });
    void session.fillCheckouts();
    session.dispose();
    checkouts.arrive();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(part).not.toHaveBeenCalled();
    expect(afterLoad.load).not.toHaveBeenCalled();
  });
});
