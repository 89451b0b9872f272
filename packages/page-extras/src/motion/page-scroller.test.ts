// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jumpTo, pageScroller, scrollTopOf } from './page-scroller';

afterEach(() => {
  document.body.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('pageScroller', () => {
  it('is the window on an ordinary page', () => {
    expect(pageScroller(window)).toBe(window);
  });

  it('is <body> where the theme made it the scroller (html overflow hidden, body overflow-y auto)', () => {
    document.body.style.overflowY = 'auto';
    vi.spyOn(document.body, 'scrollHeight', 'get').mockReturnValue(5000);
    vi.spyOn(document.body, 'clientHeight', 'get').mockReturnValue(800);
    expect(pageScroller(window)).toBe(document.body);
  });

  it('reads and jumps the scroller it is given, ignoring smooth scrolling', () => {
    const scrollTo = vi.fn();
    document.body.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    vi.spyOn(document.body, 'scrollTop', 'get').mockReturnValue(321);
    expect(scrollTopOf(document.body)).toBe(321);
    jumpTo(document.body, 0);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
