/**
 * Checkout on the real shop, classic (the [woocommerce_checkout] shortcode) and WooCommerce's block
 * checkout, after a campaign landing: a cash-on-delivery order is placed, and the order's
 * `_wc_order_attribution_*` meta WooCommerce stores must equal what it stores with its own
 * order-attribution.js and sourcebuster on the same visit (SPEC §3 Order attribution, §7).
 */
import type { Page, Response } from 'playwright-core';
import { assert, assertEqual, check } from '../../support';
import { query } from '../shop';
import { inBothModes, type Flow } from './flow';

interface Order {
  status: string;
  payment: string;
  lines: Array<{ product: number; quantity: number }>;
  attribution: Record<string, string>;
  createdVia: string;
}

const LANDING = '/?utm_source=line&utm_medium=social&utm_campaign=songkran&utm_content=banner&utm_id=42&utm_term=ยาดม';

const ADDRESS = { first: 'สมหญิง', last: 'รักดี', address: '12 ถนนสีลม', city: 'กรุงเทพมหานคร', postcode: '10500', phone: '0898765432', email: 'somying@example.invalid' };

/** The classic checkout form, as a shopper fills it (Thailand and Bangkok are the store's defaults). */
async function fillClassic(page: Page): Promise<void> {
  await page.fill('#billing_first_name', ADDRESS.first);
  await page.fill('#billing_last_name', ADDRESS.last);
  await page.fill('#billing_address_1', ADDRESS.address);
  await page.fill('#billing_city', ADDRESS.city);
  await page.fill('#billing_postcode', ADDRESS.postcode);
  await page.fill('#billing_phone', ADDRESS.phone);
  await page.fill('#billing_email', ADDRESS.email);
  // The theme draws its own radio: the shopper picks the method by its label.
  await page.click('label[for="payment_method_cod"]');
}

/** WooCommerce's block checkout: its own React form (contact, the address — billing or shipping, as the cart needs —, payment). */
async function fillBlocks(page: Page): Promise<void> {
  await page.fill('#email', ADDRESS.email);
  const prefix = (await page.locator('#shipping-first_name').count()) ? 'shipping' : 'billing';
  await page.fill(`#${prefix}-first_name`, ADDRESS.first);
  await page.fill(`#${prefix}-last_name`, ADDRESS.last);
  await page.fill(`#${prefix}-address_1`, ADDRESS.address);
  await page.fill(`#${prefix}-city`, ADDRESS.city);
  await page.fill(`#${prefix}-postcode`, ADDRESS.postcode);
  await page.fill(`#${prefix}-phone`, ADDRESS.phone);
  await page.click('label[for="radio-control-wc-payment-method-options-cod"]');
}

/**
 * The block checkout's Place Order: disabled while the form saves what was typed (its batch calls),
 * and a press while it is busy is dropped. Pressed when enabled, again if nothing was sent, as a
 * shopper presses again.
 */
async function pressPlaceOrder(page: Page): Promise<Response> {
  const button = page.locator('.wc-block-components-checkout-place-order-button');
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForFunction(() => document.querySelector('.wc-block-components-checkout-place-order-button')?.getAttribute('aria-disabled') !== 'true', undefined, { timeout: 15_000 });
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && /\/wc\/store\/v1\/checkout/.test(response.url()), { timeout: 10_000 });
    await button.click();
    const reply = await answer.catch((error: unknown) => {
      if (attempt >= 3) throw error;
      return undefined;
    });
    if (reply) return reply;
  }
}

async function placeOrder(page: Page, origin: string, blocks: boolean): Promise<number> {
  const before = query<{ lastOrder: number }>('state').lastOrder;
  await page.goto(`${origin}${LANDING}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.goto(`${origin}/product-tag/inhalantbottle/`, { waitUntil: 'load' });
  const product = query<{ products: Array<{ id: number; sku: string }> }>('state').products.find((item) => item.sku === 'IB-ROLL-3')!;
  await page.goto(`${origin}/?add-to-cart=${product.id}&quantity=2`, { waitUntil: 'load' });
  await page.goto(`${origin}/${blocks ? 'checkout-block' : 'checkout'}/`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if (blocks) {
    await fillBlocks(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const reply = await pressPlaceOrder(page);
    if (reply.status() >= 300) throw new Error(`the Store API's checkout answered ${reply.status()}: ${(await reply.text()).slice(0, 300)}`);
  } else {
    await fillClassic(page);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.click('#place_order');
  }
  await page.waitForURL(/order-received/, { timeout: 30_000 });
  const placed = query<number[]>('orders-after', before);
  assert(placed.length === 1, `${placed.length} orders placed`);
  return placed[0]!;
}

/** The attribution meta with what differs between two visits by their time: the session's start. */
function comparable(order: Order | null): Order | null {
  if (!order) return order;
  const { session_start_time: start, ...rest } = order.attribution;
  assert(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(start ?? ''), `session_start_time ${JSON.stringify(start)}`);
  return { ...order, attribution: { ...rest, session_start_time: '<time>' } };
}

export const checkoutFlow: Flow = {
  name: 'checkout',
  async run(context) {
    // The classic and the block checkout on Twenty Twenty-One, and the block checkout on the block theme (point 5).
    const variants = [
      { blocks: false, kind: 'classic checkout', options: {} },
      { blocks: true, kind: 'block checkout', options: { blockCheckout: true } },
      { blocks: true, kind: 'block checkout on Twenty Twenty-Four', options: { blockCheckout: true, theme: 'twentytwentyfour' as const } },
    ];
    for (const { blocks, kind, options } of variants) {
      const runs = await inBothModes(context, options, async ({ page, origin }) => comparable(query<Order | null>('order', await placeOrder(page, origin, blocks))));
      check(`${kind}: a utm landing, then a cash-on-delivery order, with Talat and with WooCommerce's own scripts`, () => {
        assert(!runs.talat.error, `Talat: ${runs.talat.error}`);
        assert(!runs.own.error, `WooCommerce's scripts: ${runs.own.error}`);
        assertEqual(runs.talat.result?.payment, 'cod', 'payment method');
      });
      check(`${kind}: the order's _wc_order_attribution_* meta equals what WooCommerce's order-attribution.js stores for the same visit`, () => {
        const talat = runs.talat.result?.attribution ?? {};
        assertEqual(talat.source_type, 'utm', 'source_type');
        assertEqual([talat.utm_source, talat.utm_medium, talat.utm_campaign], ['line', 'social', 'songkran'], 'source, medium, campaign');
        assertEqual(talat, runs.own.result?.attribution, 'attribution meta');
      });
      check(`${kind}: the same order (lines, status, how it was created)`, () => {
        const withoutAttribution = (order: Order | null | undefined) => order && { ...order, attribution: undefined };
        assertEqual(withoutAttribution(runs.talat.result), withoutAttribution(runs.own.result), 'the order');
      });
      check(`${kind}: no console error with Talat`, () => {
        assertEqual(runs.talat.console.filter((line) => /^(error|uncaught)/.test(line)), [], 'console');
      });
    }
  },
};
