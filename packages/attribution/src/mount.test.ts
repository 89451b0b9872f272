// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountAttribution } from './mount';
import type { AttributionSession } from './session';

// The first load's hold (issue 17, DESIGN.md "Three layers"): an order placed before the checkouts'
// fields are filled — a classic checkout submit or a block checkout place-order click, before the
// lazy chunk is in or before the checkouts' part is (decision 511) — is held, and replayed once the
// fields are filled; a chunk that cannot load releases it as it was.

type Interactive = typeof import('./interactive');

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.replaceChildren();
});

/**
 * A chunk that arrives when the test says. Its session's checkouts' part (its own chunk) comes when
 * the mount asks for it (`fillCheckouts`), or when the test says (`fillNow`, with `onlyWhenTold`,
 * as on a checkout page where it comes at once), or fails (`failFill`); it fills the source_type
 * input like the real part.
 */
function deferredChunk({ onlyWhenTold = false } = {}) {
  let settleFilled: () => void = () => undefined;
  const checkoutsFilled = new Promise<void>((resolve) => (settleFilled = resolve));
  const tries: Array<(filled: boolean) => void> = [];
  const fillNow = () => {
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="wc_order_attribution_source_type"]')) input.value = 'utm';
    settleFilled();
    tries.splice(0).forEach((answer) => answer(true));
  };
  /** The checkouts' part could not load: each try so far ends unfilled. */
  const failFill = () => tries.splice(0).forEach((answer) => answer(false));
  const session = {
    dispose: vi.fn(),
    checkoutsFilled,
    fillCheckouts: vi.fn(
      () =>
        new Promise<boolean>((answer) => {
          tries.push(answer);
          if (!onlyWhenTold) fillNow();
        }),
    ),
  } satisfies AttributionSession;
  const start = vi.fn((): AttributionSession => session);
  let release: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<Interactive>((resolve, reject) => {
    release = () => resolve({ startAttribution: start } as unknown as Interactive);
    fail = reject;
  });
  return { load: vi.fn(() => promise), start, session, fillNow, failFill, release: () => release(), fail: (error: unknown) => fail(error) };
}

/** Mounted, the visit counted (the count's chunk in and started), the checkouts' part coming only when the test says. */
async function mountCounted() {
  const chunk = deferredChunk({ onlyWhenTold: true });
  unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
  chunk.release();
  await vi.waitFor(() => expect(chunk.start).toHaveBeenCalled());
  return chunk;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The classic checkout: a form with the attribution element and a place-order submit button. */
function classicCheckout() {
  const form = document.createElement('form');
  form.className = 'checkout woocommerce-checkout';
  const inputs = document.createElement('wc-order-attribution-inputs');
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'wc_order_attribution_source_type';
  inputs.append(field);
  const button = document.createElement('button');
  button.type = 'submit';
  button.name = 'woocommerce_checkout_place_order';
  button.value = 'สั่งซื้อ';
  form.append(inputs, button);
  document.body.append(form);
  // What the shop's checkout.js would do with the submit: record it (and stop jsdom's navigation).
  const submitted: Array<{ sourceType: string; submitter: string | null }> = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push({ sourceType: field.value, submitter: (event.submitter as HTMLButtonElement | null)?.name ?? null });
  });
  return { form, button, submitted };
}

/** The block checkout's place-order button (WooCommerce Blocks' class). */
function blockCheckout() {
  const button = document.createElement('button');
  button.className = 'wc-block-components-button wc-block-components-checkout-place-order-button';
  const label = document.createElement('span');
  label.textContent = 'สั่งซื้อ';
  button.append(label);
  document.body.append(button);
  const presses: number[] = [];
  button.addEventListener('click', () => presses.push(document.querySelectorAll('[data-started]').length));
  return { button, label, presses };
}

describe('mountAttribution', () => {
  it('mounts once per page and starts the chunk with the config', async () => {
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    expect(mountAttribution(document.body, { loadInteractive: chunk.load })).toBeUndefined();
    await vi.waitFor(() => expect(chunk.load).toHaveBeenCalled());
    chunk.release();
    await vi.waitFor(() => expect(chunk.start).toHaveBeenCalledTimes(1));
    expect(chunk.start).toHaveBeenCalledWith(document, expect.any(Object));
  });

  it('holds a checkout submit made before the chunk is in and replays it once, fields filled, with its submitter', async () => {
    const { form, button, submitted } = classicCheckout();
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    button.click();
    button.click(); // a double press is still one order
    expect(submitted).toEqual([]);
    chunk.release();
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted).toEqual([{ sourceType: 'utm', submitter: 'woocommerce_checkout_place_order' }]);
    await settle();
    expect(submitted).toHaveLength(1);
    expect(chunk.start).toHaveBeenCalledTimes(1);
    expect(chunk.session.fillCheckouts).toHaveBeenCalled();
    expect(form.isConnected).toBe(true);
  });

  it('lets a submit through untouched once every part runs, and any form WooCommerce did not mark', async () => {
    const chunk = deferredChunk({ onlyWhenTold: true });
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    const search = document.createElement('form');
    const searched = vi.fn((event: Event) => event.preventDefault());
    search.addEventListener('submit', searched);
    document.body.append(search);
    search.requestSubmit();
    expect(searched).toHaveBeenCalledTimes(1);

    chunk.release();
    await vi.waitFor(() => expect(chunk.start).toHaveBeenCalled());
    chunk.fillNow(); // the checkout page's own start
    await settle();
    const { button, submitted } = classicCheckout();
    button.click();
    expect(submitted).toEqual([{ sourceType: '', submitter: 'woocommerce_checkout_place_order' }]);
    expect(chunk.session.fillCheckouts).not.toHaveBeenCalled();
  });

  it('holds a submit made after the visit is counted but before the fields are filled, asks for them now, and replays it once', async () => {
    const { button, submitted } = classicCheckout();
    const chunk = await mountCounted();
    await settle();
    button.click();
    await settle();
    expect(submitted).toEqual([]);
    expect(chunk.session.fillCheckouts).toHaveBeenCalledTimes(1);
    chunk.fillNow();
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted).toEqual([{ sourceType: 'utm', submitter: 'woocommerce_checkout_place_order' }]);
    button.click();
    expect(submitted).toHaveLength(2);
    expect(chunk.start).toHaveBeenCalledTimes(1);
  });

  it('holds a block place-order click made before the fields are filled until they are, then replays it once', async () => {
    const { button, presses } = blockCheckout();
    const chunk = await mountCounted();
    button.click();
    await settle();
    expect(presses).toEqual([]);
    expect(chunk.session.fillCheckouts).toHaveBeenCalledTimes(1);
    chunk.fillNow();
    await vi.waitFor(() => expect(presses).toHaveLength(1));
    await settle();
    expect(presses).toHaveLength(1);
  });

  it('lets a held order go as it was when the fields cannot come, and holds the next one to ask again', async () => {
    const { button, submitted } = classicCheckout();
    const chunk = await mountCounted();
    button.click();
    await settle();
    chunk.failFill();
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted).toEqual([{ sourceType: '', submitter: 'woocommerce_checkout_place_order' }]);
    // The network is back: the next order waits for the fields again, and gets them.
    button.click();
    await settle();
    expect(submitted).toHaveLength(1);
    expect(chunk.session.fillCheckouts).toHaveBeenCalledTimes(2);
    chunk.fillNow();
    await vi.waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[1]).toEqual({ sourceType: 'utm', submitter: 'woocommerce_checkout_place_order' });
  });

  it('lets a held order go as it was when the chunk fails to start (a thrown start never keeps an order)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { button, submitted } = classicCheckout();
    const chunk = deferredChunk();
    chunk.start.mockImplementation(() => {
      throw new Error('broken build');
    });
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    button.click();
    chunk.release();
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted).toEqual([{ sourceType: '', submitter: 'woocommerce_checkout_place_order' }]);
    expect(error).toHaveBeenCalledWith('[Talat] attribution: could not start; the order goes without attribution', expect.any(Error));
  });

  it('lets a held order go once, as it was, when unmounted while its fields are still coming', async () => {
    const { button, submitted } = classicCheckout();
    const chunk = await mountCounted();
    button.click();
    await settle();
    expect(chunk.session.fillCheckouts).toHaveBeenCalledTimes(1);
    unmount!();
    unmount = undefined;
    expect(submitted).toEqual([{ sourceType: '', submitter: 'woocommerce_checkout_place_order' }]);
    expect(chunk.session.dispose).toHaveBeenCalledTimes(1);
    chunk.fillNow();
    await settle();
    expect(submitted).toHaveLength(1);
  });

  it('lets a held order go as it was when unmounted while it waits', async () => {
    const { button, submitted } = classicCheckout();
    const chunk = deferredChunk({ onlyWhenTold: true });
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    button.click();
    await settle();
    expect(submitted).toEqual([]);
    unmount!();
    unmount = undefined;
    expect(submitted).toEqual([{ sourceType: '', submitter: 'woocommerce_checkout_place_order' }]);
    chunk.release();
    chunk.fillNow();
    await settle();
    expect(submitted).toHaveLength(1);
  });

  it('holds a block place-order click (also one on the label inside) and replays it once on the same button', async () => {
    const { label, presses } = blockCheckout();
    const chunk = deferredChunk();
    chunk.start.mockImplementation(() => {
      document.body.dataset.started = '1';
      return chunk.session;
    });
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    label.click();
    label.click();
    expect(presses).toEqual([]);
    chunk.release();
    await vi.waitFor(() => expect(presses).toHaveLength(1));
    // The replayed press came after the chunk started (the store had the values).
    expect(presses).toEqual([1]);
    await settle();
    expect(presses).toHaveLength(1);
  });

  it('holds a modified (Ctrl/⌘/Shift) place-order click the same way: a button has no other meaning for it', async () => {
    const { button, presses } = blockCheckout();
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(presses).toEqual([]);
    chunk.release();
    await vi.waitFor(() => expect(presses).toHaveLength(1));
  });

  it('releases a held submit as it was when the chunk cannot load (the order goes without attribution)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { button, submitted } = classicCheckout();
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    button.click();
    chunk.fail(new Error('offline'));
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted).toEqual([{ sourceType: '', submitter: 'woocommerce_checkout_place_order' }]);
    expect(chunk.start).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    // The next order is held again and asks for the chunk again (a failed load is forgotten).
    const asked = chunk.load.mock.calls.length;
    button.click();
    expect(submitted).toHaveLength(1);
    expect(chunk.load.mock.calls.length).toBeGreaterThan(asked);
    await vi.waitFor(() => expect(submitted).toHaveLength(2));
  });

  it('releases a held block place-order click when the chunk cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { button, presses } = blockCheckout();
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    button.click();
    chunk.fail(new Error('offline'));
    await vi.waitFor(() => expect(presses).toHaveLength(1));
  });

  it('drops the hold when the held form or button left the page (nothing to replay)', async () => {
    const { form, button, submitted } = classicCheckout();
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    button.click();
    form.remove();
    chunk.release();
    await vi.waitFor(() => expect(chunk.start).toHaveBeenCalled());
    await settle();
    expect(submitted).toEqual([]);
  });

  it('disposes the session and stops holding on unmount', async () => {
    const chunk = deferredChunk();
    unmount = mountAttribution(document.body, { loadInteractive: chunk.load });
    chunk.release();
    await vi.waitFor(() => expect(chunk.start).toHaveBeenCalled());
    unmount!();
    unmount = undefined;
    expect(chunk.session.dispose).toHaveBeenCalledTimes(1);
  });
});
