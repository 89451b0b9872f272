// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS, createTranslator } from '@talat/core';
import type { PageExtrasContext } from '../../context';
import { pageExtrasMessages } from '../../messages';
import { fakeScrolling, frames } from '../../motion/test-window';
import { startScrollToTop } from './index';

const context = (config = {}): PageExtrasContext => ({ doc: document, win: window, config, t: createTranslator(pageExtrasMessages, 'th') });
let undo: (() => void) | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
  document.body.removeAttribute('tabindex');
  vi.useRealTimers();
});

const LINK = '<a class="skip-link" href="#main">ข้าม</a><a href="#top" class="scroll-to-top"><span aria-hidden="true">↑</span></a>';

describe('§9 Page constants of the button', () => {
  it('shows past 100 px and scrolls over 600 ms', () => {
    expect(CONSTANTS.page.scrollTopThresholdPx).toBe(100);
    expect(CONSTANTS.page.scrollTopAnimationMs).toBe(600);
  });
});

describe('startScrollToTop', () => {
  it('does nothing without the theme’s control', () => {
    fakeScrolling();
    expect(startScrollToTop(context())).toBeUndefined();
  });

  it('makes the theme’s link a named button, hidden (out of the tab order) until past 100 px', () => {
    const page = fakeScrolling();
    document.body.innerHTML = LINK;
    undo = startScrollToTop(context());
    const control = document.querySelector<HTMLElement>('.scroll-to-top')!;
    expect(control.getAttribute('role')).toBe('button');
    expect(control.getAttribute('aria-label')).toBe('กลับขึ้นด้านบนของหน้า');
    expect(control.hidden).toBe(true);
    page.scrollBy(100);
    frames();
    expect(control.hidden).toBe(true);
    page.scrollBy(101);
    frames();
    expect(control.hidden).toBe(false);
    page.scrollBy(99);
    frames();
    expect(control.hidden).toBe(true);
  });

  it('keeps a name the theme printed', () => {
    fakeScrolling();
    document.body.innerHTML = '<button id="back-to-top">Top</button>';
    undo = startScrollToTop(context());
    expect(document.querySelector('#back-to-top')!.hasAttribute('aria-label')).toBe(false);
    expect(document.querySelector('#back-to-top')!.hasAttribute('role')).toBe(false);
  });

  it('scrolls to the top over 600 ms and moves focus to the top of the page (body, then the skip link by Tab)', () => {
    const page = fakeScrolling();
    document.body.innerHTML = LINK;
    undo = startScrollToTop(context());
    page.scrollBy(3000);
    frames();
    const control = document.querySelector<HTMLElement>('.scroll-to-top')!;
    control.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    control.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // no jump: the animation does it
    expect(document.activeElement).toBe(document.body);
    expect(document.body.getAttribute('tabindex')).toBe('-1');
    frames(16 + 400);
    expect(page.y).toBeGreaterThan(0);
    frames(300);
    expect(page.y).toBe(0);
    frames();
    expect(control.hidden).toBe(true);
  });

  it('is instant with reduced motion, and Space presses the link like a button', () => {
    const page = fakeScrolling(window, { 'prefers-reduced-motion: reduce': true });
    document.body.innerHTML = LINK;
    undo = startScrollToTop(context());
    page.scrollBy(3000);
    frames();
    const control = document.querySelector<HTMLElement>('.scroll-to-top')!;
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    control.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(page.y).toBe(0);
  });

  it('undo puts the theme’s markup back and stops listening', () => {
    const page = fakeScrolling();
    document.body.innerHTML = LINK;
    const stop = startScrollToTop(context())!;
    page.scrollBy(500);
    frames();
    stop();
    const control = document.querySelector<HTMLElement>('.scroll-to-top')!;
    expect(control.outerHTML).toBe('<a href="#top" class="scroll-to-top"><span aria-hidden="true">↑</span></a>');
    control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(page.y).toBe(500);
  });
});
