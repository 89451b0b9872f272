// @vitest-environment jsdom
import { vi } from 'vitest';
import { submitOn, describeStandDown } from '@talat/mocks/plugin-scripts/stand-down-suite';
import { attributionWidget } from './mount';

const chunk = vi.hoisted(() => vi.fn());
// A session that counts nothing and has its fields filled at once (the suite's inert chunk returns
// no promises, and the first load waits on the session's).
vi.mock('./interactive', () => {
  chunk();
  return { startAttribution: () => ({ dispose: () => undefined, checkoutsFilled: Promise.resolve(), fillCheckouts: () => Promise.resolve(true) }) };
});

/** The classic checkout: a form with WooCommerce's attribution element and a place-order button. */
const CHECKOUT =
  '<form class="checkout woocommerce-checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs><button type="submit" name="woocommerce_checkout_place_order">สั่งซื้อ</button></form>';

describeStandDown('attribution', {
  definition: attributionWidget,
  page: (doc) => void (doc.body.innerHTML = CHECKOUT),
  params: {
    handle: 'wc-order-attribution',
    name: 'wc_order_attribution',
    value: { params: { lifetime: 1.0e-5, session: 30, base64: false, allowTracking: 'yes', prefix: 'wc_order_attribution_' }, fields: { source_type: 'current.typ' } },
  },
  press: submitOn('form.checkout'),
  chunk,
  // order-attribution.js adds setOrderTracking to its params object as it runs (line 73); it handles no press.
  ran: {
    handle: 'wc-order-attribution',
    run: (win) => {
      Object.assign(win.wc_order_attribution as object, { setOrderTracking: vi.fn() });
      return undefined;
    },
  },
});
