// @vitest-environment jsdom
import { vi } from 'vitest';
import { createFakeShop, listByTag, productLoopItemMarkup, wcAddToCartParams } from '@talat/mocks';
import { clickOn, describeStandDown } from '@talat/mocks/plugin-scripts/stand-down-suite';
import { cartWidget } from './mount';
import { setCartGlobals, useFakeWordPress } from './test-fixtures';

const chunk = vi.hoisted(() => vi.fn());
vi.mock('./interactive', async () => {
  chunk();
  return (await import('@talat/mocks/plugin-scripts/stand-down-suite')).inertChunk(['startCartSession', 'enhanceSideCart']);
});

const fake = useFakeWordPress();
const product = () => listByTag(fake.shop().catalogue, 'InhalantBottle').find((p) => p.stockStatus === 'instock' && p.maxQty === null)!;

describeStandDown('cart', {
  definition: cartWidget,
  page: (doc) => {
    doc.body.innerHTML = `<ul class="products">${productLoopItemMarkup(fake.shop(), product())}</ul>`;
    setCartGlobals(fake.shop());
  },
  params: { handle: 'wc-add-to-cart', name: 'wc_add_to_cart_params', value: wcAddToCartParams(createFakeShop(), { isCart: false, redirectAfterAdd: 'no' }) },
  press: clickOn('a.add_to_cart_button'),
  chunk,
  // add-to-cart.js binds its body handler at jQuery's ready (lines 2, 17-18): a cart mounted after that sees it.
  ran: {
    handle: 'wc-add-to-cart',
    run: (_win, $) => {
      const add = vi.fn();
      $(document.body).on('click', '.add_to_cart_button:not(.wc-interactive)', add);
      return add;
    },
  },
});
