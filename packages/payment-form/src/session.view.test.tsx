// @vitest-environment jsdom
import type { PaymentCalls } from '@talat/client/payment';
import { TalatRequestError } from '@talat/client';
import type { MarkupDoor } from '@talat/core';
import { createFakeShop, PAYMENT_NONCES, paymentFormMarkup } from '@talat/mocks';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentFormConfig } from './config';
import { startPaymentSession, type PaymentSession } from './session';

// The session on the fake's own form markup (research §1), calls stubbed (§4, §5, §7, §8 Payment
// confirmation). The e2e suite drives the same in Chromium.

const shop = createFakeShop();
const config: PaymentFormConfig = { ajaxUrl: '/wp-admin/admin-ajax.php', checkOrderNonce: 'n-1', currentDate: '24-11-2026' };
const door: MarkupDoor = {
  fill: (target, html) => {
    target.textContent = `door:${html}`;
  },
  replace: () => null,
  replaceFromPage: () => null,
  fillDocument: () => undefined,
};
const urls = { createObjectURL: vi.fn(() => 'blob:slip'), revokeObjectURL: vi.fn() };

let session: PaymentSession | undefined;
afterEach(() => {
  act(() => session?.dispose());
  session = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function start(calls: Partial<PaymentCalls>, orderField: 'select' | 'text' = 'select', orderId: number | undefined = orderField === 'text' ? undefined : 1024) {
  document.documentElement.lang = 'th';
  document.body.innerHTML = paymentFormMarkup(shop, { orderField, ...(orderId === undefined ? {} : { orderId }) });
  const form = document.querySelector('form') as HTMLFormElement;
  const full = { checkOrder: vi.fn(), confirmPayment: vi.fn(), ...calls } as PaymentCalls;
  act(() => {
    session = startPaymentSession(form, config, { calls: full, loadDoor: async () => door, urls });
  });
  return { form, calls: full, el: <T extends HTMLElement>(id: string) => document.getElementById(id) as T };
}

function chooseSlip(input: HTMLInputElement, file: File) {
  const list = { 0: file, length: 1, item: () => file } as unknown as FileList;
  Object.defineProperty(input, 'files', { configurable: true, get: () => list });
  // jsdom cannot set files; clearing the value (as the session does) empties the list.
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => 'C:\\fakepath\\x',
    set: () => {
      Object.defineProperty(input, 'files', { configurable: true, get: () => ({ length: 0 }) });
    },
  });
}

describe('payment form session', () => {
  it("turns the date and time into the shop's text fields, the date defaulting to current_date as dd/mm/yy", () => {
    const { el } = start({});
    const date = el<HTMLInputElement>('wcp-date');
    expect([date.type, date.value]).toEqual(['text', '24/11/2026']);
    expect(el<HTMLInputElement>('wcp-time').type).toBe('text');
    // The plugin's date label points at 'wcp-datetime'; the session names the field with it.
    expect(document.querySelector('label[for="wcp-date"]')?.textContent).toContain('วันที่โอน');
  });

  it("fills an empty amount from the select's first order at once (the plugin left it empty)", () => {
    const { el } = start({}, 'select', undefined);
    expect(el<HTMLSelectElement>('wcp-order').value).toBe('1024');
    expect(el<HTMLInputElement>('wcp-amount').value).toBe('1250');
  });

  it('a total with satang (WooCommerce prints 97.50) fills an amount the form can send: the plugin\'s number input has no step, so 97.50 was a step mismatch and the browser held the form', () => {
    document.documentElement.lang = 'th';
    document.body.innerHTML = paymentFormMarkup(shop, { orderField: 'select' }).replace('data-total="1250"', 'data-total="97.50"');
    const form = document.querySelector('form') as HTMLFormElement;
    const amount = document.getElementById('wcp-amount') as HTMLInputElement;
    amount.value = '97.50';
    expect(amount.validity.stepMismatch).toBe(true);
    amount.value = '';
    act(() => {
      session = startPaymentSession(form, config, { calls: { checkOrder: vi.fn(), confirmPayment: vi.fn() } as PaymentCalls, loadDoor: async () => door, urls });
    });
    expect([amount.value, amount.step, amount.validity.valid]).toEqual(['97.50', 'any', true]);
    act(() => session?.dispose());
    session = undefined;
    expect(amount.hasAttribute('step')).toBe(false);
  });

  it('keeps a step the template printed', () => {
    document.documentElement.lang = 'th';
    document.body.innerHTML = paymentFormMarkup(shop, { orderField: 'select' }).replace('id="wcp-amount"', 'id="wcp-amount" step="0.01"');
    const form = document.querySelector('form') as HTMLFormElement;
    act(() => {
      session = startPaymentSession(form, config, { calls: { checkOrder: vi.fn(), confirmPayment: vi.fn() } as PaymentCalls, loadDoor: async () => door, urls });
    });
    expect((document.getElementById('wcp-amount') as HTMLInputElement).step).toBe('0.01');
  });

  it("fills the amount from the chosen option's data-total (§2.9)", () => {
    const { el } = start({});
    const select = el<HTMLSelectElement>('wcp-order');
    select.value = '1040';
    act(() => session?.orderInput());
    expect(el<HTMLInputElement>('wcp-amount').value).toBe('12840');
    expect(document.getElementById('talat-payment-hint-amount')?.textContent).toBe('ยอดที่ต้องชำระ ฿12,840.00');
  });

  it('checks a typed order id after the pause and fills the amount; shows errors under the order field', async () => {
    vi.useFakeTimers();
    const checkOrder = vi.fn().mockResolvedValueOnce({ total: '389.50' }).mockResolvedValueOnce({ errors: 'ไม่พบคำสั่งซื้อนี้' });
    const { el } = start({ checkOrder }, 'text');
    const order = el<HTMLInputElement>('wcp-order');
    order.value = '1031';
    session?.orderInput();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(checkOrder).toHaveBeenCalledWith({ order_id: '1031', security: 'n-1' }, { signal: expect.any(AbortSignal) });
    expect(el<HTMLInputElement>('wcp-amount').value).toBe('389.50');
    order.value = '5';
    session?.orderInput();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(document.getElementById('talat-payment-error-order-check')?.textContent).toBe('ไม่พบคำสั่งซื้อนี้');
    expect(order.getAttribute('aria-invalid')).toBe('true');
    expect(order.getAttribute('aria-describedby')).toContain('talat-payment-error-order-check');
  });

  it('refuses a slip over 2 MB: input cleared, the Thai message under the slip field, no preview', () => {
    const { el } = start({});
    const slip = el<HTMLInputElement>('wcp-slip');
    chooseSlip(slip, new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' }));
    act(() => session?.slipChange());
    expect(slip.files?.length).toBe(0);
    const error = document.getElementById('talat-payment-error-slip-size');
    expect(error?.textContent).toBe('ขนาดไฟล์อัปโหลดสูงสุด 2 MB');
    expect(error?.closest('.wcp-form-group')?.contains(slip)).toBe(true);
    expect(slip.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('img.talat-payment-slip-preview')).toBeNull();
  });

  it('previews an image slip through an object URL', () => {
    const { el } = start({});
    chooseSlip(el<HTMLInputElement>('wcp-slip'), new File(['x'], 'slip.png', { type: 'image/png' }));
    act(() => session?.slipChange());
    expect(document.querySelector<HTMLImageElement>('img.talat-payment-slip-preview')?.src).toBe('blob:slip');
  });

  it('sends the form with the date as yyyy-mm-dd and the time as HH:MM; success fills the response through the door and clears date, time, slip, amount', async () => {
    let sent: FormData | undefined;
    const confirmPayment = vi.fn(async (data: FormData) => {
      sent = data;
      return { errors: {}, success: '<p>ok</p>' };
    });
    const { el } = start({ confirmPayment });
    el<HTMLInputElement>('wcp-time').value = '9.05';
    act(() => session?.submit());
    await waitFor(() => expect(document.querySelector('.wcp-form-response')?.textContent).toBe('door:<p>ok</p>'));
    expect(sent?.get('date')).toBe('2026-11-24');
    expect(sent?.get('time')).toBe('09:05');
    expect(sent?.get('action')).toBe('wcp_confirm_payment');
    expect(sent?.get('order')).toBe('1024');
    expect(['wcp-date', 'wcp-time', 'wcp-amount'].map((id) => el<HTMLInputElement>(id).value)).toEqual(['', '', '']);
    expect(el<HTMLInputElement>('wcp-name').value).toBe('สมหญิง ใจดี');
  });

  // The real shop: `new FormData(form)` put an empty file part in for the empty slip input, which
  // PHP reads as $_FILES['slip'] with error 4 and type '', and the plugin answered 'this file type is
  // not supported'. Its own script (jquery.form 3.51's formToArray, research §2) sends the text ''
  // in the slip's place; PHP keeps that in $_POST, so no slip is no slip (§7 Payment confirmation).
  it("sends, without a slip, what the plugin's script sends: every field in the form's order, slip as the text '', no file part", async () => {
    let sent: FormData | undefined;
    const confirmPayment = vi.fn(async (data: FormData) => {
      sent = data;
      return { errors: {}, success: '<p>ok</p>' };
    });
    const { el } = start({ confirmPayment });
    el<HTMLInputElement>('wcp-time').value = '14.30';
    (document.querySelector('input[name="bank"]') as HTMLInputElement).checked = true;
    act(() => session?.submit());
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(1));
    const parts = [...(sent?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : { file: value.name, type: value.type, size: value.size }]);
    expect(parts).toEqual([
      ['name', 'สมหญิง ใจดี'],
      ['phone', '0812345678'],
      ['order', '1024'],
      ['amount', '1250'],
      ['bank', 'ธนาคารกสิกรไทย'],
      ['date', '2026-11-24'],
      ['time', '14:30'],
      ['slip', ''],
      ['action', 'wcp_confirm_payment'],
      ['wcp_form_security_nonce', PAYMENT_NONCES.form],
      ['_wp_http_referer', '/confirm-payment/'],
    ]);
  });

  it('shows errors per field, attachment under the slip field, focus on the first in error, a form-level error in the status', async () => {
    const confirmPayment = vi.fn(async () => ({ errors: { attachment: 'อัปโหลดไม่ได้', phone: 'กรอกเบอร์', form: 'ข้อมูลไม่ครบ' } }));
    const { el } = start({ confirmPayment });
    act(() => session?.submit());
    await waitFor(() => expect(document.activeElement).toBe(el('wcp-phone')));
    expect(el('wcp-phone').getAttribute('aria-describedby')).toBe('talat-payment-error-server-phone');
    expect(document.getElementById('talat-payment-error-server-attachment')?.closest('.wcp-form-group')?.contains(el('wcp-slip'))).toBe(true);
    // The status is a view: it renders after the store changes, which can be after the field marks.
    await waitFor(() => expect(document.querySelector('.talat-payment-message')?.textContent).toBe('กรุณาแก้ไขข้อมูลที่ไม่ถูกต้อง: ข้อมูลไม่ครบ'));
  });

  it('a failure says why in Thai and changes no field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const confirmPayment = vi.fn(async () => {
      throw new TalatRequestError({ kind: 'network', message: 'offline' });
    });
    const { el } = start({ confirmPayment });
    el<HTMLInputElement>('wcp-time').value = '10:00';
    act(() => session?.submit());
    await waitFor(() => expect(document.querySelector('.talat-payment-message')?.textContent).toContain('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้'));
    expect([el<HTMLInputElement>('wcp-time').value, el<HTMLInputElement>('wcp-amount').value, el<HTMLInputElement>('wcp-date').value]).toEqual(['10:00', '1250', '24/11/2026']);
  });

  it('shows the progress bar with its percentage and a cancel button that aborts the upload', async () => {
    let signal: AbortSignal | undefined;
    let progress: ((loaded: number, total: number) => void) | undefined;
    const confirmPayment = vi.fn(
      (_data: FormData, options?: { signal?: AbortSignal; onUploadProgress?: (loaded: number, total: number) => void }) =>
        new Promise<never>((_resolve, reject) => {
          signal = options?.signal;
          progress = options?.onUploadProgress;
          signal?.addEventListener('abort', () => reject(new TalatRequestError({ kind: 'aborted', message: 'x' })));
        }),
    );
    start({ confirmPayment });
    act(() => session?.submit());
    act(() => progress?.(30, 100));
    const bar = document.querySelector('progress');
    expect(bar?.getAttribute('value')).toBe('30');
    expect(document.querySelector('.talat-payment-percent')?.textContent).toBe('30%');
    expect(document.querySelector('[role="status"].talat-visually-hidden')?.textContent).toBe('ส่งแล้ว 25%');
    act(() => (document.querySelector('.talat-payment-cancel') as HTMLButtonElement).click());
    expect(signal?.aborted).toBe(true);
    expect(document.querySelector('progress')).toBeNull();
    expect(document.querySelector('.talat-payment-message')?.textContent).toBe('ยกเลิกการส่งแล้ว ข้อมูลที่กรอกยังอยู่ครบ');
  });

  it('refuses an unreadable date in the page, with its message, and sends nothing', () => {
    const confirmPayment = vi.fn();
    const { el } = start({ confirmPayment });
    el<HTMLInputElement>('wcp-date').value = '31/02/2026';
    act(() => session?.submit());
    expect(confirmPayment).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(el('wcp-date'));
    expect(document.getElementById('talat-payment-error-date-format')?.textContent).toBe('กรุณากรอกวันที่เป็น วว/ดด/ปปปป');
  });
});

describe('review fixes (issue 15: errors tied to fields, cancel, the time list)', () => {
  it('an edited field loses its server error, aria-invalid and aria-describedby; the others keep theirs', async () => {
    const confirmPayment = vi.fn(async () => ({ errors: { phone: 'กรอกเบอร์', attachment: 'อัปโหลดไม่ได้', name: 'กรอกชื่อ' } }));
    const { el } = start({ confirmPayment });
    act(() => session?.submit());
    await waitFor(() => expect(document.activeElement).toBe(el('wcp-name')));
    const phone = el<HTMLInputElement>('wcp-phone');
    phone.value = '0812345678';
    act(() => {
      phone.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAttribute('aria-describedby');
    expect(document.getElementById('talat-payment-error-server-phone')).toBeNull();
    expect(phone.closest('.wcp-form-group')?.classList.contains('has-error')).toBe(false);
    expect(el('wcp-name')).toHaveAttribute('aria-invalid', 'true');
    // A new slip answers the attachment error.
    act(() => {
      el('wcp-slip').dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(document.getElementById('talat-payment-error-server-attachment')).toBeNull();
    expect(el('wcp-slip')).not.toHaveAttribute('aria-invalid');
  });

  it('the page’s own date message goes once the date reads, not before', () => {
    const { el } = start({ confirmPayment: vi.fn() });
    const date = el<HTMLInputElement>('wcp-date');
    date.value = '31/02/2026';
    act(() => session?.submit());
    expect(date).toHaveAttribute('aria-invalid', 'true');
    date.value = '28/02/256';
    act(() => {
      date.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(date).toHaveAttribute('aria-invalid', 'true');
    date.value = '28/02/2569';
    act(() => {
      date.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById('talat-payment-error-date-format')).toBeNull();
  });

  it('cancel moves focus to the submit button (the cancel button leaves with the progress bar)', () => {
    const confirmPayment = vi.fn(
      (_data: FormData, options?: { signal?: AbortSignal }) =>
        new Promise<never>((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(new TalatRequestError({ kind: 'aborted', message: 'x' })))),
    );
    const { form } = start({ confirmPayment });
    act(() => session?.submit());
    const cancel = document.querySelector('.talat-payment-cancel') as HTMLButtonElement;
    cancel.focus();
    act(() => cancel.click());
    expect(document.querySelector('.talat-payment-cancel')).toBeNull();
    expect(document.activeElement).toBe(form.querySelector('[type="submit"], .wcp-button-confirm'));
  });

  it('a success message whose door is still loading is not shown once a newer submission has started', async () => {
    let openDoor!: (door: MarkupDoor) => void;
    const slowDoor = new Promise<MarkupDoor>((resolve) => (openDoor = resolve));
    const confirmPayment = vi
      .fn()
      .mockResolvedValueOnce({ errors: {}, success: '<p>first</p>' })
      .mockReturnValueOnce(new Promise(() => undefined));
    document.documentElement.lang = 'th';
    document.body.innerHTML = paymentFormMarkup(shop, { orderField: 'select', orderId: 1024 });
    const form = document.querySelector('form') as HTMLFormElement;
    act(() => {
      session = startPaymentSession(form, config, { calls: { checkOrder: vi.fn(), confirmPayment }, loadDoor: () => slowDoor, urls });
    });
    const time = document.getElementById('wcp-time') as HTMLInputElement;
    time.value = '10:00';
    act(() => session?.submit());
    await waitFor(() => expect(time.value).toBe(''));
    (document.getElementById('wcp-date') as HTMLInputElement).value = '24/11/2026';
    time.value = '11:00';
    act(() => session?.submit());
    expect(confirmPayment).toHaveBeenCalledTimes(2);
    await act(async () => openDoor(door));
    expect(document.querySelector('.wcp-form-response')?.textContent).toBe('');
  });

  it('gives the plugin’s own time input the calendar’s time list, in place, same name; gone on dispose', () => {
    const { el, form } = start({});
    const time = el<HTMLInputElement>('wcp-time');
    expect(time).toHaveAttribute('role', 'combobox');
    expect(time.name).toBe('time');
    expect(time.inputMode).toBe('decimal');
    expect(time.nextElementSibling?.classList.contains('talat-timefield')).toBe(true);
    expect(document.querySelector('.talat-timefield button')?.getAttribute('aria-label')).toContain('เลือกเวลา');
    expect(document.getElementById(time.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
    expect(form.querySelectorAll('[name="time"]')).toHaveLength(1);
    act(() => session?.dispose());
    session = undefined;
    expect(document.querySelector('.talat-timefield')).toBeNull();
    expect(time).not.toHaveAttribute('role');
  });
});

describe('alone on a page (the real shop: its status region was drawn, every message twice)', () => {
  it('brings the base styles that hide its screen-reader status region, with no other widget on the page', () => {
    document.head.innerHTML = '';
    start({});
    const region = document.querySelector('.talat-payment-status [role="status"]');
    expect(region?.classList.contains('talat-visually-hidden')).toBe(true);
    expect(document.getElementById('talat-style-base')?.textContent).toContain('.talat-visually-hidden{');
  });
});

describe('the shared calendar on the date field (@talat/ui/calendar)', () => {
  it('puts the calendar button after the date input, named by its label, and removes it on dispose', async () => {
    const { el } = start({});
    const button = document.querySelector<HTMLButtonElement>('.talat-date-field button');
    expect(el('wcp-date').nextElementSibling?.classList.contains('talat-date-field')).toBe(true);
    expect(button?.getAttribute('aria-label') ?? button?.textContent).toContain('วันที่โอน');
    act(() => session?.dispose());
    session = undefined;
    expect(document.querySelector('.talat-date-field')).toBeNull();
  });
});
