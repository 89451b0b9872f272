// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_HOLD_MS, mountAttribution } from './mount';
import type { AttributionSession } from './session';

// The landing page is counted before the shopper leaves it (issue 17: the same values as
// WooCommerce's script, which counts the page as soon as it has loaded): the chunk is fetched at
// once, and a plain press on a link to another page waits for it, at most LEAVE_HOLD_MS.

type Interactive = typeof import('./interactive');

let unmount: (() => void) | undefined;
let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.fn();
  // jsdom cannot navigate; the held press is sent on with location.assign.
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost:3000', pathname: '/', search: '', assign } as unknown as Location);
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function deferredChunk() {
  // The checkouts' fields (decision 511) never come here: a leave waits for the count only.
  const start = vi.fn((): AttributionSession => ({ dispose: vi.fn(), checkoutsFilled: new Promise<void>(() => undefined), fillCheckouts: vi.fn() }));
  let release: () => void = () => undefined;
  const promise = new Promise<Interactive>((resolve) => {
    release = () => resolve({ startAttribution: start } as unknown as Interactive);
  });
  return { load: vi.fn(() => promise), start, release: () => release() };
}

function link(href: string, attributes: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = 'ไปหน้าร้าน';
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  document.body.append(a);
  return a;
}

function press(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

describe('the landing page is counted before the shopper leaves it', () => {
  it('fetches the chunk at once, not at idle', () => {
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('holds a plain press on a link to another page until the chunk has counted the page, then goes there once', async () => {
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    const event = press(link('/shop/'));
    expect(event.defaultPrevented).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    chunk.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(chunk.start).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/shop/');
    await vi.advanceTimersByTimeAsync(LEAVE_HOLD_MS);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it(`lets the shopper go after ${LEAVE_HOLD_MS} ms when the chunk is slow (a slow line never keeps them)`, async () => {
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    press(link('/shop/'));
    await vi.advanceTimersByTimeAsync(LEAVE_HOLD_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledTimes(1);
    chunk.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('holds no press once the chunk has failed to load (nothing would come to count the page)', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    unmount = mountAttribution(document.body, { loadInteractive: failing });
    await vi.advanceTimersByTimeAsync(0);
    expect(press(link('/shop/')).defaultPrevented).toBe(false);
  });

  it('sends a press still held on to its link when unmounted (nothing will count the page any more)', () => {
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    expect(press(link('/shop/')).defaultPrevented).toBe(true);
    unmount!();
    unmount = undefined;
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/shop/');
  });

  it('leaves alone a press another script handled, a new tab, a download, a jump within the page and a link once the chunk is in', async () => {
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    const handled = link('/?add-to-cart=42');
    handled.addEventListener('click', (event) => event.preventDefault());
    press(handled);
    expect(press(link('/shop/'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(link('/shop/', { target: '_blank' })).defaultPrevented).toBe(false);
    expect(press(link('/brochure.pdf', { download: '' })).defaultPrevented).toBe(false);
    expect(press(link('#reviews')).defaultPrevented).toBe(false);
    await vi.advanceTimersByTimeAsync(LEAVE_HOLD_MS);
    expect(assign).not.toHaveBeenCalled();
    chunk.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(press(link('/cart/')).defaultPrevented).toBe(false);
  });
});
