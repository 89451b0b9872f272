// @vitest-environment jsdom
import { createFakeShop, seedDemoWishlists, wishlistItemsWidgetMarkup, wishlistShortcodeMarkup } from '@talat/mocks';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, startActions } from './actions-fixtures';
import { $, click, FORM_KEY, formOptions, formReply, rowIds, settle, stopPages } from './test-fixtures';

// §7 remove_from_all_wishlists from the premium wishlist widget (page/remove-from-all.ts).

afterEach(stopPages);

const FAILED = 'ลบสินค้าออกจากรายการโปรดทั้งหมดไม่สำเร็จ กรุณาลองอีกครั้ง';
const REFUSED = 'ลบสินค้านี้ออกจากรายการโปรดไม่ได้ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง';

function printPageWithWidget(): void {
  const shop = createFakeShop();
  seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
  document.body.innerHTML =
    `<main><div class="entry-content">${wishlistShortcodeMarkup(shop, 'me')}</div></main>` +
    `<aside>${wishlistItemsWidgetMarkup(shop, 'me', '/wishlist/')}</aside>`;
}

const widgetLink = (id: string) => $(`.widget a.remove_from_all_wishlists[data-product-id="${id}"]`);
const widgetIds = () => [...document.querySelectorAll('.widget a.remove_from_all_wishlists')].map((a) => a.getAttribute('data-product-id'));

describe('wishlist: remove_from_all_wishlists (§7)', () => {
  it("sends the product id, the widget's list id and the product's fragments; the widget is busy; the form and the line follow", async () => {
    printPageWithWidget();
    const { calls, notices } = startActions({ print: false });
    const reply = deferred<{ result: boolean; fragments?: Record<string, string> }>();
    calls.removeFromAllWishlists.mockReturnValueOnce(reply.promise);
    const link = widgetLink('307');
    link.focus();
    expect(click(link).defaultPrevented).toBe(true);
    expect(calls.removeFromAllWishlists).toHaveBeenCalledWith({
      nonce: 'n-all',
      prod_id: '307',
      wishlist_id: $('.wishlist_table').getAttribute('data-id'),
      fragments: { [FORM_KEY]: formOptions() },
    });
    expect($('.widget .content')).toHaveAttribute('aria-busy', 'true');
    click(link);
    expect(calls.removeFromAllWishlists).toHaveBeenCalledTimes(1);

    reply.resolve({ result: true, fragments: formReply((form) => form.querySelector('[data-row-id="307"]')?.remove()) });
    await waitFor(() => expect(widgetIds()).toEqual(['101', '231', '322', '211']));
    expect(rowIds()).toEqual(['101', '231', '322', '211']);
    expect($('.widget .content')).not.toHaveAttribute('aria-busy');
    expect(notices.$notice.get()).toMatchObject({ kind: 'success', text: 'ลบสินค้าออกจากรายการโปรดแล้ว' });
    expect(document.activeElement).toBe(widgetLink('322'));
  });

  it.each([
    ['result false', () => Promise.resolve({ result: false }), REFUSED],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch')), FAILED],
    ['a 500, junk JSON or a time-out', () => Promise.reject(Object.assign(new Error('server'), { kind: 'timeout' })), FAILED],
  ])('on %s keeps the line and the row and says so in Thai', async (_name, outcome, text) => {
    printPageWithWidget();
    const { calls, notices } = startActions({ print: false });
    calls.removeFromAllWishlists.mockImplementationOnce(outcome);
    click(widgetLink('101'));
    await settle();
    expect(notices.$notice.get()).toMatchObject({ kind: 'error', text });
    expect(widgetIds()).toContain('101');
    expect(rowIds()).toContain('101');
    expect($('.widget .content')).not.toHaveAttribute('aria-busy');
  });

  it("leaves a modified click to the href, the form handler's no-JavaScript remove", () => {
    printPageWithWidget();
    const { calls } = startActions({ print: false });
    expect(widgetLink('101').getAttribute('href')).toMatch(/^\/wishlist\/\?remove_from_wishlist=101&_wpnonce=\w+$/);
    expect(click(widgetLink('101'), { shiftKey: true }).defaultPrevented).toBe(false);
    expect(calls.removeFromAllWishlists).not.toHaveBeenCalled();
  });
});
