// @vitest-environment jsdom
import { emitHostEvent } from '@talat/core';
import { afterEach, describe, expect, it } from 'vitest';
import { followAddsToCart } from './add-to-cart';

type PageWindow = Window & { wc_add_to_cart_params?: Record<string, unknown> };
const win = window as PageWindow;
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  delete win.wc_add_to_cart_params;
  document.body.innerHTML = '';
});

/** A wishlist page as YITH prints it: the form (a fragment, owner flag in its options) and a table row (research §2.5–2.6). */
const page = (owner: boolean) => `
  <form id="yith-wcwl-form" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options='{"is_user_owner":${owner},"item":"wishlist"}'>
    <table class="shop_table cart wishlist_table" data-id="9" data-token="TOK">
      <tbody class="wishlist-items-wrapper">
        <tr id="yith-wcwl-row-101" data-row-id="101"><td class="product-add-to-cart"><a href="?add-to-cart=101" class="button add_to_cart_button ajax_add_to_cart add_to_cart added" data-product_id="101">เพิ่มลงตะกร้า</a><a class="added_to_cart" href="/cart/">ดูตะกร้า</a></td></tr>
        <tr id="yith-wcwl-row-102" data-row-id="102"><td class="product-add-to-cart"><a href="?add-to-cart=102" class="button ajax_add_to_cart" data-product_id="102">เพิ่มลงตะกร้า</a></td></tr>
      </tbody>
    </table>
  </form>
  <ul class="products"><li><a class="button ajax_add_to_cart" data-product_id="7" href="?add-to-cart=7">เพิ่มลงตะกร้า</a></li></ul>`;
const config = { redirectToCart: 'no' as const, removeAfterAddToCart: true };
const MESSAGE = 'เพิ่มสินค้าลงตะกร้าเรียบร้อยแล้ว';
const rowButton = (id: number) => document.querySelector<HTMLElement>(`#yith-wcwl-row-${id} .ajax_add_to_cart`)!;

describe('§4 Wishlist add to cart, on WooCommerce’s add-to-cart events', () => {
  it('tells the server the row and list, and holds the redirect at the wishlist’s "no" only while that add runs', () => {
    document.body.innerHTML = page(true);
    win.wc_add_to_cart_params = { cart_redirect_after_add: 'yes', cart_url: '/cart/' };
    stop = followAddsToCart(document, config, { addedMessage: MESSAGE });
    const data: Record<string, string> = { product_id: '101', quantity: '1' };
    emitHostEvent('adding_to_cart', [rowButton(101), data]);
    expect(data).toEqual({ product_id: '101', quantity: '1', remove_from_wishlist_after_add_to_cart: '101', wishlist_id: '9' });
    expect(win.wc_add_to_cart_params).toEqual({ cart_redirect_after_add: 'no', cart_url: '/cart/' });
    emitHostEvent('added_to_cart', [{}, 'hash', rowButton(101)]);
    expect(win.wc_add_to_cart_params).toEqual({ cart_redirect_after_add: 'yes', cart_url: '/cart/' });
  });

  it('puts the shop’s setting back at the next add even when the wishlist’s add failed, and leaves other adds alone', () => {
    document.body.innerHTML = page(true);
    stop = followAddsToCart(document, config, { addedMessage: MESSAGE });
    emitHostEvent('adding_to_cart', [rowButton(101), {}]);
    expect(win.wc_add_to_cart_params).toEqual({ cart_redirect_after_add: 'no' });
    // No added_to_cart came (the add failed); a listing button is added next.
    const data: Record<string, string> = { product_id: '7' };
    emitHostEvent('adding_to_cart', [document.querySelector('.products .ajax_add_to_cart'), data]);
    expect(win.wc_add_to_cart_params).toBeUndefined();
    expect(data).toEqual({ product_id: '7' });
  });

  it('removes the row for the owner, cleans the button, and says it in a WooCommerce notice above the wishlist', () => {
    document.body.innerHTML = page(true);
    stop = followAddsToCart(document, config, { addedMessage: MESSAGE });
    const button = rowButton(101);
    button.focus();
    emitHostEvent('adding_to_cart', [button, {}]);
    emitHostEvent('added_to_cart', [{}, 'hash', button]);
    expect(document.getElementById('yith-wcwl-row-101')).toBeNull();
    expect(document.activeElement).toBe(rowButton(102));
    const notice = document.querySelector('#yith-wcwl-form > .woocommerce-notices-wrapper > .woocommerce-message[role="alert"]');
    expect(notice?.textContent).toBe(MESSAGE);
  });

  it('keeps the row for a visitor who does not own the list, or with the setting off', () => {
    document.body.innerHTML = page(false);
    stop = followAddsToCart(document, config, { addedMessage: MESSAGE });
    emitHostEvent('added_to_cart', [{}, 'hash', rowButton(101)]);
    expect(document.getElementById('yith-wcwl-row-101')).not.toBeNull();
    expect(rowButton(101).classList.contains('added')).toBe(false);
    expect(document.querySelector('#yith-wcwl-row-101 .added_to_cart')).toBeNull();
    stop();
    document.body.innerHTML = page(true);
    stop = followAddsToCart(document, { ...config, removeAfterAddToCart: false }, { addedMessage: MESSAGE });
    emitHostEvent('added_to_cart', [{}, 'hash', rowButton(101)]);
    expect(document.getElementById('yith-wcwl-row-101')).not.toBeNull();
  });

  it('replaces the current WooCommerce notice rather than adding a second one, and says nothing off the wishlist page', () => {
    document.body.innerHTML = `<div class="woocommerce-message" role="alert">“A” ถูกเพิ่มลงในตะกร้าแล้ว</div>${page(true)}`;
    stop = followAddsToCart(document, config, { addedMessage: MESSAGE });
    emitHostEvent('added_to_cart', [{}, 'hash', document.querySelector('.products .ajax_add_to_cart')]);
    expect([...document.querySelectorAll('.woocommerce-message')].map((notice) => notice.textContent)).toEqual([MESSAGE]);
    stop();
    document.body.innerHTML = '<ul class="products"><li><a class="ajax_add_to_cart">x</a></li></ul>';
    stop = followAddsToCart(document, config, { addedMessage: MESSAGE });
    emitHostEvent('added_to_cart', [{}, 'hash', document.querySelector('.ajax_add_to_cart')]);
    expect(document.querySelector('.woocommerce-message')).toBeNull();
  });
});
