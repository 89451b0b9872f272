// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchScrollPast } from './scroll-threshold';
import { fakeScrolling, frames } from './test-window';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('watchScrollPast: scroll thresholds without a scroll listener', () => {
  it('adds no scroll listener at all', () => {
    fakeScrolling();
    const add = vi.spyOn(window, 'addEventListener');
    const addDoc = vi.spyOn(document, 'addEventListener');
    const stop = watchScrollPast(window, 120, () => undefined);
    expect([...add.mock.calls, ...addDoc.mock.calls].map(([type]) => type)).not.toContain('scroll');
    stop();
  });

  it('tells the state once it is known, then only at each crossing of the threshold', () => {
    const page = fakeScrolling();
    const seen: boolean[] = [];
    const stop = watchScrollPast(window, 120, (past) => seen.push(past));
    frames();
    expect(seen).toEqual([false]);
    page.scrollBy(60);
    page.scrollBy(120);
    frames();
    expect(seen).toEqual([false]);
    page.scrollBy(121);
    page.scrollBy(900);
    frames();
    expect(seen).toEqual([false, true]);
    page.scrollBy(0);
    frames();
    expect(seen).toEqual([false, true, false]);
    stop();
    page.scrollBy(500);
    frames();
    expect(seen).toEqual([false, true, false]);
  });

  it('counts from the page’s top where the theme’s CSS moved the sentinel down (body position: relative under the admin bar’s 32 px)', () => {
    const page = fakeScrolling(window, {}, { sentinelTop: 32 });
    const seen: boolean[] = [];
    const stop = watchScrollPast(window, 120, (past) => seen.push(past));
    frames();
    page.scrollBy(120);
    frames();
    expect(seen).toEqual([false]);
    page.scrollBy(121);
    frames();
    expect(seen).toEqual([false, true]);
    stop();
  });

  it('is right from the start on a page loaded already scrolled', () => {
    const page = fakeScrolling();
    page.scrollBy(121);
    const seen: boolean[] = [];
    const stop = watchScrollPast(window, 120, (past) => seen.push(past));
    frames();
    expect(seen).toEqual([true]);
    page.scrollBy(120);
    frames();
    expect(seen).toEqual([true, false]);
    stop();
  });

  it('shares one invisible sentinel between watchers and removes it with the last', () => {
    fakeScrolling();
    const stopA = watchScrollPast(window, 100, () => undefined);
    const stopB = watchScrollPast(window, 120, () => undefined);
    const sentinels = document.querySelectorAll('[data-talat-scroll-sentinel]');
    expect(sentinels).toHaveLength(1);
    expect(sentinels[0]!.getAttribute('aria-hidden')).toBe('true');
    stopA();
    expect(document.querySelector('[data-talat-scroll-sentinel]')).not.toBeNull();
    stopB();
    expect(document.querySelector('[data-talat-scroll-sentinel]')).toBeNull();
  });
});
