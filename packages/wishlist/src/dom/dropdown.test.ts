// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DROPDOWN_FADE_MS, followDropdowns } from './dropdown';

// §2.4 (fact sheet §2.4 "Dropdown", §4.4): the add button's hover dropdown of the user's other lists.

function page(items: number): { main: HTMLElement; list: HTMLElement; other: HTMLElement } {
  document.body.innerHTML = `<div class="yith-wcwl-add-to-wishlist"><div class="yith-wcwl-add-button with-dropdown">
    <a class="add_to_wishlist" href="?add_to_wishlist=5" data-product-id="5">เพิ่มในรายการโปรด</a>
    <ul class="yith-wcwl-dropdown">${Array.from({ length: items }, (_, i) => `<li><a class="add_to_wishlist" href="#" data-wishlist-id="${i + 2}">รายการ ${i + 2}</a></li>`).join('')}</ul>
  </div></div><button id="other">อื่น</button>`;
  return { main: document.querySelector('a')!, list: document.querySelector('ul')!, other: document.getElementById('other')! };
}

const over = (target: Element, related: Element | null = null) => target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, relatedTarget: related }));
const out = (target: Element, related: Element | null) => target.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: related }));

describe('the hover dropdown (§2.4)', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    stop = followDropdowns(document);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('shows on pointing at the button, fades in on the next frame, and goes 200 ms after the pointer leaves', () => {
    const { main, list, other } = page(2);
    over(main);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(true);
    expect(main.getAttribute('aria-expanded')).toBe('true');
    vi.advanceTimersToNextFrame();
    expect(list.classList.contains('talat-dropdown-open')).toBe(true);
    // Moving onto the list keeps it.
    out(main, list.querySelector('a'));
    expect(list.classList.contains('talat-dropdown-open')).toBe(true);
    out(list.querySelector('a')!, other);
    expect(list.classList.contains('talat-dropdown-open')).toBe(false);
    expect(main.getAttribute('aria-expanded')).toBe('false');
    vi.advanceTimersByTime(DROPDOWN_FADE_MS - 1);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(false);
  });

  it('shows nothing when the user has no other list (an empty dropdown)', () => {
    const { main, list } = page(0);
    over(main);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(false);
    expect(main.hasAttribute('aria-expanded')).toBe(false);
  });

  it('opens on keyboard focus so the other lists are reachable by Tab, and Escape closes and returns focus', () => {
    const { main, list } = page(2);
    main.focus();
    expect(list.classList.contains('talat-dropdown-shown')).toBe(true);
    const item = list.querySelector<HTMLElement>('a')!;
    item.focus();
    expect(list.classList.contains('talat-dropdown-shown')).toBe(true);
    item.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('aria-expanded')).toBe('false');
  });

  it('pointing back in during the fade-out keeps it open', () => {
    const { main, list, other } = page(1);
    over(main);
    vi.advanceTimersToNextFrame();
    out(main, other);
    vi.advanceTimersByTime(DROPDOWN_FADE_MS / 2);
    over(main);
    vi.advanceTimersByTime(DROPDOWN_FADE_MS);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(true);
    expect(list.classList.contains('talat-dropdown-open')).toBe(true);
  });
});

describe('a pointer or focus already on the button when the chunk comes in (§2.4)', () => {
  let stop: (() => void) | undefined;
  /** The browser's :hover chain: the element under the pointer and its ancestors (jsdom has none). */
  const pointAt = (under: Element | null) => {
    const original = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selectors: string) {
      return selectors === ':hover' ? !!under && this.contains(under) : original.call(this, selectors);
    });
  };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('focus already on the button: the list shows at start as on focusin, and goes when focus leaves', () => {
    const { main, list, other } = page(2);
    main.focus();
    stop = followDropdowns(document);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(true);
    expect(main.getAttribute('aria-expanded')).toBe('true');
    vi.advanceTimersToNextFrame();
    expect(list.classList.contains('talat-dropdown-open')).toBe(true);
    other.focus();
    expect(main.getAttribute('aria-expanded')).toBe('false');
    vi.advanceTimersByTime(DROPDOWN_FADE_MS);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(false);
  });

  it('focus already on one of the other lists: the list shows at start', () => {
    const { main, list } = page(2);
    list.querySelector<HTMLElement>('a')!.focus();
    stop = followDropdowns(document);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(true);
    expect(main.getAttribute('aria-expanded')).toBe('true');
  });

  it('the pointer already on the button: the list shows at start as on pointerover, and goes when the pointer leaves', () => {
    const { main, list, other } = page(2);
    pointAt(main);
    stop = followDropdowns(document);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(true);
    expect(main.getAttribute('aria-expanded')).toBe('true');
    vi.advanceTimersToNextFrame();
    expect(list.classList.contains('talat-dropdown-open')).toBe(true);
    out(main, other);
    expect(main.getAttribute('aria-expanded')).toBe('false');
    vi.advanceTimersByTime(DROPDOWN_FADE_MS);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(false);
  });

  it('nothing shows at start when neither pointer nor focus is on the button, nor when the user has no other list', () => {
    let { main, list, other } = page(2);
    other.focus();
    pointAt(main.parentElement);
    stop = followDropdowns(document);
    // The pointer on the button's box but not on its link opens nothing, as with pointerover.
    expect(list.classList.contains('talat-dropdown-shown')).toBe(false);
    expect(main.hasAttribute('aria-expanded')).toBe(false);
    stop();
    vi.restoreAllMocks();

    ({ main, list } = page(0));
    main.focus();
    pointAt(main);
    stop = followDropdowns(document);
    expect(list.classList.contains('talat-dropdown-shown')).toBe(false);
    expect(main.hasAttribute('aria-expanded')).toBe(false);
  });
});
