// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS, createTranslator, emitHostEvent } from '@talat/core';
import type { PageExtrasContext } from '../../context';
import { pageExtrasMessages } from '../../messages';
import { fakeScrolling, frames } from '../../motion/test-window';
import { SCROLL_TO_NOTICE_EVENT, startNoticesScroll } from './index';
import { noticeScrollTop } from './notice-target';

const context = (): PageExtrasContext => ({ doc: document, win: window, config: {}, t: createTranslator(pageExtrasMessages, 'th') });
let undo: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<main id="main"><div class="woocommerce-notices-wrapper"><div class="woocommerce-info">พิมพ์มากับหน้า</div></div><form class="checkout"></form></main>';
});
afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
  delete (window as { jQuery?: unknown }).jQuery;
  vi.useRealTimers();
});
const settle = () => Promise.resolve();
/** A notice whose top is `top` px below the window's top (jsdom has no layout). */
function notice(className: string, top: number): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  element.setAttribute('role', 'alert');
  element.textContent = 'ข้อผิดพลาด';
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  return element;
}

describe('noticeScrollTop (§9 Page: notice scroll offset 100 px)', () => {
  it('puts the notice 100 px below the window’s top, never above the page', () => {
    expect(CONSTANTS.page.noticeScrollOffsetPx).toBe(100);
    expect(noticeScrollTop(700, 300, 100)).toBe(900);
    expect(noticeScrollTop(20, 0, 100)).toBe(0);
  });
});

describe('startNoticesScroll', () => {
  it('does not touch notices printed with the page', async () => {
    const page = fakeScrolling();
    undo = startNoticesScroll(context());
    await settle();
    frames(2000);
    expect(page.scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('scrolls to a notice inserted later, 100 px above it, over 1000 ms, and focuses it', async () => {
    expect(CONSTANTS.page.noticeScrollDurationMs).toBe(1000);
    const page = fakeScrolling();
    page.scrollBy(200);
    undo = startNoticesScroll(context());
    const group = document.createElement('div');
    group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
    const error = notice('woocommerce-error', 900);
    group.append(error);
    vi.spyOn(group, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    document.querySelector('form.checkout')!.prepend(group);
    await settle();
    expect(document.activeElement).toBe(group);
    expect(group.getAttribute('tabindex')).toBe('-1');
    frames(16 + 600);
    expect(page.y).toBeGreaterThan(200);
    expect(page.y).toBeLessThan(1000);
    frames(450);
    expect(page.y).toBe(1000); // 900 + 200 − 100
  });

  it('jumps at once with reduced motion', async () => {
    const page = fakeScrolling(window, { 'prefers-reduced-motion: reduce': true });
    undo = startNoticesScroll(context());
    document.querySelector('.woocommerce-notices-wrapper')!.append(notice('woocommerce-message', 500));
    await settle();
    expect(page.y).toBe(400);
  });

  it('answers the host event and stands in for jQuery’s $.scroll_to_notices, each notice once', async () => {
    const page = fakeScrolling(window, { 'prefers-reduced-motion: reduce': true });
    const jQuery = (() => ({ on: () => undefined, off: () => undefined, trigger: () => undefined })) as unknown as { scroll_to_notices?: (target: ArrayLike<Element>) => void };
    (window as { jQuery?: unknown }).jQuery = jQuery;
    undo = startNoticesScroll(context());
    const outside = notice('woocommerce-info', 300);
    document.body.append(outside);
    emitHostEvent(SCROLL_TO_NOTICE_EVENT, [outside]);
    expect(page.y).toBe(200);
    const inserted = notice('woocommerce-error', 600);
    document.querySelector('main')!.append(inserted);
    jQuery.scroll_to_notices!([inserted]); // checkout.js, right after inserting it
    expect(page.y).toBe(700);
    await settle(); // the observer sees the same notice: not scrolled again
    expect(page.scrollTo).toHaveBeenCalledTimes(2);
    undo?.();
    undo = undefined;
    expect(jQuery.scroll_to_notices).toBeUndefined();
  });

  it('undo stops observing', async () => {
    const page = fakeScrolling();
    startNoticesScroll(context())!();
    document.querySelector('main')!.append(notice('woocommerce-error', 600));
    await settle();
    expect(page.scrollTo).not.toHaveBeenCalled();
  });
});

describe('startNoticesScroll with a sticky header', () => {
  it('lands the notice 100 px below the fixed header, not under it', async () => {
    const { setTopCover } = await import('../../motion/top-cover');
    const page = fakeScrolling(window, { 'prefers-reduced-motion: reduce': true });
    setTopCover(document, (top) => (top > 120 ? 80 : 0));
    undo = startNoticesScroll(context());
    document.querySelector('main')!.append(notice('woocommerce-error', 1000));
    await settle();
    expect(page.y).toBe(1000 - 100 - 80);
    setTopCover(document, undefined);
  });
});
