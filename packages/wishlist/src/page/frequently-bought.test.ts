// @vitest-environment jsdom
import { addWishlistItem, createFakeShop, seedDemoWishlists, wishlistShortcodeMarkup, type FakeShop } from '@talat/mocks';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, startActions } from './actions-fixtures';
import { $, click, rowIds, settle, stopPages, table } from './test-fixtures';

// §2.10 / §7 reload_wishlist_and_adding_elem from the frequently-bought slider (page/frequently-bought.ts).

const FAILED = 'เพิ่มสินค้าลงในรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง';
const COOKIES = 'ขออภัย ฟีเจอร์นี้ใช้ได้เฉพาะเมื่อเบราว์เซอร์ของคุณเปิดใช้งานคุกกี้';

afterEach(() => {
  stopPages();
  vi.restoreAllMocks();
});

function printPage(): { shop: FakeShop; replyAdding: (productId: string) => string } {
  const shop = createFakeShop();
  seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
  document.body.innerHTML = `<main><div class="entry-content">${wishlistShortcodeMarkup(shop, 'me')}</div></main>`;
  /** The server's answer: the product added, the whole shortcode in a <div>, the notice inside the form. */
  const replyAdding = (productId: string) => {
    addWishlistItem(shop, { sessionId: 'me', productId, wishlistId: table().getAttribute('data-id')!, now: Date.UTC(2026, 0, 11) });
    return `<div>${wishlistShortcodeMarkup(shop, 'me').replace('<div class="wishlist-title', '<div class="woocommerce-message" role="alert">เพิ่มแล้ว<img src=x onerror=alert(1)></div><div class="wishlist-title')}</div>`;
  };
  return { shop, replyAdding };
}

const offered = () => [...document.querySelectorAll('.yith-wfbt-add-wishlist')].map((b) => b.getAttribute('data-product-id'));

describe('wishlist page: frequently bought together (§7 reload_wishlist_and_adding_elem)', () => {
  it("sends the table's pagination, per page, id and token with the product; the reply's form and slider replace the page's through the door", async () => {
    const { replyAdding } = printPage();
    const { calls } = startActions({ print: false });
    const first = offered()[0]!;
    const button = $(`.yith-wfbt-add-wishlist[data-product-id="${first}"]`);
    button.focus();
    const reply = deferred<string>();
    calls.reloadAndAdd.mockReturnValueOnce(reply.promise);
    expect(click(button).defaultPrevented).toBe(true);
    expect(calls.reloadAndAdd).toHaveBeenCalledWith({
      nonce: 'n-reload',
      pagination: 'no',
      per_page: 5,
      wishlist_id: table().getAttribute('data-id'),
      wishlist_token: table().getAttribute('data-token'),
      add_to_wishlist: first,
      product_type: 'simple',
    });
    expect(button).toHaveAttribute('aria-busy', 'true');
    click(button);
    expect(calls.reloadAndAdd).toHaveBeenCalledTimes(1);

    reply.resolve(replyAdding(first));
    await waitFor(() => expect(rowIds()).toContain(first));
    expect(offered()).not.toContain(first);
    expect($('#yith-wcwl-form .woocommerce-message')).toHaveTextContent('เพิ่มแล้ว');
    expect(document.body.innerHTML).not.toContain('onerror');
    expect(document.querySelector('form#yith-wcwl-form.wishlist-fragment')).not.toBeNull();
    expect(document.activeElement).toBe($('.yith-wfbt-slider-wrapper .yith-wfbt-add-wishlist'));
  });

  it('cookies off: the §8 alert and nothing sent', () => {
    printPage();
    const { calls } = startActions({ print: false });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    click($('.yith-wfbt-add-wishlist'));
    expect(alert).toHaveBeenCalledWith(COOKIES);
    expect(calls.reloadAndAdd).not.toHaveBeenCalled();
  });

  it.each([
    ['a JSON refusal (the client rejects it)', () => Promise.reject(Object.assign(new Error('refused'), { kind: 'server' }))],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a time-out', () => Promise.reject(Object.assign(new Error('timeout'), { kind: 'timeout' }))],
    ['a page without the wishlist form', () => Promise.resolve('<div><p>เกิดข้อผิดพลาด</p></div>')],
  ])('on %s changes nothing and says so in Thai', async (_name, outcome) => {
    printPage();
    const { calls, notices } = startActions({ print: false });
    const before = rowIds();
    const slider = offered();
    calls.reloadAndAdd.mockImplementationOnce(outcome);
    click($('.yith-wfbt-add-wishlist'));
    await waitFor(() => expect(notices.$notice.get()).toMatchObject({ kind: 'error', text: FAILED }));
    expect(rowIds()).toEqual(before);
    expect(offered()).toEqual(slider);
    expect($('.yith-wfbt-add-wishlist')).not.toHaveAttribute('aria-busy');
  });

  it('of two adds on their way, only the newer reply is put in', async () => {
    const { replyAdding } = printPage();
    const { calls } = startActions({ print: false });
    const [a, b] = offered();
    const first = deferred<string>();
    const second = deferred<string>();
    calls.reloadAndAdd.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    click($(`.yith-wfbt-add-wishlist[data-product-id="${a}"]`));
    click($(`.yith-wfbt-add-wishlist[data-product-id="${b}"]`));
    const older = replyAdding(a!);
    second.resolve(replyAdding(b!));
    await waitFor(() => expect(rowIds()).toEqual(expect.arrayContaining([a, b])));
    first.resolve(older.replace(/data-row-id/g, 'data-old-row'));
    await settle();
    await settle();
    expect(rowIds()).toEqual(expect.arrayContaining([a, b]));
  });
});
