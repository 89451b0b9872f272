import { describe, expect, it } from 'vitest';
import { addToCart } from '../cart/add-to-cart';
import { cartHash, cartItemKey } from '../cart/cart-keys';
import { getCart } from '../cart/cart-state';
import { cartFragments } from '../cart/markup/fragments';
import { cartShop, LOT, PLAIN } from '../cart/test-fixtures';
import { readJson, wcAjaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const ME = 'wp_woocommerce_session_talat=me';
const NONCE = '7d1e9c4b2a';

function setup() {
  const shop = cartShop();
  addToCart(shop, 'me', PLAIN.id);
  addToCart(shop, 'me', LOT.id);
  const update = (params: Record<string, string>) =>
    createFakeWordPress(shop).handle(wcAjaxPost('taiowc_update_item_quantity', params, ME));
  const quantities = () => getCart(shop, 'me').lines.map((l) => l.quantity);
  return { shop, update, quantities };
}

describe('§7 Cart: taiowc_update_item_quantity', () => {
  it('refuses a wrong or missing nonce with -1 and 403, changing nothing', async () => {
    const { update, quantities } = setup();
    for (const params of [
      { cart_key: cartItemKey(PLAIN.id), new_qty: '5', security: 'stale' } as Record<string, string>,
      { cart_key: cartItemKey(PLAIN.id), new_qty: '5' },
    ]) {
      const response = await update(params);
      expect(response?.status).toBe(403);
      expect(await response?.text()).toBe('-1');
      expect(response?.headers.getSetCookie()).toEqual([]);
    }
    expect(quantities()).toEqual([1, 10]);
  });

  it("sets the quantity and answers the fragments with the 'updated' notice", async () => {
    const { shop, update, quantities } = setup();
    const response = await update({ cart_key: cartItemKey(PLAIN.id), new_qty: '4', security: NONCE });
    expect(quantities()).toEqual([4, 10]);
    const hash = cartHash(getCart(shop, 'me').lines);
    expect(await readJson(response)).toEqual({
      fragments: cartFragments(shop, 'me', { type: 'success', text: 'อัปเดตตะกร้าแล้ว' }),
      cart_hash: hash,
    });
    expect(response?.headers.getSetCookie()).toEqual(['woocommerce_items_in_cart=1; path=/', `woocommerce_cart_hash=${hash}; path=/`]);
  });

  it('puts the notice inside the notice container fragment', async () => {
    const { update } = setup();
    const body = (await readJson(await update({ cart_key: cartItemKey(PLAIN.id), new_qty: '2', security: NONCE }))) as {
      fragments: Record<string, string>;
    };
    expect(body.fragments['.taiowc-notice-container']).toBe(
      '<div class="taiowc-notice-container" data-section="cart"><ul class="taiowc-notices"><li class="taiowc-notice-success">อัปเดตตะกร้าแล้ว</li></ul></div>',
    );
  });

  it("removes the line at 0 with the 'removed' notice", async () => {
    const { update, quantities } = setup();
    const body = (await readJson(await update({ cart_key: cartItemKey(LOT.id), new_qty: '0', security: NONCE }))) as {
      fragments: Record<string, string>;
    };
    expect(quantities()).toEqual([1]);
    expect(body.fragments['.taiowc-notice-container']).toContain('<li class="taiowc-notice-success">ลบสินค้าแล้ว</li>');
  });

  it('clamps to the limits of the product', async () => {
    const { update, quantities } = setup();
    await update({ cart_key: cartItemKey(LOT.id), new_qty: '9000', security: NONCE });
    expect(quantities()).toEqual([1, 500]);
    await update({ cart_key: cartItemKey(LOT.id), new_qty: '3', security: NONCE });
    expect(quantities()).toEqual([1, 10]);
  });

  it('changes nothing, and shows no notice, for an unknown key or a missing quantity', async () => {
    const { shop, update, quantities } = setup();
    for (const params of [
      { cart_key: 'nope', new_qty: '3', security: NONCE } as Record<string, string>,
      { cart_key: cartItemKey(PLAIN.id), security: NONCE },
      { cart_key: cartItemKey(PLAIN.id), new_qty: '', security: NONCE },
    ]) {
      const body = await readJson(await update(params));
      expect(body).toEqual({ fragments: cartFragments(shop, 'me'), cart_hash: cartHash(getCart(shop, 'me').lines) });
    }
    expect(quantities()).toEqual([1, 10]);
  });
});
