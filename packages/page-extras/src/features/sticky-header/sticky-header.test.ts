// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS, createTranslator } from '@talat/core';
import type { PageExtrasContext } from '../../context';
import { pageExtrasMessages } from '../../messages';
import { fakeScrolling, frames } from '../../motion/test-window';
import { startStickyHeader } from './index';
import { isHeaderFixed } from './sticky-state';

const context = (config = {}): PageExtrasContext => ({ doc: document, win: window, config, t: createTranslator(pageExtrasMessages, 'th') });
let undo: (() => void) | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('isHeaderFixed (§9 Page: fixed header threshold 120 px)', () => {
  it('is fixed past 120 px and not at 120 px or less', () => {
    expect(CONSTANTS.page.fixedHeaderThresholdPx).toBe(120);
    expect(isHeaderFixed(0)).toBe(false);
    expect(isHeaderFixed(120)).toBe(false);
    expect(isHeaderFixed(121)).toBe(true);
  });
});

describe('startStickyHeader', () => {
  it('does nothing on a page without a header: no scroll listener at all', () => {
    fakeScrolling();
    expect(startStickyHeader(context())).toBeUndefined();
    expect(document.querySelector('[data-talat-scroll-sentinel]')).toBeNull();
  });

  it('fixes the header past 120 px with a placeholder of its height in the same frame, and unfixes it', () => {
    const page = fakeScrolling();
    document.body.innerHTML = '<header class="site-header" data-talat-sticky-header>หัว</header><main>เนื้อหา</main>';
    const header = document.querySelector('header')!;
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ height: 132 } as DOMRect);
    undo = startStickyHeader(context());
    const placeholder = header.previousElementSibling as HTMLElement;
    expect(placeholder.className).toBe('talat-sticky-placeholder');
    expect(placeholder.hidden).toBe(true);
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');

    page.scrollBy(120);
    frames();
    expect(header.classList.contains('is-sticky')).toBe(false);
    page.scrollBy(121);
    expect(header.classList.contains('is-sticky')).toBe(false); // not before the frame
    frames();
    expect(header.classList.contains('is-sticky')).toBe(true);
    expect(placeholder.hidden).toBe(false);
    expect(placeholder.style.height).toBe('132px');
    page.scrollBy(40);
    frames();
    expect(header.classList.contains('is-sticky')).toBe(false);
    expect(placeholder.hidden).toBe(true);
  });

  it('while fixed, gives the page a scroll padding of its height, so focus and #fragments are not scrolled under it (WCAG 2.4.11)', () => {
    const page = fakeScrolling();
    document.body.innerHTML = '<header class="site-header" data-talat-sticky-header>หัว</header><main>เนื้อหา</main>';
    vi.spyOn(document.querySelector('header')!, 'getBoundingClientRect').mockReturnValue({ height: 132 } as DOMRect);
    undo = startStickyHeader(context());
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toContain(':where(html,body){scroll-padding-top:var(--talat-sticky-header-height,auto)}');
    const padding = () => document.documentElement.style.getPropertyValue('--talat-sticky-header-height');
    frames();
    expect(padding()).toBe('');
    page.scrollBy(121);
    frames();
    expect(padding()).toBe('132px');
    page.scrollBy(120);
    frames();
    expect(padding()).toBe('');
    page.scrollBy(500);
    frames();
    undo?.();
    undo = undefined;
    expect(padding()).toBe('');
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
  });

  it('is fixed at once when the page starts scrolled (a reload mid-page)', () => {
    const page = fakeScrolling();
    page.scrollBy(800);
    document.body.innerHTML = '<header id="masthead">หัว</header>';
    undo = startStickyHeader(context({ stickyHeader: '#masthead' }));
    frames();
    expect(document.querySelector('#masthead')!.classList.contains('is-sticky')).toBe(true);
  });

  it("leaves a theme's own header alone until the shop switches it on (issue 29 point 4)", () => {
    const page = fakeScrolling();
    document.body.innerHTML = '<header id="masthead" class="site-header">หัว</header><main>เนื้อหา</main>';
    expect(startStickyHeader(context())).toBeUndefined();
    page.scrollBy(800);
    frames();
    expect(document.querySelector('header')!.className).toBe('site-header');
    expect(document.querySelector('.talat-sticky-placeholder')).toBeNull();
    expect(document.querySelector('[data-talat-scroll-sentinel]')).toBeNull();
  });

  it('takes the config selector, or none with an empty one, and respects data-talat-sticky-header="off"', () => {
    fakeScrolling();
    document.body.innerHTML = '<header class="site-header">หัว</header><div class="my-bar">แถบ</div>';
    undo = startStickyHeader(context({ stickyHeader: '.my-bar' }));
    expect(document.querySelector('.my-bar')!.classList.contains('talat-sticky-header')).toBe(true);
    expect(document.querySelector('.site-header')!.classList.contains('talat-sticky-header')).toBe(false);
    undo?.();
    undo = undefined;
    expect(startStickyHeader(context({ stickyHeader: '' }))).toBeUndefined();
    document.querySelector('.site-header')!.setAttribute('data-talat-sticky-header', 'off');
    expect(startStickyHeader(context())).toBeUndefined();
  });

  it('undo removes the watcher, the placeholder and the classes', () => {
    const page = fakeScrolling();
    document.body.innerHTML = '<header class="site-header" data-talat-sticky-header>หัว</header>';
    const stop = startStickyHeader(context())!;
    page.scrollBy(500);
    frames();
    stop();
    const header = document.querySelector('header')!;
    expect(header.className).toBe('site-header');
    expect(document.querySelector('.talat-sticky-placeholder')).toBeNull();
    expect(document.querySelector('[data-talat-scroll-sentinel]')).toBeNull();
    page.scrollBy(0);
    page.scrollBy(900);
    frames();
    expect(header.classList.contains('is-sticky')).toBe(false);
  });
});
