// @vitest-environment jsdom
// §7 "Checkout and tracking": the page view rule (tracking/page-view.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPageView, markPageViewSent, pageViewWanted } from './page-view';
import type { Pixel } from './pixel-stub';

/** Meta's base code stub, with the calls already made. */
function stub(...calls: unknown[][]): Pixel {
  const pixel = Object.assign(() => undefined, { queue: calls.map((call) => ({ ...call, length: call.length })), loaded: true, version: '2.0' });
  return pixel as Pixel;
}
const loaded = (): Pixel => Object.assign(() => undefined, { queue: [], callMethod: () => undefined, loaded: true, version: '2.0' }) as Pixel;

afterEach(() => {
  forgetPageView(window);
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>).FacebookSignals;
});

describe('whether we send the PageView', () => {
  it('sends when the snippet only initialised the pixel', () => {
    expect(pageViewWanted(window, document, stub(['init', '123']), undefined)).toBe(true);
  });
  it('does not when the snippet queued track PageView (Meta base code)', () => {
    expect(pageViewWanted(window, document, stub(['init', '123'], ['track', 'PageView']), undefined)).toBe(false);
    expect(pageViewWanted(window, document, stub(['init', '123'], ['track', 'PageView']), true)).toBe(false);
  });
  it('does not when Meta\'s library already drained the queue, unless the config says the snippet leaves it to us', () => {
    expect(pageViewWanted(window, document, loaded(), undefined)).toBe(false);
    expect(pageViewWanted(window, document, loaded(), true)).toBe(true);
  });
  it("after the load event, answers from what the stub showed at page start (decision 511): Meta's library has drained the queue by then", () => {
    // The snippet only initialised the pixel, and the library came later: sent, as at page start.
    expect(pageViewWanted(window, document, loaded(), undefined, { libraryLoaded: false, pageViewQueued: false })).toBe(true);
    // The snippet had queued its own: not sent, though the drained queue no longer shows it.
    expect(pageViewWanted(window, document, loaded(), undefined, { libraryLoaded: false, pageViewQueued: true })).toBe(false);
    expect(pageViewWanted(window, document, loaded(), true, { libraryLoaded: false, pageViewQueued: true })).toBe(false);
    // The library was in before the page started: nothing could be seen, so only the config sends it.
    expect(pageViewWanted(window, document, loaded(), undefined, { libraryLoaded: true, pageViewQueued: false })).toBe(false);
    expect(pageViewWanted(window, document, loaded(), true, { libraryLoaded: true, pageViewQueued: false })).toBe(true);
  });
  it('does not when Facebook for WooCommerce is on the page', () => {
    (window as unknown as Record<string, unknown>).FacebookSignals = {};
    expect(pageViewWanted(window, document, stub(), undefined)).toBe(false);
    delete (window as unknown as Record<string, unknown>).FacebookSignals;
    document.body.append(Object.assign(document.createElement('div'), { className: 'wc-facebook-pixel-event-placeholder' }));
    expect(pageViewWanted(window, document, stub(), true)).toBe(false);
  });
  it('never when the config says no', () => {
    expect(pageViewWanted(window, document, stub(), false)).toBe(false);
  });
  it('once per window, whichever Talat bundle sent it', () => {
    markPageViewSent(window);
    expect(pageViewWanted(window, document, stub(), true)).toBe(false);
  });
  it('reads a queue that is not an array as empty', () => {
    const odd = Object.assign(() => undefined, { queue: 'junk' }) as Pixel;
    expect(pageViewWanted(window, document, odd, undefined)).toBe(true);
  });
});
