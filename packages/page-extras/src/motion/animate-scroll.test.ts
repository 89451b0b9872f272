// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '@talat/core';
import { animateScrollTo, swing } from './animate-scroll';
import { fakeScrolling, frames } from './test-window';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('animateScrollTo', () => {
  it('reaches the target after the whole duration (600 ms, §9 Page scroll-to-top animation) and not before', () => {
    expect(CONSTANTS.page.scrollTopAnimationMs).toBe(600);
    const page = fakeScrolling();
    page.scrollBy(2000);
    const onEnd = vi.fn();
    animateScrollTo(window, window, 0, { durationMs: 600, onEnd });
    frames(16); // the first frame is the start time
    frames(300);
    expect(page.y).toBeGreaterThan(0);
    expect(page.y).toBeLessThan(2000);
    frames(250); // about 560 ms in: still moving
    expect(page.y).toBeGreaterThan(0);
    expect(onEnd).not.toHaveBeenCalled();
    frames(64); // the first frame at or after 600 ms from the first one
    expect(page.y).toBe(0);
    expect(onEnd).toHaveBeenCalledWith(false);
  });

  it('eases like jQuery swing: halfway in time is halfway in distance', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.25)).toBeLessThan(0.25);
  });

  it('jumps at once with prefers-reduced-motion', () => {
    const page = fakeScrolling(window, { 'prefers-reduced-motion: reduce': true });
    page.scrollBy(900);
    const onEnd = vi.fn();
    animateScrollTo(window, window, 100, { durationMs: CONSTANTS.page.noticeScrollDurationMs, onEnd });
    expect(page.y).toBe(100);
    expect(onEnd).toHaveBeenCalledWith(false);
    expect(page.scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 100, behavior: 'instant' }));
  });

  it.each(['wheel', 'touchstart', 'keydown', 'pointerdown'])('stops where it is when the shopper takes over (%s)', (type) => {
    const page = fakeScrolling();
    page.scrollBy(2000);
    const onEnd = vi.fn();
    animateScrollTo(window, window, 0, { durationMs: 1000, onEnd });
    frames(16);
    frames(400);
    window.dispatchEvent(new Event(type));
    const stoppedAt = page.y;
    expect(onEnd).toHaveBeenCalledWith(true);
    frames(2000);
    expect(page.y).toBe(stoppedAt);
    expect(stoppedAt).toBeGreaterThan(0);
  });

  it('cancel stops it and removes its listeners without calling onEnd', () => {
    const page = fakeScrolling();
    page.scrollBy(500);
    const remove = vi.spyOn(window, 'removeEventListener');
    const onEnd = vi.fn();
    const cancel = animateScrollTo(window, window, 0, { durationMs: 600, onEnd });
    frames(100);
    cancel();
    const at = page.y;
    frames(1000);
    expect(page.y).toBe(at);
    expect(onEnd).not.toHaveBeenCalled();
    expect(remove.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['wheel', 'touchstart', 'keydown', 'pointerdown']));
  });
});
