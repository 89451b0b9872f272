// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '@talat/core';
import { showIntent } from '@talat/mocks';
import { mountPageExtras } from './mount';
import type { PageExtrasSession } from './session';

// Where the recipe keeps WooCommerce's woocommerce.js (cart, checkout), the first load leaves it
// what that script does itself: the store notice and its dismiss, the 500 ms focus of an alert
// notice (§9 Page "Store notice focus delay"), the sorted result count's re-announcement and the
// sort select's submit; the held press of the coming-soon banner's dismiss goes to it at once
// (docs/decisions.md 421-422).

type Interactive = typeof import('./interactive');

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
  document.getElementById('talat-config')?.remove();
  delete (window as { woocommerce_params?: unknown }).woocommerce_params;
  document.cookie = 'store_notice1=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PAGE = `
  <p class="woocommerce-store-notice demo_store" data-notice-id="1" style="display:none;">ร้านปิดปรับปรุง <a href="#" class="woocommerce-store-notice__dismiss-link">ปิด</a></p>
  <div class="woocommerce-error" role="alert">กรุณากรอกที่อยู่</div>
  <form class="woocommerce-ordering"><select class="orderby" name="orderby"><option value="menu_order">เริ่มต้น</option><option value="price">ราคา</option></select></form>
  <p class="woocommerce-result-count" data-is-sorted-by="true" role="alert">แสดง 1–24 จาก 80 รายการ</p>
  <div id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss"></a></div>`;

function setConfig(section: Record<string, unknown>): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'talat-config';
  block.textContent = JSON.stringify({ pageExtras: section });
  document.head.append(block);
}

const neverLoads = () => new Promise<Interactive>(() => undefined);
const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
const alert = () => document.querySelector<HTMLElement>('.woocommerce-error')!;
const resultCount = () => document.querySelector<HTMLElement>('.woocommerce-result-count')!;
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

function mountWithFakeTimers() {
  vi.useFakeTimers();
  document.body.innerHTML = PAGE;
  const submits = vi.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(() => undefined);
  unmount = mountPageExtras(document.body, { loadInteractive: neverLoads });
  const select = document.querySelector<HTMLSelectElement>('select.orderby')!;
  select.value = 'price';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  vi.advanceTimersByTime(CONSTANTS.page.storeNoticeFocusDelayMs);
  return { submits };
}

describe('mountPageExtras beside woocommerce.js', () => {
  it('without the flag: the notice is shown, the alert focused after 500 ms, the sort submitted, the banner press held', () => {
    const { submits } = mountWithFakeTimers();
    expect(notice().style.display).not.toBe('none');
    expect(notice().querySelector('a')!.getAttribute('role')).toBe('button');
    expect(document.activeElement).toBe(alert());
    expect(submits).toHaveBeenCalledTimes(1);
    // refresh_sorted_by_live_region(): the sorted count is hidden from the first reading until re-filled.
    expect(resultCount().getAttribute('aria-hidden')).toBe('true');
    expect(click(document.querySelector('.coming-soon-footer-banner-dismiss')!)).toBe(false);
  });

  it('with pageExtras.woocommerceScript: none of them is started, and the banner press reaches woocommerce.js at once', () => {
    setConfig({ woocommerceScript: true });
    const { submits } = mountWithFakeTimers();
    expect(notice().style.display).toBe('none');
    expect(notice().querySelector('a')!.hasAttribute('role')).toBe(false);
    expect(alert().hasAttribute('tabindex')).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(submits).not.toHaveBeenCalled();
    expect(resultCount().hasAttribute('aria-hidden')).toBe(false);
    expect(click(document.querySelector('.coming-soon-footer-banner-dismiss')!)).toBe(true);
  });

  it('reads the flag from woocommerce_params on the page, and the config block wins over it', () => {
    (window as { woocommerce_params?: unknown }).woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php' };
    mountWithFakeTimers();
    expect(notice().style.display).toBe('none');
    unmount?.();
    unmount = undefined;

    setConfig({ woocommerceScript: false });
    mountWithFakeTimers();
    expect(notice().style.display).not.toBe('none');
  });

  it('still starts the lazy chunk with the flag in its config', async () => {
    setConfig({ woocommerceScript: true });
    const session: PageExtrasSession = { dispose: vi.fn(), ready: Promise.resolve() };
    const start = vi.fn(() => session);
    unmount = mountPageExtras(document.body, { loadInteractive: () => Promise.resolve({ startPageExtras: start } as unknown as Interactive) });
    showIntent(document.body);
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith(document, expect.objectContaining({ woocommerceScript: true })));
  });
});
