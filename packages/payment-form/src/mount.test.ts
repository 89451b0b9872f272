// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPaymentForm } from './mount';
import type { PaymentSession } from './session';

// The first load (no framework, no network): the form's submit and its order and slip events
// claimed at once and handed to the session once its chunk is in; the plugin's post when not.

type Interactive = typeof import('./interactive');

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  delete (window as unknown as Record<string, unknown>).WCP;
  document.body.innerHTML = '';
});

const FORM = `<form method="POST" class="wcp-form"><input type="number" id="wcp-order" name="order"><input type="file" id="wcp-slip" name="slip"><button type="submit">ส่ง</button></form>`;

function setup(withConfig = true) {
  if (withConfig) (window as unknown as Record<string, unknown>).WCP = { ajaxurl: '/wp-admin/admin-ajax.php', check_order_nonce: 'n', current_date: '24-11-2026' };
  document.body.innerHTML = FORM;
  const form = document.querySelector('form') as HTMLFormElement;
  const session = { submit: vi.fn(), orderInput: vi.fn(), slipChange: vi.fn(), dispose: vi.fn() } satisfies PaymentSession;
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const start = vi.fn(() => session);
  const chunk = new Promise<Interactive>((res, rej) => {
    resolve = () => res({ startPaymentSession: start } as unknown as Interactive);
    reject = rej;
  });
  const load = vi.fn(() => chunk);
  return { form, session, start, load, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payment form first load', () => {
  it('leaves the form alone when the page has no config', () => {
    const { form, load } = setup(false);
    expect(mountPaymentForm(form, { loadInteractive: load })).toBeUndefined();
  });

  it("reads the plugin's WCP global and claims a submit before the chunk is in, replaying it after", async () => {
    const { form, session, start, load, resolve } = setup();
    unmount = mountPaymentForm(form, { loadInteractive: load });
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(session.submit).not.toHaveBeenCalled();
    resolve();
    await flush();
    expect(session.submit).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(form, expect.objectContaining({ ajaxUrl: '/wp-admin/admin-ajax.php', checkOrderNonce: 'n', currentDate: '24-11-2026' }), undefined);
  });

  it('hands order input, order clicks and slip changes to the session', async () => {
    const { form, session, load, resolve } = setup();
    unmount = mountPaymentForm(form, { loadInteractive: load });
    resolve();
    const order = form.querySelector('#wcp-order') as HTMLInputElement;
    order.dispatchEvent(new Event('input', { bubbles: true }));
    order.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    form.querySelector('#wcp-slip')?.dispatchEvent(new Event('change', { bubbles: true }));
    await flush();
    expect(session.orderInput).toHaveBeenCalledTimes(2);
    expect(session.slipChange).toHaveBeenCalledTimes(1);
  });

  it('posts the form as the plugin printed it when the chunk cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { form, load, reject } = setup();
    const native = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    unmount = mountPaymentForm(form, { loadInteractive: load });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    reject(new Error('offline'));
    await vi.waitFor(() => expect(native).toHaveBeenCalledTimes(1));
    // The claim is off now: the next submit is not prevented.
    const next = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
  });
});
