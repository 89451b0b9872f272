import { describe, expect, it } from 'vitest';
import { addToCart } from '../cart/add-to-cart';
import { cartHash } from '../cart/cart-keys';
import { getCart } from '../cart/cart-state';
import { orderReviewTableMarkup } from '../cart/markup/order-review';
import { cartShop, PLAIN } from '../cart/test-fixtures';
import { readJson, wcAjaxPost } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const ME = 'wp_woocommerce_session_talat=me';
const NONCE = '5f3a8e1c9b';

describe('update_order_review (checkout totals after a cart change, §2.7)', () => {
  it('answers the review table as a fragment, with the cart cookies', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id, 2);
    const response = await createFakeWordPress(shop).handle(wcAjaxPost('update_order_review', { security: NONCE }, ME));
    expect(await readJson(response)).toEqual({
      result: 'success',
      messages: '',
      reload: false,
      fragments: { '.woocommerce-checkout-review-order-table': orderReviewTableMarkup(shop, 'me') },
    });
    expect(response?.headers.getSetCookie()).toContain(`woocommerce_cart_hash=${cartHash(getCart(shop, 'me').lines)}; path=/`);
  });

  it('refuses a wrong nonce with -1 and 403', async () => {
    const shop = cartShop();
    addToCart(shop, 'me', PLAIN.id);
    const response = await createFakeWordPress(shop).handle(wcAjaxPost('update_order_review', { security: 'x' }, ME));
    expect(response?.status).toBe(403);
    expect(await response?.text()).toBe('-1');
  });

  it('answers the "session expired" notice in place of the form once the cart is empty', async () => {
    const response = await createFakeWordPress(cartShop()).handle(wcAjaxPost('update_order_review', { security: NONCE }, ME));
    expect(await readJson(response)).toEqual({
      fragments: {
        'form.woocommerce-checkout':
          '<div class="woocommerce-error">ขออภัย เซสชันของคุณหมดอายุแล้ว <a href="/shop/" class="wc-backward">กลับไปที่ร้านค้า</a></div>',
      },
    });
  });
});
