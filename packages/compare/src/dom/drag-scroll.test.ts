// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_CONSTANTS } from '../controller/constants';
import { bindDragScroll, DRAGGABLE_CLASS } from './drag-scroll';

// SPEC §2.11 "can be dragged to scroll", §9 Compare drag-scroll multiplier 3: with fake pointer
// events (jsdom has no layout, so the widths are given).

function table(scrollWidth = 1200, clientWidth = 400) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(container, 'clientWidth', { configurable: true, get: () => clientWidth });
  container.innerHTML = '<a href="#product">สินค้า</a>';
  document.body.append(container);
  return { container, link: container.querySelector('a')! };
}

const pointer = (type: string, clientX: number, init: PointerEventInit = {}) =>
  new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, pointerType: 'mouse', button: 0, clientX, ...init });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('bindDragScroll', () => {
  it('scrolls by start - (x - startX) * 3 while the button is held, and stops on release', () => {
    const { container, link } = table();
    container.scrollLeft = 300;
    const drag = bindDragScroll(container, COMPARE_CONSTANTS.dragScrollMultiplier);
    link.dispatchEvent(pointer('pointerdown', 200));
    link.dispatchEvent(pointer('pointermove', 180));
    expect(container.scrollLeft).toBe(300 - (180 - 200) * 3);
    expect(container).toHaveClass('active', 'talat-dragging');
    link.dispatchEvent(pointer('pointermove', 250));
    expect(container.scrollLeft).toBe(300 - (250 - 200) * 3);
    link.dispatchEvent(pointer('pointerup', 250));
    expect(container).not.toHaveClass('active');
    link.dispatchEvent(pointer('pointermove', 100));
    expect(container.scrollLeft).toBe(150);
    drag.unbind();
  });

  it('does not let the click that ends a drag follow the link, but a plain click still does', () => {
    vi.useFakeTimers();
    const { container, link } = table();
    const drag = bindDragScroll(container, 3);
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('click', followed);

    link.dispatchEvent(pointer('pointerdown', 200));
    link.dispatchEvent(pointer('pointermove', 150));
    link.dispatchEvent(pointer('pointerup', 150));
    const afterDrag = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(afterDrag);
    expect(afterDrag.defaultPrevented).toBe(true);
    expect(followed).not.toHaveBeenCalled();

    // A move under the threshold is a click.
    link.dispatchEvent(pointer('pointerdown', 200));
    link.dispatchEvent(pointer('pointermove', 201));
    link.dispatchEvent(pointer('pointerup', 201));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toHaveBeenCalledTimes(1);
    expect(container.scrollLeft).toBe(150);

    // A drag that ends off the link brings no click; the next real click is not swallowed.
    link.dispatchEvent(pointer('pointerdown', 200));
    link.dispatchEvent(pointer('pointermove', 100));
    link.dispatchEvent(pointer('pointerup', 100));
    vi.advanceTimersByTime(1);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', followed);
    drag.unbind();
    vi.useRealTimers();
  });

  it('captures the pointer once it is a drag, so leaving the table keeps scrolling', () => {
    const { container } = table();
    const capture = vi.fn();
    const release = vi.fn();
    let captured = false;
    Object.assign(container, {
      setPointerCapture: (id: number) => ((captured = true), capture(id)),
      hasPointerCapture: () => captured,
      releasePointerCapture: (id: number) => ((captured = false), release(id)),
    });
    const drag = bindDragScroll(container, 3);
    container.dispatchEvent(pointer('pointerdown', 10));
    expect(capture).not.toHaveBeenCalled();
    container.dispatchEvent(pointer('pointermove', 5));
    expect(capture).toHaveBeenCalledWith(1);
    container.dispatchEvent(pointer('pointerup', 5));
    expect(release).toHaveBeenCalledWith(1);
    drag.unbind();
  });

  it('leaves touch (the browser pans) and other buttons alone', () => {
    const { container } = table();
    const drag = bindDragScroll(container, 3);
    container.dispatchEvent(pointer('pointerdown', 200, { pointerType: 'touch' }));
    container.dispatchEvent(pointer('pointermove', 100, { pointerType: 'touch' }));
    container.dispatchEvent(pointer('pointerdown', 200, { button: 2 }));
    container.dispatchEvent(pointer('pointermove', 100));
    expect(container.scrollLeft).toBe(0);
    drag.unbind();
  });

  it('shows the grab cursor class only while the table is wider than its box', () => {
    let wide = 1200;
    const { container } = table();
    Object.defineProperty(container, 'scrollWidth', { configurable: true, get: () => wide });
    const drag = bindDragScroll(container, 3);
    expect(container).toHaveClass(DRAGGABLE_CLASS);
    wide = 400;
    drag.update();
    expect(container).not.toHaveClass(DRAGGABLE_CLASS);
    wide = 900;
    container.dispatchEvent(new PointerEvent('pointerenter'));
    expect(container).toHaveClass(DRAGGABLE_CLASS);
    drag.unbind();
    expect(container).not.toHaveClass(DRAGGABLE_CLASS);
  });

  it('stops a native drag of an image or link, which would cancel the pointer mid-scroll', () => {
    const { container, link } = table();
    const drag = bindDragScroll(container, 3);
    const start = new Event('dragstart', { bubbles: true, cancelable: true });
    link.dispatchEvent(start);
    expect(start.defaultPrevented).toBe(true);
    drag.unbind();
  });
});
