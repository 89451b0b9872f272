// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESULT_COUNT_REFRESH_MS, refreshSortedResultCount } from './result-count';
import { startStoreNotice } from './store-notice';

// woocommerce.js's refresh_sorted_by_live_region(), which the page extras take over where
// woocommerce.js is dequeued (docs/research/woocommerce-frontend.md §2, §5), on the markup of
// WooCommerce's loop/result-count.php for a sorted listing.

const SORTED = '<p class="woocommerce-result-count" role="status" aria-relevant="all" data-is-sorted-by="true">แสดง 1–24 จาก 80 รายการ<span class="screen-reader-text">เรียงตามราคา</span></p>';

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});
const count = () => document.querySelector<HTMLElement>('.woocommerce-result-count')!;

describe('sorted result count re-announced after load', () => {
  it('nothing on a listing that is not sorted', () => {
    document.body.innerHTML = '<p class="woocommerce-result-count" role="status">แสดง 1–24 จาก 80 รายการ</p>';
    expect(refreshSortedResultCount(document, window)).toBeUndefined();
    expect(count().hasAttribute('aria-hidden')).toBe(false);
  });

  it('hidden from the first reading, then emptied and filled again (the same nodes) at 2000 ms', () => {
    vi.useFakeTimers();
    document.body.innerHTML = SORTED;
    const span = count().querySelector('span');
    const seen: string[] = [];
    new MutationObserver((records) => records.forEach((record) => seen.push(`${record.removedNodes.length}-${record.addedNodes.length}`))).observe(count(), { childList: true });
    undo = refreshSortedResultCount(document, window);
    expect(count().getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(RESULT_COUNT_REFRESH_MS - 1);
    expect(count().getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(1);
    expect(count().hasAttribute('aria-hidden')).toBe(false);
    expect(count().textContent).toBe('แสดง 1–24 จาก 80 รายการเรียงตามราคา');
    expect(count().querySelector('span')).toBe(span); // moved back, not re-parsed
    return Promise.resolve().then(() => expect(seen).toEqual(['2-0', '0-2']));
  });

  it('the undo cancels the timer and gives the count back to screen readers', () => {
    vi.useFakeTimers();
    document.body.innerHTML = SORTED;
    undo = refreshSortedResultCount(document, window);
    undo?.();
    undo = undefined;
    expect(count().hasAttribute('aria-hidden')).toBe(false);
  });

  it('runs with the first load (startStoreNotice), so a sorted listing without a notice is covered', () => {
    vi.useFakeTimers();
    document.body.innerHTML = SORTED;
    undo = startStoreNotice(document, window);
    expect(undo).toBeTypeOf('function');
    expect(count().getAttribute('aria-hidden')).toBe('true');
  });
});
