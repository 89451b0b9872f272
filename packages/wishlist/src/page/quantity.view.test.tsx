// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $, commit, formReply, key, row, startPage, stopPages, token } from './test-fixtures';

// §2.10 / §7 update_item_quantity on the fake's table: 1000 ms after the last change (fake
// timers), the row's add-to-cart quantity at once (research §4.11), a Thai message tied to the
// input for a quantity refused or a save failed, and what was typed never lost.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  stopPages();
  vi.useRealTimers();
});

const input = (id: string) => $<HTMLInputElement>('.product-quantity input', row(id));
const cartButton = (id: string) => $('.add_to_cart', row(id));
const messageOf = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby');
  return ids ? document.getElementById(ids)?.textContent : undefined;
};
const INVALID = 'จำนวนต้องเป็นตัวเลขตั้งแต่ 1 ขึ้นไป';
const FAILED = 'บันทึกจำนวนไม่สำเร็จ จำนวนที่พิมพ์ยังอยู่ กรุณาลองอีกครั้ง';

describe('wishlist page: quantities (§7 update_item_quantity)', () => {
  it("sends one call 1000 ms after the last change, with the row's product id, the list's token and the saver's signal", async () => {
    const { calls } = startPage();
    commit(input('231'), '12');
    // The add to cart follows at once, the no-JavaScript link too.
    expect(cartButton('231')).toHaveAttribute('data-quantity', '12');
    expect(cartButton('231').getAttribute('href')).toMatch(/[?&]quantity=12$/);
    await vi.advanceTimersByTimeAsync(600);
    commit(input('231'), '15');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.updateItemQuantity).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.updateItemQuantity).toHaveBeenCalledTimes(1);
    expect(calls.updateItemQuantity).toHaveBeenCalledWith(
      { nonce: 'n-qty', product_id: '231', wishlist_token: token(), quantity: 15 },
      { signal: expect.any(AbortSignal) },
    );
    expect(input('231').value).toBe('15');
    expect(input('231')).not.toHaveAttribute('aria-invalid');
  });

  it('aborts the call on its way when the row changes again, and Enter then leaving the field is one change', async () => {
    const { calls } = startPage();
    let release!: () => void;
    calls.updateItemQuantity.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    commit(input('101'), '2');
    await vi.advanceTimersByTimeAsync(1000);
    const signal = calls.updateItemQuantity.mock.calls[0]![1]!.signal!;
    input('101').value = '3';
    expect(key(input('101'), 'Enter').defaultPrevented).toBe(true);
    input('101').dispatchEvent(new Event('change', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(signal.aborted).toBe(true);
    release();
    expect(calls.updateItemQuantity).toHaveBeenCalledTimes(2);
    expect(calls.updateItemQuantity.mock.calls[1]![0]).toEqual({ nonce: 'n-qty', product_id: '101', wishlist_token: token(), quantity: 3 });
  });

  it('refuses a quantity that is not a whole number from 1 with a Thai message tied to the input, sends nothing, and lets go once fixed', async () => {
    const { calls } = startPage();
    commit(input('231'), '0');
    const field = input('231');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(field)).toBe(INVALID);
    expect(field.nextElementSibling).toHaveTextContent(INVALID);
    expect(field.value).toBe('0');
    // The add to cart keeps the last quantity it could add.
    expect(cartButton('231')).toHaveAttribute('data-quantity', '10');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.updateItemQuantity).not.toHaveBeenCalled();

    commit(field, '4');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('.talat-wishlist-field-message')).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.updateItemQuantity).toHaveBeenCalledWith(expect.objectContaining({ product_id: '231', quantity: 4 }), expect.anything());
  });

  it('says so in Thai when the save fails, keeps what was typed, and the same number again is a retry', async () => {
    const { calls } = startPage();
    calls.updateItemQuantity.mockRejectedValueOnce(new Error('offline'));
    commit(input('307'), '5');
    await vi.advanceTimersByTimeAsync(1000);
    expect(input('307').value).toBe('5');
    expect(messageOf(input('307'))).toBe(FAILED);
    expect(input('307')).toHaveAttribute('aria-invalid', 'true');

    input('307').dispatchEvent(new Event('change', { bubbles: true }));
    expect(input('307')).not.toHaveAttribute('aria-invalid');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.updateItemQuantity).toHaveBeenCalledTimes(2);
    expect(messageOf(input('307'))).toBeUndefined();
  });

  it('puts the typed number and its message back when a fragment brings the row back with the old one', async () => {
    const { calls } = startPage();
    const old = formReply();
    commit(input('231'), '-1');
    commit(input('101'), '7');
    $('#yith-wcwl-form').outerHTML = Object.values(old)[0]!;
    await vi.advanceTimersByTimeAsync(0);
    expect(input('231').value).toBe('-1');
    expect(messageOf(input('231'))).toBe(INVALID);
    expect(input('101').value).toBe('7');
    expect(cartButton('101')).toHaveAttribute('data-quantity', '7');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.updateItemQuantity).toHaveBeenCalledTimes(1);
    expect(calls.updateItemQuantity.mock.calls[0]![0]).toMatchObject({ product_id: '101', quantity: 7 });
  });

  it('works the same in the mobile list', async () => {
    const { calls } = startPage({ mobile: true });
    expect(document.querySelector('ul.wishlist_table.mobile')).not.toBeNull();
    commit(input('231'), '20');
    expect(cartButton('231')).toHaveAttribute('data-quantity', '20');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.updateItemQuantity).toHaveBeenCalledWith({ nonce: 'n-qty', product_id: '231', wishlist_token: token(), quantity: 20 }, expect.anything());
  });
});
