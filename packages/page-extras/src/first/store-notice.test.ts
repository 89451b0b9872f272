// @vitest-environment jsdom
import { CONSTANTS } from '@talat/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStoreNotice } from './store-notice';

// §2.2 / §4 Store notice and §9 Page "Store notice focus delay" (500 ms), against the markup
// woocommerce_demo_store() and wc_print_notices() print (docs/research/woocommerce-frontend.md).

const NOTICE_ID = '4f2a0c6d8e1b3a5c7d9e0f1a2b3c4d5e';
const storeNotice = (id = NOTICE_ID) =>
  `<p class="woocommerce-store-notice demo_store" data-notice-id="${id}" style="display:none;">ร้านทดลอง <a href="#" class="woocommerce-store-notice__dismiss-link">ปิด</a></p>`;

let undo: (() => void) | undefined;
const cookieWrites: string[] = [];
let cookieJar = '';

beforeEach(() => {
  cookieJar = '';
  cookieWrites.length = 0;
  // jsdom's cookie store is shared across tests; a spy keeps each test's jar its own and shows
  // the exact string written.
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => cookieJar);
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    cookieWrites.push(value);
    const pair = value.split(';')[0]!;
    cookieJar = cookieJar ? `${cookieJar}; ${pair}` : pair;
  });
});

afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
const dismiss = () => document.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!;

describe('store notice (first load)', () => {
  it('does nothing on a page without a notice or an alert notice', () => {
    document.body.innerHTML = '<main>สินค้า</main>';
    expect(startStoreNotice(document, window)).toBeUndefined();
  });

  it('shows the notice WooCommerce printed hidden when its cookie is not set', () => {
    document.body.innerHTML = storeNotice();
    undo = startStoreNotice(document, window);
    expect(notice().style.display).toBe('');
  });

  it("shows it as a block where WooCommerce's stylesheet hides it too (jQuery's show())", () => {
    document.head.insertAdjacentHTML('beforeend', '<style id="wc-css">.woocommerce-store-notice{display:none}</style>');
    document.body.innerHTML = storeNotice();
    undo = startStoreNotice(document, window);
    expect(notice().style.display).toBe('block');
    document.getElementById('wc-css')!.remove();
  });

  it('keeps it hidden when store_notice{noticeId} is "hidden"', () => {
    cookieJar = `other=1; store_notice${NOTICE_ID}=hidden`;
    document.body.innerHTML = storeNotice();
    undo = startStoreNotice(document, window);
    expect(notice().style.display).toBe('none');
  });

  it('reads only its own notice id: a cookie for an older notice text does not hide a new one', () => {
    cookieJar = 'store_noticeolderid=hidden';
    document.body.innerHTML = storeNotice();
    undo = startStoreNotice(document, window);
    expect(notice().style.display).toBe('');
  });

  it('without data-notice-id (WooCommerce before 3.x) the cookie is plain store_notice', () => {
    cookieJar = 'store_notice=hidden';
    document.body.innerHTML = '<p class="woocommerce-store-notice demo_store" style="display:none;">x <a href="#" class="woocommerce-store-notice__dismiss-link">ปิด</a></p>';
    undo = startStoreNotice(document, window);
    expect(notice().style.display).toBe('none');
  });

  it('dismissal writes store_notice{noticeId}=hidden with path "/" and hides the notice', () => {
    document.body.innerHTML = storeNotice();
    undo = startStoreNotice(document, window);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    dismiss().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // no jump to "#"
    expect(cookieWrites).toEqual([`store_notice${NOTICE_ID}=hidden; path=/; SameSite=Lax`]);
    expect(notice().style.display).toBe('none');
  });

  it('the dismiss link is a button: role, its visible name kept, Space dismisses', () => {
    document.body.innerHTML = storeNotice();
    undo = startStoreNotice(document, window);
    expect(dismiss().getAttribute('role')).toBe('button');
    expect(dismiss().textContent).toBe('ปิด');
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    dismiss().dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true); // no page scroll
    expect(notice().style.display).toBe('none');
  });

  it('dismissing by keyboard moves focus to the main content instead of dropping it on <body>', () => {
    document.body.innerHTML = `<main id="main">สินค้า</main>${storeNotice()}`;
    undo = startStoreNotice(document, window);
    dismiss().focus();
    dismiss().click();
    const main = document.querySelector('main')!;
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    undo?.();
    undo = undefined;
    expect(main.hasAttribute('tabindex')).toBe(false);
  });

  it('with cookies refused it still hides for this page', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    document.body.innerHTML = storeNotice();
    undo = startStoreNotice(document, window);
    dismiss().click();
    expect(notice().style.display).toBe('none');
  });

  it('the undo removes the listeners and the role it added', () => {
    document.body.innerHTML = storeNotice();
    undo = startStoreNotice(document, window);
    undo?.();
    undo = undefined;
    expect(dismiss().hasAttribute('role')).toBe(false);
    dismiss().click();
    expect(cookieWrites).toEqual([]);
  });
});

describe('§9 Page: alert notices receive focus 500 ms after load', () => {
  const alert = '<div class="woocommerce-error" role="alert">ไม่พบคำสั่งซื้อ</div><div class="woocommerce-message" role="alert">อีกอัน</div>';

  it('focuses the first role="alert" notice at exactly storeNoticeFocusDelayMs', () => {
    vi.useFakeTimers();
    expect(CONSTANTS.page.storeNoticeFocusDelayMs).toBe(500);
    document.body.innerHTML = alert;
    undo = startStoreNotice(document, window);
    const first = document.querySelector<HTMLElement>('.woocommerce-error')!;
    expect(first.getAttribute('tabindex')).toBe('-1');
    vi.advanceTimersByTime(499);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(first);
  });

  it('a notice without role="alert" is not focused (WooCommerce focuses alerts only)', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div class="woocommerce-info">ข้อมูล</div>';
    expect(startStoreNotice(document, window)).toBeUndefined();
  });

  it('never takes focus from a shopper who moved it during the 500 ms', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `${alert}<input id="search">`;
    undo = startStoreNotice(document, window);
    document.querySelector<HTMLInputElement>('#search')!.focus();
    vi.advanceTimersByTime(500);
    expect(document.activeElement?.id).toBe('search');
  });

  it('nor from one who started typing and went back to <body>', () => {
    vi.useFakeTimers();
    document.body.innerHTML = alert;
    undo = startStoreNotice(document, window);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(document.body);
  });

  it.each([
    ['pressed', () => new PointerEvent('pointerdown', { bubbles: true })],
    ['scrolled the wheel', () => new WheelEvent('wheel', { bubbles: true })],
    ['touched', () => new Event('touchstart', { bubbles: true })],
  ])('nor from one who %s during the 500 ms (focus would scroll the page back to the notice)', (_what, event) => {
    vi.useFakeTimers();
    document.body.innerHTML = `<main>${alert}<p>สินค้า</p></main>`;
    undo = startStoreNotice(document, window);
    document.querySelector('p')!.dispatchEvent(event());
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(document.body);
  });

  it('the undo cancels the timer and removes the tabindex it added', () => {
    vi.useFakeTimers();
    document.body.innerHTML = alert;
    undo = startStoreNotice(document, window);
    undo?.();
    undo = undefined;
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector('.woocommerce-error')!.hasAttribute('tabindex')).toBe(false);
  });

  it('the store-wide notice itself is not focused (decision: a site-wide banner on every page)', () => {
    vi.useFakeTimers();
    document.body.innerHTML = storeNotice();
    undo = startStoreNotice(document, window);
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(document.body);
  });
});
