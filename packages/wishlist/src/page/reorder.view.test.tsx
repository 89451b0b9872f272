// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, layoutMarkup, moveButton, printLayout, rowOrder, startLayouts, statusText, stopLayouts } from './layouts-test-fixtures';

// §2.10 / §7 sort_wishlist_items on the fake's table, by the keyboard's move buttons and by pointer
// drag: the exact payload (product ids, token, page, per_page), the order shown at once and
// announced politely, focus kept on the button, an earlier sort aborted, a failure put back in Thai.

afterEach(stopLayouts);

const SORT_FAILED = 'บันทึกลำดับไม่สำเร็จ รายการกลับไปเป็นลำดับที่บันทึกไว้';
const token = () => document.querySelector('.wishlist_table')!.getAttribute('data-token')!;
const nameOf = (rowId: string) => document.querySelector(`[data-row-id="${rowId}"] .product-name`)!.textContent!.trim();
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('wishlist page: reorder by keyboard (§2.10 drag and drop, §7 sort_wishlist_items)', () => {
  it('gives every row of the sortable table a named move up / move down button, the ends aria-disabled', async () => {
    printLayout();
    startLayouts();
    expect(rowOrder()).toEqual(['101', '231', '307', '322', '211']);
    const up = moveButton('231', 'up');
    expect(up.tagName).toBe('BUTTON');
    expect(up).toHaveAttribute('type', 'button');
    expect(up).toHaveAttribute('aria-label', `เลื่อน ${nameOf('231')} ขึ้น`);
    expect(moveButton('231', 'down')).toHaveAttribute('aria-label', `เลื่อน ${nameOf('231')} ลง`);
    expect(moveButton('101', 'up')).toHaveAttribute('aria-disabled', 'true');
    expect(moveButton('211', 'down')).toHaveAttribute('aria-disabled', 'true');
    expect(moveButton('101', 'down')).not.toHaveAttribute('aria-disabled');
    // They sit in the arrange cell, the drag handle's column.
    expect(up.closest('td')).toHaveClass('product-arrange');
    // The status region is in the page, empty, before anything is said.
    expect(document.getElementById('talat-wishlist-reorder-status')).toHaveAttribute('role', 'status');
    expect(statusText()).toBe('');
  });

  it('moves the row up, sends the exact sort, keeps focus on the button and says the new position', async () => {
    printLayout();
    const { calls } = startLayouts();
    const name = nameOf('231');
    const up = moveButton('231', 'up');
    up.focus();
    up.click();
    expect(rowOrder()).toEqual(['231', '101', '307', '322', '211']);
    expect(calls.sortItems).toHaveBeenCalledTimes(1);
    expect(calls.sortItems.mock.calls[0]![0]).toEqual({
      nonce: 'n-sort',
      positions: ['231', '101', '307', '322', '211'],
      wishlist_token: token(),
      page: 1,
      per_page: 5,
    });
    expect(calls.sortItems.mock.calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);
    expect(document.activeElement).toBe(up);
    expect(statusText()).toBe(`${name} อยู่ลำดับที่ 1 จาก 5`);
    // Now first: its up button is at the end, still focused, and a press there sends nothing.
    expect(up).toHaveAttribute('aria-disabled', 'true');
    up.click();
    expect(calls.sortItems).toHaveBeenCalledTimes(1);
    // The hidden position inputs follow, for the plain 'Update' submit.
    const positions = [...document.querySelectorAll<HTMLInputElement>('input[name*="[position]"]')].map((input) => [input.name, input.value]);
    expect(positions[0]).toEqual(['items[231][position]', '0']);
    expect(positions[1]).toEqual(['items[101][position]', '1']);
  });

  it('moves down twice: each sort sent, the earlier one aborted (§3.2)', () => {
    printLayout();
    const { calls } = startLayouts();
    calls.sortItems.mockImplementation(() => new Promise(() => undefined));
    const down = moveButton('101', 'down');
    down.click();
    down.click();
    expect(rowOrder()).toEqual(['231', '307', '101', '322', '211']);
    expect(calls.sortItems.mock.calls.map(([params]) => params.positions)).toEqual([
      ['231', '101', '307', '322', '211'],
      ['231', '307', '101', '322', '211'],
    ]);
    expect(calls.sortItems.mock.calls[0]![1]!.signal!.aborted).toBe(true);
    expect(calls.sortItems.mock.calls[1]![1]!.signal!.aborted).toBe(false);
    expect(statusText()).toBe(`${nameOf('101')} อยู่ลำดับที่ 3 จาก 5`);
  });

  it('a failed sort puts the rows back in the order the server holds and says so in Thai; focus stays', async () => {
    printLayout();
    const { calls, notices } = startLayouts();
    const first = deferred<void>();
    const second = deferred<void>();
    calls.sortItems.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const down = moveButton('101', 'down');
    down.focus();
    down.click();
    first.resolve();
    await settle();
    down.click();
    expect(rowOrder()).toEqual(['231', '307', '101', '322', '211']);
    second.reject(new Error('offline'));
    await waitFor(() => expect(rowOrder()).toEqual(['231', '101', '307', '322', '211']));
    expect(notices.$notice.get()).toMatchObject({ kind: 'error', text: SORT_FAILED });
    expect(document.activeElement).toBe(down);
    expect(moveButton('231', 'up')).toHaveAttribute('aria-disabled', 'true');
    // Still usable: the next move sends again.
    moveButton('307', 'up').click();
    expect(calls.sortItems).toHaveBeenCalledTimes(3);
  });

  it('sends the page and per_page the markup prints, and announces the place in the whole list (pagination)', () => {
    printLayout({ pagination: 'yes', perPage: 2, currentPage: 2 });
    const { calls } = startLayouts();
    expect(rowOrder()).toEqual(['307', '322']);
    moveButton('322', 'up').click();
    expect(calls.sortItems.mock.calls[0]![0]).toEqual({ nonce: 'n-sort', positions: ['322', '307'], wishlist_token: token(), page: 2, per_page: 2 });
    expect(statusText()).toBe(`${nameOf('322')} อยู่ลำดับที่ 3 จาก 5`);
    // The pagination row stays after the rows.
    expect(document.querySelector('tbody.wishlist-items-wrapper')!.lastElementChild).toHaveClass('pagination-row');
  });

  it('with drag-and-drop off, or a list that is not sortable, there is nothing to move', () => {
    printLayout();
    startLayouts({ dragAndDrop: false });
    expect(document.querySelector('.talat-wishlist-move')).toBeNull();
    stopLayouts();
    printLayout({ isMobile: true });
    startLayouts();
    expect(document.querySelector('.talat-wishlist-move')).toBeNull();
  });

  it('gives the rows a fragment brought back their buttons (the form replaced)', async () => {
    printLayout();
    startLayouts();
    moveButton('101', 'down').click();
    // The server's form, as a remove's reply brings it: no buttons, the saved order.
    document.querySelector('#yith-wcwl-form')!.outerHTML = layoutMarkup().match(/<form[\s\S]*?<\/form>/)![0];
    await waitFor(() => expect(document.querySelectorAll('.talat-wishlist-move')).toHaveLength(10));
    expect(moveButton('101', 'up')).toHaveAttribute('aria-disabled', 'true');
    expect(moveButton('231', 'up')).not.toHaveAttribute('aria-disabled');
  });
});

describe('wishlist page: reorder by pointer drag', () => {
  /** Lays the rows out 40 px apart, as a browser would, since jsdom has no layout. */
  function layOut() {
    document.querySelectorAll<HTMLElement>('.wishlist_table [data-row-id]').forEach((row) => {
      row.getBoundingClientRect = () => {
        const index = [...row.parentElement!.children].indexOf(row);
        return { top: index * 40, height: 40, bottom: index * 40 + 40, left: 0, right: 600, width: 600, x: 0, y: index * 40, toJSON: () => ({}) } as DOMRect;
      };
    });
  }
  const pointer = (type: string, target: Element, clientY: number) =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerId: 1, pointerType: 'mouse', clientY }));

  it('carries a row between its neighbours and sends the order when it is dropped', () => {
    printLayout();
    const { calls } = startLayouts();
    layOut();
    const cell = document.querySelector('[data-row-id="101"] .product-price')!;
    pointer('pointerdown', cell, 20);
    pointer('pointermove', document.body, 22);
    expect(rowOrder()).toEqual(['101', '231', '307', '322', '211']);
    pointer('pointermove', document.body, 105);
    expect(document.querySelector('[data-row-id="101"]')).toHaveClass('talat-wishlist-dragging');
    expect(rowOrder()).toEqual(['231', '307', '101', '322', '211']);
    pointer('pointerup', document.body, 105);
    expect(document.querySelector('[data-row-id="101"]')).not.toHaveClass('talat-wishlist-dragging');
    expect(calls.sortItems.mock.calls.map(([params]) => params)).toEqual([
      { nonce: 'n-sort', positions: ['231', '307', '101', '322', '211'], wishlist_token: token(), page: 1, per_page: 5 },
    ]);
    expect(statusText()).toBe(`${nameOf('101')} อยู่ลำดับที่ 3 จาก 5`);
  });

  it('a press on a link or a field is not a drag; Escape puts a carried row back and sends nothing', () => {
    printLayout();
    const { calls } = startLayouts();
    layOut();
    pointer('pointerdown', document.querySelector('[data-row-id="101"] .product-quantity input')!, 20);
    pointer('pointermove', document.body, 140);
    pointer('pointerup', document.body, 140);
    expect(rowOrder()).toEqual(['101', '231', '307', '322', '211']);
    pointer('pointerdown', document.querySelector('[data-row-id="101"] .product-price')!, 20);
    pointer('pointermove', document.body, 140);
    expect(rowOrder()[0]).toBe('231');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect(rowOrder()).toEqual(['101', '231', '307', '322', '211']);
    pointer('pointerup', document.body, 140);
    expect(calls.sortItems).not.toHaveBeenCalled();
  });
});
