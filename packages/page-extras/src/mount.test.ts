// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showIntent } from '@talat/mocks';
import { mountPageExtras } from './mount';
import type { PageExtrasSession } from './session';

// The first load's own work (issue 16, DESIGN.md "Three layers"): one mount per page, the lazy
// chunk started once, and presses on the chunk's controls held and replayed, never lost.

type Interactive = typeof import('./interactive');

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function deferredChunk() {
  const session: PageExtrasSession = { dispose: vi.fn(), ready: Promise.resolve() };
  const start = vi.fn(() => session);
  let release: (chunk: Interactive) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<Interactive>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  const load = vi.fn(() => promise);
  return { load, start, session, release: () => release({ startPageExtras: start } as unknown as Interactive), fail: (error: unknown) => fail(error) };
}

const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mountPageExtras', () => {
  it('mounts once per page and starts the chunk with the config at the first sign anywhere on the page, not before (decision 503)', async () => {
    document.body.innerHTML = '<main><p>หน้าแรก</p></main>';
    const chunk = deferredChunk();
    unmount = mountPageExtras(document.body, { loadInteractive: chunk.load });
    expect(mountPageExtras(document.body, { loadInteractive: chunk.load })).toBeUndefined();
    await settle();
    expect(chunk.load).not.toHaveBeenCalled();
    showIntent(document.querySelector('p')!);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    chunk.release();
    await vi.waitFor(() => expect(chunk.start).toHaveBeenCalledTimes(1));
    expect(chunk.start).toHaveBeenCalledWith(document, expect.any(Object));
  });

  it('starts the chunk at once on a page a behaviour changes without a press (a password field to show)', async () => {
    document.body.innerHTML = '<div class="woocommerce"><form class="login"><input type="password" name="password"></form></div>';
    const chunk = deferredChunk();
    unmount = mountPageExtras(document.body, { loadInteractive: chunk.load });
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('holds a press on a claimed control until the chunk is in, then replays it once on the same element', async () => {
    document.body.innerHTML = '<button class="menu-toggle">เมนู</button><button class="other">อื่น</button>';
    const chunk = deferredChunk();
    unmount = mountPageExtras(document.body, { loadInteractive: chunk.load, claimedClicks: ['.menu-toggle'] });
    const toggle = document.querySelector('.menu-toggle')!;
    const presses: string[] = [];
    toggle.addEventListener('click', () => presses.push('toggle'));
    document.querySelector('.other')!.addEventListener('click', () => presses.push('other'));

    expect(click(toggle)).toBe(false); // default prevented while held
    click(toggle); // a double click is one held press
    click(document.querySelector('.other')!); // not claimed: runs at once
    expect(presses).toEqual(['other']);

    chunk.release();
    await vi.waitFor(() => expect(presses).toEqual(['other', 'toggle']));
    // Once the chunk is in, presses go straight to the control.
    expect(click(toggle)).toBe(true);
    expect(presses).toEqual(['other', 'toggle', 'toggle']);
  });

  it('keeps holding the press while the behaviours’ own chunks load, and replays it once they have started (issue 30)', async () => {
    document.body.innerHTML = '<button class="menu-toggle">เมนู</button>';
    const chunk = deferredChunk();
    let behavioursIn: () => void = () => undefined;
    chunk.session.ready = new Promise<void>((resolve) => (behavioursIn = resolve));
    unmount = mountPageExtras(document.body, { loadInteractive: chunk.load, claimedClicks: ['.menu-toggle'] });
    const toggle = document.querySelector('.menu-toggle')!;
    const presses: string[] = [];
    toggle.addEventListener('click', () => presses.push('toggle'));
    click(toggle);
    chunk.release();
    await vi.waitFor(() => expect(chunk.start).toHaveBeenCalledTimes(1));
    // The session is up, its side menu not yet: a second press is still held, not lost to the theme.
    expect(click(toggle)).toBe(false);
    await settle();
    expect(presses).toEqual([]);
    behavioursIn();
    await vi.waitFor(() => expect(presses).toEqual(['toggle']));
    expect(click(toggle)).toBe(true);
  });

  it("never holds a theme's own menu toggle the config does not give the side menu (issue 29 point 4)", async () => {
    document.body.innerHTML = '<button class="menu-toggle" aria-controls="primary-menu-list">เมนู</button><ul id="primary-menu-list"></ul>';
    const chunk = deferredChunk();
    unmount = mountPageExtras(document.body, { loadInteractive: chunk.load });
    const toggle = document.querySelector('.menu-toggle')!;
    const presses: string[] = [];
    toggle.addEventListener('click', () => presses.push('theme'));
    expect(click(toggle)).toBe(true);
    expect(presses).toEqual(['theme']);
    unmount?.();

    // Given to the side menu by the shop's config, its first press is held like any claimed control.
    document.body.innerHTML =
      '<script type="application/json" id="talat-config">{"pageExtras":{"sideMenu":".menu-toggle[aria-controls]"}}</script><button class="menu-toggle" aria-controls="primary-menu-list">เมนู</button><ul id="primary-menu-list"></ul>';
    unmount = mountPageExtras(document.body, { loadInteractive: deferredChunk().load });
    expect(click(document.querySelector('.menu-toggle')!)).toBe(false);
    unmount?.();

    // A typo in the config's selector holds nothing of its own and keeps the other holds.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<script type="application/json" id="talat-config">{"pageExtras":{"sideMenu":".menu-toggle[aria-controls"}}</script><button class="menu-toggle" aria-controls="x">เมนู</button><div class="gt_float_switcher"><a class="gt-selected">ไทย</a></div>';
    unmount = mountPageExtras(document.body, { loadInteractive: deferredChunk().load });
    expect(click(document.querySelector('.menu-toggle')!)).toBe(true);
    expect(click(document.querySelector('.gt-selected')!)).toBe(false);
    expect(error).toHaveBeenCalledWith('[Talat] page-extras: not a selector: .menu-toggle[aria-controls');
    error.mockRestore();
  });

  it('gives a held press back to the control when the chunk cannot load (the no-JavaScript path)', async () => {
    document.body.innerHTML = '<a class="menu-toggle" href="#site-navigation">เมนู</a>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = deferredChunk();
    unmount = mountPageExtras(document.body, { loadInteractive: chunk.load, claimedClicks: ['.menu-toggle'] });
    const toggle = document.querySelector('.menu-toggle')!;
    const defaults: boolean[] = [];
    toggle.addEventListener('click', (event) => defaults.push(event.defaultPrevented));
    click(toggle);
    chunk.fail(new Error('offline'));
    await vi.waitFor(() => expect(defaults).toEqual([false]));
    expect(error).toHaveBeenCalledWith('[Talat] page-extras: the behaviours could not load', expect.any(Error));
  });

  it('does not start the chunk after unmount, and disposes a started session', async () => {
    const late = deferredChunk();
    const undoLate = mountPageExtras(document.body, { loadInteractive: late.load });
    showIntent(document.body);
    undoLate?.();
    late.release();
    await settle();
    expect(late.start).not.toHaveBeenCalled();

    const chunk = deferredChunk();
    const undo = mountPageExtras(document.body, { loadInteractive: chunk.load });
    showIntent(document.body);
    chunk.release();
    await vi.waitFor(() => expect(chunk.start).toHaveBeenCalled());
    undo?.();
    expect(chunk.session.dispose).toHaveBeenCalledTimes(1);
  });
});
