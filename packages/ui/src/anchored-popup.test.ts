// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnchoredPopup, placePopup, scrollOptionIntoView } from './anchored-popup';

const VIEWPORT = { width: 1280, height: 800 };
const LIST = { maxHeightPx: 300 }; // SPEC §9: the suggestion list is at most 300 px tall

describe('placePopup (issue 11: the list is seen, never over its input)', () => {
  it('goes below the anchor, as wide as it, capped at 300 px', () => {
    const placed = placePopup({ top: 20, bottom: 64, left: 400, right: 880 }, VIEWPORT, 900, LIST);
    expect(placed).toEqual({ side: 'below', top: 68, left: 400, width: 480, maxHeight: 300 });
  });

  it('stays below when a short list fits there, even with more room above', () => {
    const placed = placePopup({ top: 600, bottom: 644, left: 0, right: 300 }, VIEWPORT, 120, LIST);
    expect(placed.side).toBe('below');
    expect(placed.top).toBe(648);
  });

  it('flips above when the list does not fit below and there is more room above', () => {
    const placed = placePopup({ top: 600, bottom: 644, left: 0, right: 300 }, VIEWPORT, 900, LIST);
    expect(placed).toEqual({ side: 'above', bottom: 800 - 600 + 4, left: 0, width: 300, maxHeight: 300 });
  });

  it('never taller than the room on its side (a short landscape phone)', () => {
    const placed = placePopup({ top: 100, bottom: 140, left: 0, right: 390 }, { width: 390, height: 320 }, 900, LIST);
    expect(placed.side).toBe('below');
    expect(placed.maxHeight).toBe(320 - 140 - 4);
    expect((placed.top ?? 0) + placed.maxHeight).toBeLessThanOrEqual(320);
  });

  it('keeps a narrow anchor readable and inside the viewport (icon mode at the right edge)', () => {
    const placed = placePopup({ top: 10, bottom: 50, left: 330, right: 380 }, { width: 390, height: 844 }, 200, { ...LIST, minWidthPx: 280 });
    expect(placed.width).toBe(280);
    expect(placed.left).toBe(390 - 280);
  });

  it('is never wider than the viewport', () => {
    const placed = placePopup({ top: 10, bottom: 50, left: 0, right: 360 }, { width: 320, height: 600 }, 200, { ...LIST, minWidthPx: 400 });
    expect(placed).toMatchObject({ left: 0, width: 320 });
  });
});

describe('createAnchoredPopup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  function setup() {
    document.body.innerHTML = '<div id="wrap" style="overflow:hidden"><div id="anchor"></div><div id="list"></div></div>';
    const anchor = document.getElementById('anchor')!;
    const list = document.getElementById('list')!;
    vi.spyOn(anchor, 'getBoundingClientRect').mockReturnValue({ top: 20, bottom: 60, left: 100, right: 600, width: 500, height: 40, x: 100, y: 20, toJSON: () => ({}) });
    return { anchor, list };
  }

  it('uses the top layer (popover="manual") where the Popover API exists, and leaves it on hide', () => {
    const { anchor, list } = setup();
    const shown: string[] = [];
    let open = false;
    Object.assign(list, {
      showPopover: () => ((open = true), shown.push('show')),
      hidePopover: () => ((open = false), shown.push('hide')),
    });
    vi.spyOn(list, 'matches').mockImplementation((selector: string) => selector === ':popover-open' && open);
    const popup = createAnchoredPopup(list, anchor, LIST);
    expect(list.getAttribute('popover')).toBe('manual');
    popup.show();
    popup.show();
    expect(list.style.cssText).toContain('position: fixed');
    expect(list.style.top).toBe('64px');
    expect(list.style.left).toBe('100px');
    expect(list.style.width).toBe('500px');
    popup.hide();
    expect(shown).toEqual(['show', 'hide']);
    popup.dispose();
    expect(list.hasAttribute('popover')).toBe(false);
  });

  it('without the Popover API: fixed at the highest z-index, out of every overflow clip', () => {
    const { anchor, list } = setup();
    const popup = createAnchoredPopup(list, anchor, LIST);
    expect(list.hasAttribute('popover')).toBe(false);
    popup.show();
    expect(list.style.position).toBe('fixed');
    expect(list.style.zIndex).toBe('2147483647');
    expect(list.dataset.talatSide).toBe('below');
    popup.dispose();
  });

  it('with CSS anchor positioning, writes the same choice as an area against the anchor, and gives the anchor its name back', () => {
    const { anchor, list } = setup();
    anchor.style.setProperty('anchor-name', '--theme');
    vi.stubGlobal('CSS', { supports: () => true });
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1280);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const popup = createAnchoredPopup(list, anchor, { ...LIST, minWidthPx: 280 });
    const name = list.style.getPropertyValue('position-anchor');
    expect(name).toMatch(/^--talat-anchor-\d+$/);
    expect(anchor.style.getPropertyValue('anchor-name')).toBe(`--theme, ${name}`);
    vi.spyOn(list, 'scrollHeight', 'get').mockReturnValue(900);
    popup.show();
    // Anchor at 20–60 px, content taller than the cap: below, from its left edge, 300 px.
    expect(list.style.getPropertyValue('position-area')).toBe('block-end span-inline-end');
    expect([list.style.margin, list.style.maxHeight, list.style.top]).toEqual(['4px 0px 0px', '300px', '']);
    // A narrow box at the foot of the window, near its right edge: above, running left from its right edge.
    const measure = vi.mocked(anchor.getBoundingClientRect);
    measure.mockReturnValue({ top: 740, bottom: 780, left: 1100, right: 1270, width: 170, height: 40, x: 1100, y: 740, toJSON: () => ({}) });
    popup.update();
    expect(list.style.getPropertyValue('position-area')).toBe('block-start span-inline-start');
    expect([list.style.margin, list.style.maxHeight, list.dataset.talatSide]).toEqual(['0px 0px 4px', '300px', 'above']);
    popup.dispose();
    expect(anchor.style.getPropertyValue('anchor-name')).toBe('--theme');
    vi.unstubAllGlobals();
  });

  it('follows scroll once per frame while open, and measures nothing while closed', () => {
    const { anchor, list } = setup();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const popup = createAnchoredPopup(list, anchor, LIST);
    popup.show();
    const measure = vi.mocked(anchor.getBoundingClientRect);
    measure.mockReturnValue({ top: -10, bottom: 30, left: 100, right: 600, width: 500, height: 40, x: 100, y: -10, toJSON: () => ({}) });
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(1);
    frames.shift()!(0);
    expect(list.style.top).toBe('34px');
    popup.hide();
    measure.mockClear();
    window.dispatchEvent(new Event('scroll'));
    expect(frames).toHaveLength(0);
    expect(measure).not.toHaveBeenCalled();
    popup.dispose();
  });
});

describe('scrollOptionIntoView', () => {
  it('scrolls only the popup: the page and clipping ancestors stay where they are', () => {
    document.body.innerHTML = '<div id="list"><div id="option"></div></div>';
    const list = document.getElementById('list')!;
    const option = document.getElementById('option')!;
    Object.defineProperty(list, 'clientHeight', { value: 300 });
    Object.defineProperty(option, 'offsetHeight', { value: 64 });
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
    vi.spyOn(option, 'getBoundingClientRect').mockReturnValue({ top: 100 + 400 } as DOMRect);
    const pageScroll = vi.spyOn(option, 'scrollIntoView' in option ? 'scrollIntoView' : 'focus');
    scrollOptionIntoView(list, option);
    expect(list.scrollTop).toBe(400 + 64 - 300);
    expect(pageScroll).not.toHaveBeenCalled();
  });
});
