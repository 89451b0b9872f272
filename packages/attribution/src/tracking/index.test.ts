// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://shop.example.com/?fbclid=IwAR_landing"}
// §1 Tracking, §7 "Checkout and tracking", §9 click-id rows, §4 Order tracking (consent).
import { emitHostEvent } from '@talat/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as consentModule from '../checkout/consent';
import type { AttributionConfig } from '../config';
import { deleteClickId, readClickIdCookie } from './click-id';
import { ADD_TO_CART_EVENT, REMOVE_FROM_CART_EVENT } from './commerce-events';
import { hearCommerceEvents } from './heard-events';
import { startPixelTracking } from './index';
import { forgetPageView } from './page-view';
import { analyticsEvent, fakePixel } from './test-fixtures';

const NOW = 1_760_000_000_000;
const serum = { id: 42, name: 'Serum', sku: 'S', price: 390, categories: [] };
const host = window as unknown as Record<string, unknown>;

function start(config: AttributionConfig = {}) {
  return startPixelTracking({ doc: document, win: window, config, now: () => NOW })!;
}

/** Consent as the checkout helper's watcher reports it, switchable from the test. */
function consentSwitch(initial: boolean, pending = false) {
  let change: ((allowed: boolean) => void) | undefined;
  const stop = vi.fn();
  vi.spyOn(consentModule, 'watchTrackingConsent').mockImplementation((_win, _configured, onChange) => {
    change = onChange;
    return { allowed: initial, pending, stop };
  });
  return { set: (allowed: boolean) => change?.(allowed), stop };
}

let undo: (() => void) | undefined;
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  undo?.();
  undo = undefined;
  vi.restoreAllMocks();
  forgetPageView(window);
  delete host.fbq;
  delete host._fbq;
  delete host.FacebookSignals;
  deleteClickId(document);
});

describe('page view', () => {
  it('sends one PageView when the snippet only initialised the pixel', () => {
    const calls = fakePixel(window, [['init', '123']]);
    undo = start();
    expect(calls).toEqual([['track', 'PageView']]);
    undo();
    undo = start();
    expect(calls).toEqual([['track', 'PageView']]);
  });

  it("after the load event, decides on what the stub showed at page start (decision 511): the snippet only initialised it", () => {
    const calls = fakePixel(window);
    // Meta's library has drained the queue by now.
    Object.assign(host.fbq as object, { callMethod: () => undefined });
    undo = startPixelTracking({ doc: document, win: window, config: {}, now: () => NOW, pixelAtStart: { libraryLoaded: false, pageViewQueued: false } })!;
    expect(calls).toEqual([['track', 'PageView']]);
    undo();
    forgetPageView(window);
    calls.length = 0;
    // Without the page start's state the drained queue tells nothing: none, as decision 449 says.
    undo = start();
    expect(calls).toEqual([]);
  });

  it('sends none when the snippet already queued it', () => {
    const calls = fakePixel(window, [['init', '123'], ['track', 'PageView']]);
    undo = start();
    expect(calls).toEqual([]);
  });

  it('sends it when the pixel appears after us, by the load event', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    undo = start();
    const calls = fakePixel(window, [['init', '123']]);
    window.dispatchEvent(new Event('load'));
    expect(calls).toEqual([['track', 'PageView']]);
    delete (document as unknown as Record<string, unknown>).readyState;
  });

  it('does nothing without a pixel, and survives a pixel that throws', () => {
    undo = start();
    expect(readClickIdCookie(document)).toBeNull();
    undo();
    host.fbq = () => {
      throw new Error('blocked');
    };
    expect(() => (undo = start())).not.toThrow();
    expect(console.error).toHaveBeenCalledOnce();
  });
});

// §9 click-id rows: `_fbc` is the pixel's cookie, so it is set only where a pixel is on the page
// (pixel.ts pixelOnPage), one arriving by the page's `load` included.
describe('the click id cookie needs a pixel on the page', () => {
  afterEach(() => {
    delete (document as unknown as Record<string, unknown>).readyState;
    document.querySelectorAll('script[data-test-pixel]').forEach((script) => script.remove());
  });

  it('no pixel: no _fbc, and one an earlier page set is neither refreshed nor replaced', () => {
    undo = start();
    expect(readClickIdCookie(document)).toBeNull();
    undo();
    document.cookie = `_fbc=fb.1.${NOW - 1000}.earlier; path=/; domain=.example.com`;
    undo = start();
    expect(readClickIdCookie(document)).toBe(`fb.1.${NOW - 1000}.earlier`);
  });

  it('a pixel at once: _fbc at once', () => {
    fakePixel(window, [['init', '123']]);
    undo = start();
    expect(readClickIdCookie(document)).toBe(`fb.1.${NOW}.IwAR_landing`);
  });

  it('a pixel that arrives later: _fbc when it is there by the load event, not before', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    undo = start();
    expect(readClickIdCookie(document)).toBeNull();
    fakePixel(window, [['init', '123']]);
    window.dispatchEvent(new Event('load'));
    expect(readClickIdCookie(document)).toBe(`fb.1.${NOW}.IwAR_landing`);
  });

  it('no pixel by the load event either: still none', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    undo = start();
    window.dispatchEvent(new Event('load'));
    expect(readClickIdCookie(document)).toBeNull();
  });

  it("Meta's base code held back by a consent tool (a script of another type, run later): _fbc at once", () => {
    const held = Object.assign(document.createElement('script'), { type: 'text/plain' });
    held.dataset.testPixel = '';
    held.text = "!function(f,b,e,v,n,t,s){}(window, document,'script','https://connect.facebook.net/en_US/fbevents.js'); fbq('init', '123');";
    document.head.append(held);
    undo = start();
    expect(readClickIdCookie(document)).toBe(`fb.1.${NOW}.IwAR_landing`);
  });

  it('consent off: none, with a pixel at once or later', () => {
    consentSwitch(false);
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    fakePixel(window, [['init', '123']]);
    undo = start();
    window.dispatchEvent(new Event('load'));
    expect(readClickIdCookie(document)).toBeNull();
  });
});

describe('consent (§4 Order tracking, one rule for the widget)', () => {
  it('with consent: keeps the landing fbclid in _fbc', () => {
    fakePixel(window);
    undo = start();
    expect(readClickIdCookie(document)).toBe(`fb.1.${NOW}.IwAR_landing`);
  });

  it('without consent: no _fbc (an old one is deleted), no PageView, no commerce events', () => {
    document.cookie = `_fbc=fb.1.${NOW - 1000}.old; path=/; domain=.example.com`;
    const calls = fakePixel(window);
    consentSwitch(false);
    undo = start();
    emitHostEvent(ADD_TO_CART_EVENT, [analyticsEvent(serum, 1)]);
    expect(readClickIdCookie(document)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('while the banner is still deciding: neither writes, deletes nor sends', () => {
    document.cookie = `_fbc=fb.1.${NOW - 1000}.old; path=/; domain=.example.com`;
    const calls = fakePixel(window);
    const consent = consentSwitch(false, true);
    undo = start();
    expect(readClickIdCookie(document)).toBe(`fb.1.${NOW - 1000}.old`);
    expect(calls).toEqual([]);
    consent.set(true);
    expect(readClickIdCookie(document)).toBe(`fb.1.${NOW}.IwAR_landing`);
    expect(calls).toEqual([['track', 'PageView']]);
  });

  it('the config switch turns it off when no consent API is on the page', () => {
    const calls = fakePixel(window);
    undo = start({ allowTracking: false });
    expect(readClickIdCookie(document)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('given later on the page: the PageView goes then, once, and the cookie is written; taken back: deleted', () => {
    const calls = fakePixel(window);
    const consent = consentSwitch(false);
    undo = start();
    consent.set(true);
    consent.set(true);
    expect(calls).toEqual([['track', 'PageView']]);
    expect(readClickIdCookie(document)).toBe(`fb.1.${NOW}.IwAR_landing`);
    consent.set(false);
    expect(readClickIdCookie(document)).toBeNull();
    undo();
    undo = undefined;
    expect(consent.stop).toHaveBeenCalledOnce();
  });
});

describe('commerce events', () => {
  it('forwards add and remove once each, with value and THB', () => {
    const calls = fakePixel(window, [['track', 'PageView']]);
    undo = start();
    const add = analyticsEvent(serum, 2);
    emitHostEvent(ADD_TO_CART_EVENT, [add]);
    emitHostEvent(ADD_TO_CART_EVENT, [add]);
    emitHostEvent(REMOVE_FROM_CART_EVENT, [analyticsEvent(serum, 1)]);
    const params = (quantity: number) => ({ content_ids: ['S_42'], content_name: 'Serum', content_type: 'product', contents: [{ id: 'S_42', quantity }], value: 390 * quantity, currency: 'THB' });
    expect(calls).toEqual([
      ['track', 'AddToCart', params(2)],
      ['trackCustom', 'RemoveFromCart', params(1)],
    ]);
  });

  it('drops a junk payload without a call', () => {
    const calls = fakePixel(window, [['track', 'PageView']]);
    undo = start();
    emitHostEvent(ADD_TO_CART_EVENT, [{ product: { id: '<img>' }, quantity: 1 }]);
    emitHostEvent(ADD_TO_CART_EVENT, []);
    expect(calls).toEqual([]);
  });

  it('leaves AddToCart to Facebook for WooCommerce, and all of it to the theme when configured', () => {
    const calls = fakePixel(window, [['track', 'PageView']]);
    host.FacebookSignals = {};
    undo = start();
    emitHostEvent(ADD_TO_CART_EVENT, [analyticsEvent(serum, 1)]);
    emitHostEvent(REMOVE_FROM_CART_EVENT, [analyticsEvent(serum, 1)]);
    expect(calls.map((call) => call[1])).toEqual(['RemoveFromCart']);
    undo();
    delete host.FacebookSignals;
    calls.length = 0;
    undo = start({ pixelCommerceEvents: false });
    emitHostEvent(ADD_TO_CART_EVENT, [analyticsEvent(serum, 1)]);
    expect(calls).toEqual([]);
  });

  it('stops listening when undone', () => {
    const calls = fakePixel(window, [['track', 'PageView']]);
    start()();
    emitHostEvent(ADD_TO_CART_EVENT, [analyticsEvent(serum, 1)]);
    expect(calls).toEqual([]);
  });

  it("forwards, in order, an add and a remove the session heard before this part started (after the load event), then new ones", () => {
    const calls = fakePixel(window, [['track', 'PageView']]);
    const heard = hearCommerceEvents();
    emitHostEvent(ADD_TO_CART_EVENT, [analyticsEvent(serum, 2)]);
    emitHostEvent(REMOVE_FROM_CART_EVENT, [analyticsEvent(serum, 1)]);
    expect(calls).toEqual([]);
    const stop = startPixelTracking({ doc: document, win: window, config: {}, now: () => NOW, commerceEvents: heard })!;
    emitHostEvent(ADD_TO_CART_EVENT, [analyticsEvent(serum, 3)]);
    expect(calls.map((call) => [call[1], (call[2] as { value: number }).value])).toEqual([
      ['AddToCart', 780],
      ['RemoveFromCart', 390],
      ['AddToCart', 1170],
    ]);
    stop();
    // The session's events are the session's to stop: undone, this part only stops following them,
    // and the session still keeps what comes for whoever follows next.
    emitHostEvent(ADD_TO_CART_EVENT, [analyticsEvent(serum, 1)]);
    expect(calls).toHaveLength(3);
    const next: unknown[] = [];
    heard.follow((kind) => void next.push(kind));
    expect(next).toEqual(['add']);
    heard.stop();
  });
});
