// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ARROW_STEP_PX, bindScrollKeys } from './scroll-keys';

// Issue 14: the compare table "scrolled with the keyboard too"; the focusable region takes the
// sideways keys the same in every browser.

function region() {
  const container = document.createElement('div');
  container.tabIndex = 0;
  Object.defineProperty(container, 'scrollWidth', { get: () => 1000 });
  Object.defineProperty(container, 'clientWidth', { get: () => 400 });
  container.innerHTML = '<a href="#p">สินค้า</a>';
  document.body.append(container);
  return container;
}

const key = (target: Element, k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('bindScrollKeys', () => {
  it('scrolls by a step with the arrows and to the ends with Home and End, within bounds', () => {
    const container = region();
    const unbind = bindScrollKeys(container);
    expect(key(container, 'ArrowRight').defaultPrevented).toBe(true);
    expect(container.scrollLeft).toBe(ARROW_STEP_PX);
    key(container, 'ArrowLeft');
    key(container, 'ArrowLeft');
    expect(container.scrollLeft).toBe(0);
    key(container, 'End');
    expect(container.scrollLeft).toBe(600);
    key(container, 'ArrowRight');
    expect(container.scrollLeft).toBe(600);
    key(container, 'Home');
    expect(container.scrollLeft).toBe(0);
    unbind();
    key(container, 'End');
    expect(container.scrollLeft).toBe(0);
  });

  it('leaves PageUp/PageDown, modified keys and keys on a link inside to the browser', () => {
    const container = region();
    const unbind = bindScrollKeys(container);
    expect(key(container, 'PageDown').defaultPrevented).toBe(false);
    expect(key(container, 'ArrowRight', { altKey: true }).defaultPrevented).toBe(false);
    expect(key(container.querySelector('a')!, 'End').defaultPrevented).toBe(false);
    expect(container.scrollLeft).toBe(0);
    unbind();
  });
});
