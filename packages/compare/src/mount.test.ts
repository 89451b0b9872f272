// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showIntent } from '@talat/mocks';
import { mountCompare } from './mount';
import type { CompareSession } from './session';

// The first load (no framework, no network): presses claimed at once and handed to the session
// once its chunk is in, by mouse and keyboard; the session started at page start only where the
// list cookie says there is a list to show (§7 Compare), else at the shopper's intent.

type Interactive = typeof import('./interactive');

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  delete (window as unknown as Record<string, unknown>).th_product;
  document.body.innerHTML = '';
  document.cookie = 'th_compare_product_abcdef123456=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.useRealTimers();
});

const button = (id: string) => `<div class="thunk-compare"><a class="th-product-compare-btn compare" data-th-product-id="${id}" aria-label="Compare"><span class="text">Compare</span></a></div>`;
const checkbox = (id: string) => `<label class="th-compare-label"><input type="checkbox" class="th-product-compare-checkbox" data-th-product-id="${id}">Compare</label>`;
const icon = '<span class="th-compare-icon-widget th-compare-float-icon" role="button" tabindex="0"><span class="th-compare-icon-widget-count"></span></span>';

function fakeSession() {
  return { press: vi.fn(), change: vi.fn(), openFromIcon: vi.fn(), dispose: vi.fn() } satisfies CompareSession;
}

function deferredChunk(session = fakeSession()) {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const start = vi.fn(() => session);
  const promise = new Promise<Interactive>((res, rej) => {
    resolve = () => res({ startCompareSession: start } as unknown as Interactive);
    reject = rej;
  });
  return { load: vi.fn(() => promise), resolve, reject, start, session };
}

function mountPage(markup: string, load: () => Promise<Interactive>) {
  document.body.innerHTML = markup;
  (window as unknown as Record<string, unknown>).th_product = { th_product_ajax_url: '/wp-admin/admin-ajax.php', nonce: 'n1' };
  unmount = mountCompare(document.body, { loadInteractive: load });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('compare first load (§2.4, §2.11)', () => {
  it('a click before the chunk is in marks the button busy at once and reaches the session when it arrives', async () => {
    const chunk = deferredChunk();
    mountPage(button('5'), chunk.load);
    const anchor = document.querySelector<HTMLElement>('a')!;
    anchor.click();
    expect(anchor.classList.contains('loading')).toBe(true);
    expect(anchor.getAttribute('aria-busy')).toBe('true');
    chunk.resolve();
    await flush();
    expect(chunk.start).toHaveBeenCalledOnce();
    expect(chunk.session.press).toHaveBeenCalledWith(anchor);
  });

  it('the href-less button is reachable by keyboard, and Enter and Space press it', async () => {
    const chunk = deferredChunk();
    chunk.resolve();
    mountPage(button('5'), chunk.load);
    const anchor = document.querySelector<HTMLElement>('a')!;
    expect(anchor.tabIndex).toBe(0);
    expect(anchor.getAttribute('role')).toBe('button');
    expect(anchor.getAttribute('aria-pressed')).toBe('false');
    for (const key of ['Enter', ' ']) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      anchor.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    anchor.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await flush();
    expect(chunk.session.press).toHaveBeenCalledTimes(2);
  });

  it('a checkbox change and the floating icon reach the session', async () => {
    const chunk = deferredChunk();
    chunk.resolve();
    mountPage(checkbox('7') + icon, chunk.load);
    expect(document.querySelector('.th-compare-icon-widget')?.getAttribute('aria-haspopup')).toBe('dialog');
    const box = document.querySelector<HTMLInputElement>('input')!;
    box.click();
    document.querySelector<HTMLElement>('.th-compare-icon-widget')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await flush();
    expect(chunk.session.change).toHaveBeenCalledWith(box);
    expect(chunk.session.openFromIcon).toHaveBeenCalledOnce();
  });

  it('a chunk that cannot load undoes the busy mark and says so in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = deferredChunk();
    mountPage(button('5'), chunk.load);
    const anchor = document.querySelector<HTMLElement>('a')!;
    anchor.click();
    chunk.reject(new Error('offline'));
    await flush();
    expect(anchor.classList.contains('loading')).toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it('starts the session at once where the list cookie says there is a list; elsewhere at the first sign on a compare control (decision 503)', async () => {
    const bare = deferredChunk();
    bare.resolve();
    mountPage(`<main><p id="elsewhere">no compare here</p></main>`, bare.load);
    showIntent(document.getElementById('elsewhere')!);
    await flush();
    expect(bare.load).not.toHaveBeenCalled();
    unmount?.();

    const withControls = deferredChunk();
    withControls.resolve();
    mountPage(button('5') + '<p id="elsewhere">elsewhere</p>', withControls.load);
    showIntent(document.getElementById('elsewhere')!);
    await flush();
    expect(withControls.load).not.toHaveBeenCalled();
    showIntent(document.querySelector('.th-product-compare-btn span')!);
    await flush();
    expect(withControls.start).toHaveBeenCalledOnce();
    unmount?.();

    document.cookie = 'th_compare_product_abcdef123456=W10%3D; path=/';
    const withCookie = deferredChunk();
    withCookie.resolve();
    mountPage('<main>no compare here</main>', withCookie.load);
    await flush();
    expect(withCookie.start).toHaveBeenCalledOnce();
  });

  it('without an ajax URL nothing is claimed (the page stays as the plugin printed it)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = button('5');
    unmount = mountCompare(document.body, { loadInteractive: vi.fn() });
    expect(unmount).toBeUndefined();
    expect(document.querySelector('a')?.hasAttribute('role')).toBe(false);
  });
});
