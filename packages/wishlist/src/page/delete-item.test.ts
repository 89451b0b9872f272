// @vitest-environment jsdom
import { addToWishlistMarkup, addToWishlistRemoveMarkup, createFakeShop, findProduct, removeWishlistProduct, seedDemoWishlists, type FakeShop } from '@talat/mocks';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fragmentKey, fragmentOptions } from '../dom/fragments';
import { deferred, startActions } from './actions-fixtures';
import { $, click, settle, stopPages } from './test-fixtures';

// §2.10 / §7 delete_item from the add button's "remove" template (page/delete-item.ts).

afterEach(stopPages);

const FAILED = 'ลบสินค้าออกจากรายการโปรดไม่สำเร็จ กรุณาลองอีกครั้ง';
const REFUSED = 'ลบสินค้านี้ไม่ได้ สินค้าอาจถูกลบไปแล้ว กรุณาโหลดหน้าใหม่';
const PLACEMENT = { isSingle: true, baseUrl: '/product/roll-on/' };

function printProductPage(): { shop: FakeShop; reply: () => Record<string, string> } {
  const shop = createFakeShop();
  seedDemoWishlists(shop, 'me', Date.UTC(2026, 0, 10));
  const product = findProduct(shop.catalogue, 231)!;
  document.body.innerHTML = `<main><div class="summary">${addToWishlistRemoveMarkup(shop, 'me', product, PLACEMENT)}<a href="#next">ถัดไป</a></div></main>`;
  const key = fragmentKey($('.yith-wcwl-add-to-wishlist'), '.');
  /** What the server answers once the item is gone: the block afresh, the add button in it. */
  const reply = () => {
    removeWishlistProduct(shop, 'me', '231', '0');
    return { [key]: addToWishlistMarkup(shop, 'me', product, PLACEMENT) };
  };
  return { shop, reply };
}

const link = () => $('a.delete_item');

describe('wishlist: delete_item (§7)', () => {
  it("sends the link's item id (not the product id) and the product's fragments; the block is busy; the reply's block comes in", async () => {
    const { reply } = printProductPage();
    const { calls, notices } = startActions({ print: false });
    const itemId = link().getAttribute('data-item-id')!;
    expect(itemId).not.toBe('231');
    const answer = deferred<{ result: boolean; message?: string; fragments?: Record<string, string> }>();
    calls.deleteItem.mockReturnValueOnce(answer.promise);
    link().focus();
    const event = click(link());
    expect(event.defaultPrevented).toBe(true);
    const container = $('.yith-wcwl-add-to-wishlist');
    expect(calls.deleteItem).toHaveBeenCalledWith({
      nonce: 'n-delete',
      item_id: itemId,
      fragments: { [fragmentKey(container, '.')]: fragmentOptions(container) },
    });
    expect($('.yith-wcwl-add-button')).toHaveAttribute('aria-busy', 'true');
    click(link());
    expect(calls.deleteItem).toHaveBeenCalledTimes(1);

    answer.resolve({ result: true, message: 'ลบสินค้าออกจากรายการโปรดแล้ว', fragments: reply() });
    await waitFor(() => expect(document.querySelector('a.delete_item')).toBeNull());
    expect($('a.add_to_wishlist')).toHaveAttribute('data-product-id', '231');
    expect(notices.$notice.get()).toMatchObject({ kind: 'success', text: 'ลบสินค้าออกจากรายการโปรดแล้ว' });
    // Focus went with the link: it is on the add link that replaced it.
    expect(document.activeElement).toBe($('a.add_to_wishlist'));
  });

  it.each([
    ['result false (unknown item, refused nonce)', () => Promise.resolve({ result: false }), REFUSED],
    ["fragments [] without a result (someone else's list)", () => Promise.resolve({ result: false, fragments: {} }), REFUSED],
    ['offline', () => Promise.reject(new TypeError('Failed to fetch')), FAILED],
    ['a 500, junk JSON or a time-out', () => Promise.reject(Object.assign(new Error('server'), { kind: 'server' })), FAILED],
  ])('on %s keeps the link usable and says so in Thai', async (_name, outcome, text) => {
    printProductPage();
    const { calls, notices } = startActions({ print: false });
    calls.deleteItem.mockImplementationOnce(outcome);
    click(link());
    await settle();
    expect(notices.$notice.get()).toMatchObject({ kind: 'error', text });
    expect($('.yith-wcwl-add-button')).not.toHaveAttribute('aria-busy');
    // Usable again: the next click sends.
    click(link());
    expect(calls.deleteItem).toHaveBeenCalledTimes(2);
  });

  it("leaves a modified click to the link's own href (the plugin's form handler)", () => {
    printProductPage();
    const { calls } = startActions({ print: false });
    expect(link().getAttribute('href')).toMatch(/^\/product\/roll-on\/\?remove_from_wishlist=231&_wpnonce=\w+$/);
    const event = click(link(), { metaKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(calls.deleteItem).not.toHaveBeenCalled();
  });

  it('leaves a link inside a popup to the popup', () => {
    printProductPage();
    const { calls } = startActions({ print: false });
    document.body.insertAdjacentHTML('beforeend', '<div class="yith-wcwl-popup"><div class="yith-wcwl-remove-button"><a class="delete_item" href="#" data-item-id="9" data-product-id="231">x</a></div></div>');
    click($('.yith-wcwl-popup a.delete_item'));
    expect(calls.deleteItem).not.toHaveBeenCalled();
  });
});
