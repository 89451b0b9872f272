import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '@talat/core';
import { createPausableTimer } from './pausable-timer';

const HIDE_MS = CONSTANTS.other.toastAutoHideMs;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createPausableTimer (§9 Other: toasts auto-hide after 5000 ms)', () => {
  it('uses the spec constant of 5000 ms', () => {
    expect(HIDE_MS).toBe(5000);
  });

  it('fires once after exactly 5000 ms', () => {
    const done = vi.fn();
    createPausableTimer(HIDE_MS, done);
    vi.advanceTimersByTime(4999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('keeps the remaining time while paused and resumes with it', () => {
    const done = vi.fn();
    const timer = createPausableTimer(HIDE_MS, done);
    vi.advanceTimersByTime(3000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(1999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ignores a second pause or resume, and never fires once cancelled', () => {
    const done = vi.fn();
    const timer = createPausableTimer(HIDE_MS, done);
    timer.pause();
    timer.pause();
    timer.resume();
    timer.resume();
    vi.advanceTimersByTime(HIDE_MS - 1);
    timer.cancel();
    vi.advanceTimersByTime(HIDE_MS);
    expect(done).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(HIDE_MS);
    expect(done).not.toHaveBeenCalled();
  });
});
