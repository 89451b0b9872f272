// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindPointerHold, RELEASE_GRACE_MS } from './pointer-hold';

// Issue 11, part 3: from a pointer's press until its click is done, layout changes wait.

let calls: string[];
let unbind: () => void;
const fire = (type: string, target: EventTarget = document.body) => target.dispatchEvent(new Event(type, { bubbles: true }));

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  unbind = bindPointerHold(document, { holdLayout: () => calls.push('hold'), releaseLayout: () => calls.push('release') });
});
afterEach(() => {
  unbind();
  vi.useRealTimers();
});

describe('pointer hold', () => {
  it('holds at pointerdown and releases in a task after the click, so the click and its submit come first', () => {
    fire('pointerdown');
    expect(calls).toEqual(['hold']);
    fire('pointerup');
    fire('click');
    expect(calls).toEqual(['hold']);
    vi.advanceTimersByTime(0);
    expect(calls).toEqual(['hold', 'release']);
    // The grace timer of the pointerup was replaced by the click's: no second release.
    vi.advanceTimersByTime(RELEASE_GRACE_MS * 2);
    expect(calls).toEqual(['hold', 'release']);
  });

  it('without a click (a press that slid off, a tap whose click is late), releases the grace time after pointerup', () => {
    fire('pointerdown');
    fire('pointerup');
    vi.advanceTimersByTime(RELEASE_GRACE_MS - 1);
    expect(calls).toEqual(['hold']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['hold', 'release']);
  });

  it('a tap whose click comes within the grace time releases right after that click', () => {
    fire('pointerdown');
    fire('pointerup');
    vi.advanceTimersByTime(200);
    fire('click');
    vi.advanceTimersByTime(0);
    expect(calls).toEqual(['hold', 'release']);
  });

  it('pointercancel (a touch that became a scroll) ends the press as pointerup does', () => {
    fire('pointerdown');
    fire('pointercancel');
    vi.advanceTimersByTime(RELEASE_GRACE_MS);
    expect(calls).toEqual(['hold', 'release']);
  });

  it('the window losing focus mid-press releases at once', () => {
    fire('pointerdown');
    window.dispatchEvent(new Event('blur'));
    expect(calls).toEqual(['hold', 'release']);
  });

  it('a keyboard click (no pointer down) neither holds nor releases', () => {
    fire('click');
    vi.advanceTimersByTime(RELEASE_GRACE_MS);
    expect(calls).toEqual([]);
  });

  it('sees a press even when a theme stops its propagation', () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    fire('pointerdown', button);
    expect(calls).toEqual(['hold']);
    button.remove();
  });

  it('a second press before the release keeps holding; unbinding releases and stops listening', () => {
    fire('pointerdown');
    fire('pointerup');
    fire('pointerdown');
    vi.advanceTimersByTime(RELEASE_GRACE_MS * 2);
    expect(calls).toEqual(['hold', 'hold']);
    unbind();
    expect(calls).toEqual(['hold', 'hold', 'release']);
    fire('pointerdown');
    expect(calls).toEqual(['hold', 'hold', 'release']);
    unbind = () => undefined;
  });
});
