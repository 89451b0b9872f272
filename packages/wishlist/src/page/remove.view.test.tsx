// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $, click, FORM_KEY, formOptions, formReply, row, rowIds, settle, startPage, stopPages, table, token } from './test-fixtures';

// §2.10 / §7 remove_from_wishlist on the fake's table: the payload, the row busy meanwhile, the
// reply's form through the door, focus after the row goes, and a failure said in Thai.

afterEach(stopPages);

const REMOVED = 'ลบสินค้าออกจากรายการโปรดแล้ว';
const FAILED = 'ลบสินค้าออกจากรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง';

/** What the server answers: the form without the row, the "removed" notice above the title. */
const withoutRow = (id: string) =>
  formReply((form) => {
    form.querySelector(`[data-row-id="${id}"]`)?.remove();
    form.insertAdjacentHTML('afterbegin', `<div class="woocommerce-message" role="alert">${REMOVED}<img src="x" onerror="alert(1)"></div>`);
  });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('wishlist page: remove (§7 remove_from_wishlist)', () => {
  it("sends the row's product id, the list's id and token and the fragments, keeps the row busy, then shows the reply's form", async () => {
    const { calls } = startPage();
    const reply = deferred<{ fragments?: Record<string, string> }>();
    calls.removeFromWishlist.mockReturnValueOnce(reply.promise);
    const link = $('.product-remove a.remove_from_wishlist', row('231'));
    link.focus();
    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(calls.removeFromWishlist).toHaveBeenCalledWith({
      nonce: 'n-remove',
      remove_from_wishlist: '231',
      wishlist_id: table().getAttribute('data-id'),
      wishlist_token: token(),
      fragments: { [FORM_KEY]: formOptions() },
    });
    expect(row('231')).toHaveAttribute('aria-busy', 'true');
    expect(row('231')).toHaveClass('talat-wishlist-busy');
    // A second click while it is on its way sends nothing more.
    click(link);
    expect(calls.removeFromWishlist).toHaveBeenCalledTimes(1);

    reply.resolve({ fragments: withoutRow('231') });
    await waitFor(() => expect(rowIds()).toEqual(['101', '307', '322', '211']));
    expect($('.woocommerce-message')).toHaveTextContent(REMOVED);
    // Through the door: cleaned, and the wishlist's form still a form the next call finds.
    expect(document.body.innerHTML).not.toContain('onerror');
    expect(document.querySelector('form#yith-wcwl-form.wishlist-fragment')).not.toBeNull();
    // Focus goes to the same link of the row that came next.
    expect(document.activeElement).toBe($('.product-remove a.remove_from_wishlist', row('307')));
  });

  it("the 'Remove' button of the last row hands focus to the row before; with no row left, to the list", async () => {
    const { calls } = startPage();
    calls.removeFromWishlist.mockImplementation(async (params) => ({ fragments: withoutRow(String(params.remove_from_wishlist)) }));
    const button = $('.product-add-to-cart a.remove_from_wishlist', row('211'));
    button.focus();
    click(button);
    await waitFor(() => expect(rowIds()).not.toContain('211'));
    expect(document.activeElement).toBe($('.product-add-to-cart a.remove_from_wishlist', row('322')));

    for (const id of ['322', '307', '231', '101']) {
      click($('a.remove_from_wishlist', row(id)));
      await waitFor(() => expect(rowIds()).not.toContain(id));
    }
    expect(rowIds()).toEqual([]);
    expect(document.activeElement).toBe(table());
    expect(table()).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the row and says so in Thai when the call fails or the server refuses (no fragments back)', async () => {
    const { calls, notices } = startPage();
    calls.removeFromWishlist.mockRejectedValueOnce(new Error('offline'));
    click($('a.remove_from_wishlist', row('101')));
    await settle();
    expect(rowIds()).toContain('101');
    expect(row('101')).not.toHaveAttribute('aria-busy');
    expect(row('101')).not.toHaveClass('talat-wishlist-busy');
    expect(notices.$notice.get()).toMatchObject({ kind: 'error', text: FAILED });

    notices.dismiss();
    calls.removeFromWishlist.mockResolvedValueOnce({});
    click($('a.remove_from_wishlist', row('101')));
    await settle();
    expect(rowIds()).toContain('101');
    expect(notices.$notice.get()).toMatchObject({ kind: 'error', text: FAILED });
  });

  it('leaves a modified click to the browser (the plugin’s link opens in a new tab)', () => {
    const { calls } = startPage();
    const event = click($('a.remove_from_wishlist', row('101')), { ctrlKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(calls.removeFromWishlist).not.toHaveBeenCalled();
  });

  it('removes from the mobile list too', async () => {
    const { calls } = startPage({ mobile: true });
    calls.removeFromWishlist.mockResolvedValueOnce({ fragments: withoutRow('307') });
    click($('.product-remove a.remove_from_wishlist', row('307')));
    expect(calls.removeFromWishlist).toHaveBeenCalledWith(expect.objectContaining({ remove_from_wishlist: '307', wishlist_token: token() }));
    await waitFor(() => expect(rowIds()).toEqual(['101', '231', '322', '211']));
  });
});
