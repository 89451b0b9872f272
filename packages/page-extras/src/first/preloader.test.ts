// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '@talat/core';
import { fakeScrolling } from '../motion/test-window';
import { PRELOADER_FADE_MS, startPreloader } from './preloader';

let undo: (() => void) | undefined;
let readyState: DocumentReadyState = 'loading';
beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  document.body.innerHTML = '<div id="preloader" style="display: flex;"><span class="spinner"></span></div><main>หน้า</main>';
});
afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});
const preloader = () => document.querySelector<HTMLElement>('#preloader')!;
const gone = () => preloader().style.display === 'none';

describe('startPreloader (§2.2, §9 Page: hidden 2000 ms after load)', () => {
  it('does nothing on a page without a preloader', () => {
    document.body.innerHTML = '';
    expect(startPreloader(document, window)).toBeUndefined();
  });

  it('hides 2000 ms after the load event, not before, fading out first', () => {
    expect(CONSTANTS.page.preloaderHideMs).toBe(2000);
    fakeScrolling();
    undo = startPreloader(document, window);
    vi.advanceTimersByTime(5000); // no load yet: still there
    expect(gone()).toBe(false);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1999);
    expect(preloader().style.opacity).toBe('');
    vi.advanceTimersByTime(1);
    expect(preloader().style.opacity).toBe('0');
    expect(preloader().style.pointerEvents).toBe('none');
    expect(gone()).toBe(false);
    vi.advanceTimersByTime(PRELOADER_FADE_MS);
    expect(gone()).toBe(true);
  });

  it('counts the 2000 ms from its start when load already fired', () => {
    fakeScrolling();
    readyState = 'complete';
    undo = startPreloader(document, window);
    vi.advanceTimersByTime(1999);
    expect(preloader().style.pointerEvents).toBe('');
    vi.advanceTimersByTime(1 + PRELOADER_FADE_MS);
    expect(gone()).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])('gets out of the way at once at the first %s', (type) => {
    fakeScrolling();
    undo = startPreloader(document, window);
    window.dispatchEvent(new Event(type));
    expect(preloader().style.pointerEvents).toBe('none');
    vi.advanceTimersByTime(PRELOADER_FADE_MS);
    expect(gone()).toBe(true);
  });

  it('leaves at once, without a fade, with reduced motion', () => {
    fakeScrolling(window, { 'prefers-reduced-motion: reduce': true });
    undo = startPreloader(document, window);
    window.dispatchEvent(new Event('keydown'));
    expect(preloader().style.transition).toBe('');
    vi.advanceTimersByTime(0);
    expect(gone()).toBe(true);
  });

  it('undo stops the timer and puts the theme’s inline style back', () => {
    fakeScrolling();
    const stop = startPreloader(document, window)!;
    window.dispatchEvent(new Event('load'));
    stop();
    vi.advanceTimersByTime(5000);
    expect(preloader().getAttribute('style')).toBe('display: flex;');
  });
});
