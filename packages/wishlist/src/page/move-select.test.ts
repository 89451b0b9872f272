// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { choose, deferred, startActions } from './actions-fixtures';
import { $, FORM_KEY, formOptions, formReply, key, row, rowIds, settle, stopPages, table, token } from './test-fixtures';

// §2.10 / §5 / §7 move_to_another_wishlist from the row's select (page/move-select.ts).

afterEach(stopPages);

const FAILED = 'ย้ายสินค้าไปยังรายการโปรดอื่นไม่สำเร็จ กรุณาลองอีกครั้ง';
const REFUSED = 'ย้ายสินค้านี้ไม่ได้ รายการโปรดปลายทางอาจไม่มีแล้ว กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง';

const select = (id: string) => $<HTMLSelectElement>('select.change-wishlist', row(id));
/** The other list's token: the select's first real option. */
const otherToken = (id = '231') => select(id).options[1]!.value;
const withoutRow = (id: string) => formReply((form) => form.querySelector(`[data-row-id="${id}"]`)?.remove());
const messageOf = (field: Element) => document.getElementById(field.getAttribute('aria-describedby') ?? '');

describe('wishlist page: move to another wishlist with the select (§7 move_to_another_wishlist)', () => {
  it('§5 sends the source token, the destination token and the product id with all fragments, the row busy, then shows the reply', async () => {
    const { calls, notices } = startActions();
    const reply = deferred<{ result: boolean; fragments?: Record<string, string>; message?: string }>();
    calls.moveToAnotherWishlist.mockReturnValueOnce(reply.promise);
    const destination = otherToken();
    expect(destination).not.toBe('');
    select('231').focus();
    choose(select('231'), destination);
    expect(calls.moveToAnotherWishlist).toHaveBeenCalledTimes(1);
    expect(calls.moveToAnotherWishlist).toHaveBeenCalledWith({
      nonce: 'n-move',
      wishlist_token: token(),
      destination_wishlist_token: destination,
      item_id: '231',
      fragments: { [FORM_KEY]: formOptions() },
    });
    expect(row('231')).toHaveAttribute('aria-busy', 'true');
    expect(select('231')).toHaveAttribute('aria-disabled', 'true');
    // Changed again while on its way: nothing more is sent.
    choose(select('231'), '');
    expect(calls.moveToAnotherWishlist).toHaveBeenCalledTimes(1);

    reply.resolve({ result: true, fragments: withoutRow('231'), message: 'ย้ายไปยัง <b>ของขวัญปีใหม่</b> แล้ว' });
    await waitFor(() => expect(rowIds()).toEqual(['101', '307', '322', '211']));
    expect(notices.$notice.get()).toMatchObject({ kind: 'success', text: 'ย้ายไปยัง ของขวัญปีใหม่ แล้ว' });
    // Focus, which went with the row, is on the next row's select.
    expect(document.activeElement).toBe(select('307'));
  });

  it("names each row's select after its product (the plugin's has no label)", () => {
    startActions();
    const name = $('.product-name', row('231')).textContent!.trim();
    expect(select('231')).toHaveAccessibleName(`ย้าย ${name} ไปยังรายการโปรดอื่น`);
  });

  it('removes the row itself when the reply brings no fragments', async () => {
    const { calls } = startActions();
    calls.moveToAnotherWishlist.mockResolvedValueOnce({ result: true });
    choose(select('322'), otherToken('322'));
    await waitFor(() => expect(rowIds()).toEqual(['101', '231', '307', '211']));
  });

  it('§5 sends nothing for the "Move" option or when the list has no token', async () => {
    const { calls } = startActions();
    choose(select('101'), '');
    table().removeAttribute('data-token');
    choose(select('101'), otherToken('101'));
    await settle();
    expect(calls.moveToAnotherWishlist).not.toHaveBeenCalled();
  });

  it.each([
    ['offline', new TypeError('Failed to fetch'), FAILED],
    ['a 500 or junk JSON', Object.assign(new Error('bad reply'), { kind: 'server' }), FAILED],
    ['a time-out', Object.assign(new Error('timeout'), { kind: 'timeout' }), FAILED],
  ])('on %s puts the select back and says so next to it, in Thai', async (_name, error, text) => {
    const { calls } = startActions();
    calls.moveToAnotherWishlist.mockRejectedValueOnce(error);
    choose(select('307'), otherToken('307'));
    await settle();
    expect(select('307').value).toBe('');
    expect(select('307')).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(select('307'))).toHaveTextContent(text);
    expect(messageOf(select('307'))).toHaveAttribute('role', 'alert');
    expect(row('307')).not.toHaveAttribute('aria-busy');
    expect(rowIds()).toContain('307');

    // The next try clears the message; this one works.
    calls.moveToAnotherWishlist.mockResolvedValueOnce({ result: true });
    choose(select('307'), otherToken('307'));
    expect(select('307')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(rowIds()).not.toContain('307'));
  });

  it('result false puts the select back with the refusal message', async () => {
    const { calls } = startActions();
    calls.moveToAnotherWishlist.mockResolvedValueOnce({ result: false, message: '' });
    choose(select('101'), otherToken('101'));
    await settle();
    expect(select('101').value).toBe('');
    expect(messageOf(select('101'))).toHaveTextContent(REFUSED);
    expect(rowIds()).toContain('101');
  });

  it("ignores the table popup's select, which the plugin also classed .change-wishlist (research §5)", async () => {
    const { calls } = startActions();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="move_to_another_wishlist"><form><div class="yith-wcwl-popup-content"><select name="new_wishlist_id" class="change-wishlist"><option value="2">B</option><option value="3">C</option></select></div></form></div>',
    );
    choose($<HTMLSelectElement>('#move_to_another_wishlist select'), '3');
    await settle();
    expect(calls.moveToAnotherWishlist).not.toHaveBeenCalled();
  });

  it('holds a change made with the arrow keys until Enter; Escape puts it back; leaving the select sends it', async () => {
    const { calls } = startActions();
    calls.moveToAnotherWishlist.mockResolvedValue({ result: false });
    const field = select('231');
    field.focus();
    key(field, 'ArrowDown');
    choose(field, otherToken());
    expect(calls.moveToAnotherWishlist).not.toHaveBeenCalled();
    const enter = key(field, 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(calls.moveToAnotherWishlist).toHaveBeenCalledTimes(1);
    expect(calls.moveToAnotherWishlist).toHaveBeenLastCalledWith(expect.objectContaining({ item_id: '231', destination_wishlist_token: otherToken() }));
    await settle();

    key(field, 'ArrowDown');
    choose(field, otherToken());
    key(field, 'Escape');
    expect(field.value).toBe('');
    expect(calls.moveToAnotherWishlist).toHaveBeenCalledTimes(1);

    key(field, 'End');
    choose(field, otherToken());
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(calls.moveToAnotherWishlist).toHaveBeenCalledTimes(2);
  });

  it('moves from the mobile list too', async () => {
    const { calls } = startActions({ mobile: true });
    calls.moveToAnotherWishlist.mockResolvedValueOnce({ result: true, fragments: withoutRow('322') });
    choose(select('322'), otherToken('322'));
    expect(calls.moveToAnotherWishlist).toHaveBeenCalledWith(expect.objectContaining({ item_id: '322', wishlist_token: token() }));
    await waitFor(() => expect(rowIds()).toEqual(['101', '231', '307', '211']));
  });

  it('a reply after the page stopped changes nothing', async () => {
    const { calls, stop } = startActions();
    const reply = deferred<{ result: boolean }>();
    calls.moveToAnotherWishlist.mockReturnValueOnce(reply.promise);
    choose(select('101'), otherToken('101'));
    stop();
    reply.resolve({ result: false });
    await settle();
    expect(select('101').value).toBe(otherToken('101'));
    expect(select('101')).not.toHaveAttribute('aria-invalid');
  });
});
