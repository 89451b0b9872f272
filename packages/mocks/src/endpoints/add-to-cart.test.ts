import { describe, expect, it } from 'vitest';
import { cartHash, cartItemKey } from '../cart/cart-keys';
import { getCart } from '../cart/cart-state';
import { cartFragments } from '../cart/markup/fragments';
import { takeCartNotices } from '../cart/notices';
import { CAPPED, cartShop, HIDDEN, LOT, PLAIN, SOLD_OUT } from '../cart/test-fixtures';
import { createFakeShop } from '../shop';
import { BASE, readJson, wcAjaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const ME = 'wp_woocommerce_session_talat=me';

async function post(shop = cartShop(), params: Record<string, string>, cookie = ME) {
  const response = await createFakeWordPress(shop).handle(wcAjaxPost('add_to_cart', params, cookie));
  if (!response) throw new Error('not handled');
  return { shop, response, body: response.status === 200 && response.headers.get('Content-Type')?.startsWith('application/json') ? await readJson(response) : await response.text() };
}

const quantities = (shop: ReturnType<typeof cartShop>) => getCart(shop, 'me').lines.map((l) => [l.productId, l.quantity]);

describe('§7 Cart: add_to_cart', () => {
  it('adds the product and answers the fragments, the hash and the cookies', async () => {
    const { shop, response, body } = await post(undefined, {
      product_id: String(PLAIN.id),
      quantity: '2',
      product_sku: PLAIN.sku,
      success_message: 'ignored',
    });
    const hash = cartHash(getCart(shop, 'me').lines);
    expect(body).toEqual({ fragments: cartFragments(shop, 'me'), cart_hash: hash });
    expect(response.headers.getSetCookie()).toEqual(['woocommerce_items_in_cart=1; path=/', `woocommerce_cart_hash=${hash}; path=/`]);
    expect(getCart(shop, 'me').lines).toEqual([{ key: cartItemKey(PLAIN.id), productId: PLAIN.id, quantity: 2 }]);
  });

  it("takes quantity 1 when it is missing, '' or '0' (PHP empty()), and raises a new line to the minimum", async () => {
    const shop = cartShop();
    await post(shop, { product_id: String(PLAIN.id) });
    await post(shop, { product_id: String(PLAIN.id), quantity: '' });
    await post(shop, { product_id: String(PLAIN.id), quantity: '0' });
    await post(shop, { product_id: String(LOT.id), quantity: '1' });
    expect(quantities(shop)).toEqual([
      [PLAIN.id, 3],
      [LOT.id, 10],
    ]);
  });

  it('refuses an out-of-stock product with error and its product_url, queueing the notice', async () => {
    const { shop, response, body } = await post(undefined, { product_id: String(SOLD_OUT.id) });
    expect(response.status).toBe(200);
    expect(body).toEqual({ error: true, product_url: '/product/pump-30ml/' });
    expect(quantities(shop)).toEqual([]);
    expect(takeCartNotices(shop, 'me')).toEqual([{ type: 'error', text: `ไม่สามารถเพิ่ม “${SOLD_OUT.name}” ลงในตะกร้าได้ เนื่องจากสินค้าหมด` }]);
  });

  it('refuses an add past the maximum and leaves the line as it was', async () => {
    const shop = cartShop();
    await post(shop, { product_id: String(CAPPED.id), quantity: '3' });
    const { body } = await post(shop, { product_id: String(CAPPED.id), quantity: '1' });
    expect(body).toEqual({ error: true, product_url: `/product/${CAPPED.slug}/` });
    expect(quantities(shop)).toEqual([[CAPPED.id, 3]]);
  });

  it('refuses an unknown product with the shop URL, a hidden one with its own page', async () => {
    expect((await post(undefined, { product_id: '424242' })).body).toEqual({ error: true, product_url: '/shop/' });
    expect((await post(undefined, { product_id: 'abc' })).body).toEqual({ error: true, product_url: '/shop/' });
    expect((await post(undefined, { product_id: String(HIDDEN.id) })).body).toEqual({ error: true, product_url: '/product/hidden-product/' });
    expect((await post(createFakeShop(), { product_id: '9999' })).body).toEqual({ error: true, product_url: '/product/hostile-title/' });
  });

  it('answers 200 with an empty body when product_id is missing, or the call is a GET', async () => {
    const { response, body } = await post(undefined, { quantity: '1' });
    expect(response.status).toBe(200);
    expect(body).toBe('');
    const get = await createFakeWordPress(cartShop()).handle(new Request(`${BASE}/?wc-ajax=add_to_cart&product_id=${PLAIN.id}`));
    expect(await get?.text()).toBe('');
  });

  it('queues the "added" notice for the cart page only when redirect-after-add is on', async () => {
    const on = await post(undefined, { product_id: String(PLAIN.id) });
    expect(takeCartNotices(on.shop, 'me')).toEqual([{ type: 'success', text: `“${PLAIN.name}” ถูกเพิ่มลงในตะกร้าแล้ว` }]);
    const off = createFakeShop({ catalogue: cartShop().catalogue, settings: { cart: { redirectAfterAdd: 'no' } } });
    await post(off, { product_id: String(PLAIN.id) });
    expect(takeCartNotices(off, 'me')).toEqual([]);
  });

  it('uses the shared guest cart without a session cookie', async () => {
    const shop = cartShop();
    await post(shop, { product_id: String(PLAIN.id) }, '');
    expect(getCart(shop, 'guest').lines).toHaveLength(1);
    expect(getCart(shop, 'me').lines).toHaveLength(0);
  });
});
