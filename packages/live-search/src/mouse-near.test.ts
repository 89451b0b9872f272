// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchMouseNear } from './mouse-near';

/** Frames the test runs by hand: `frame()` runs what the page asked for since the last one. */
function scriptedFrames() {
  let queued: Array<FrameRequestCallback | undefined> = [];
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => queued.push(run));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    queued[id - 1] = undefined;
  });
  return {
    pending: () => queued.filter(Boolean).length,
    frame: () => {
      const due = queued;
      queued = [];
      due.forEach((run) => run?.(0));
    },
  };
}

let box: HTMLFormElement;
let undo: (() => void) | undefined;
beforeEach(() => {
  document.body.innerHTML = '<header><form class="thaps-search-box"><input name="s"></form></header>';
  box = document.querySelector('form')!;
});
afterEach(() => {
  undo?.();
  undo = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The box laid out at 400–700 × 20–60 (jsdom lays out nothing). */
const placeBox = () =>
  vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ left: 400, right: 700, top: 20, bottom: 60, width: 300, height: 40, x: 400, y: 20 } as DOMRect);
const move = (x: number, y: number, pointerType = 'mouse') =>
  document.body.dispatchEvent(Object.assign(new MouseEvent('pointermove', { bubbles: true, clientX: x, clientY: y }), { pointerType }));

describe('watchMouseNear (decision 508)', () => {
  it('signs once the mouse is within `near` px of the box, measuring its last place once a frame, and then stops', () => {
    const frames = scriptedFrames();
    placeBox();
    const sign = vi.fn();
    undo = watchMouseNear(box, 160, sign);
    move(100, 300); // 300 px left of it and 240 below: 384 px
    frames.frame();
    expect(sign).not.toHaveBeenCalled();
    move(300, 150); // 134 px: near, but not the last place in this frame
    move(260, 200); // 140 left, 140 below: 198 px
    expect(frames.pending()).toBe(1);
    frames.frame();
    expect(sign).not.toHaveBeenCalled();
    move(300, 120); // 100 left, 60 below: 117 px
    frames.frame();
    expect(sign).toHaveBeenCalledTimes(1);
    move(500, 40);
    expect(frames.pending()).toBe(0);
  });

  it('counts a pen, not a finger, and no box that is not laid out', () => {
    const frames = scriptedFrames();
    const sign = vi.fn();
    undo = watchMouseNear(box, 160, sign);
    move(500, 40); // on it, but jsdom gives it no box: hidden
    frames.frame();
    placeBox();
    move(500, 40, 'touch');
    expect(frames.pending()).toBe(0);
    expect(sign).not.toHaveBeenCalled();
    move(500, 40, 'pen');
    frames.frame();
    expect(sign).toHaveBeenCalledTimes(1);
  });

  it('once undone, listens no more and drops the frame it asked for', () => {
    const frames = scriptedFrames();
    placeBox();
    const sign = vi.fn();
    undo = watchMouseNear(box, 160, sign);
    move(500, 40);
    undo();
    frames.frame();
    move(500, 40);
    expect(frames.pending()).toBe(0);
    expect(sign).not.toHaveBeenCalled();
  });
});
