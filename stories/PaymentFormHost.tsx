import { useEffect, useRef } from 'react';
import type { PaymentCalls } from '@talat/client/payment';
import { TalatRequestError } from '@talat/client';
import { createFakeShop, paymentFormMarkup, PAYMENT_TEXT, ORDER_CHECK_TEXT } from '@talat/mocks';
import { startPaymentSession } from '../packages/payment-form/src/session';

export type PaymentScenario =
  | 'idle'
  | 'order-found'
  | 'order-error'
  | 'slip-refused'
  | 'slip-preview'
  | 'uploading'
  | 'success'
  | 'field-errors'
  | 'failed-network'
  | 'failed-500'
  | 'failed-junk'
  | 'failed-timeout';

export interface PaymentFormHostProps {
  orderField: 'select' | 'text';
  scenario: PaymentScenario;
}

const FAILURES: Partial<Record<PaymentScenario, TalatRequestError>> = {
  'failed-network': new TalatRequestError({ kind: 'network', message: 'Failed to fetch' }),
  'failed-500': new TalatRequestError({ kind: 'http', status: 500, message: 'HTTP 500' }),
  'failed-junk': new TalatRequestError({ kind: 'invalid-json', message: 'Invalid JSON' }),
  'failed-timeout': new TalatRequestError({ kind: 'timeout', message: 'No answer' }),
};

/** A slip for the story's file input (DataTransfer: the only way to set a file input's files). */
function chooseSlip(input: HTMLInputElement, bytes: number) {
  const transfer = new DataTransfer();
  const pixel = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
  const body = new Uint8Array(Math.max(bytes, pixel.length));
  body.set(pixel);
  transfer.items.add(new File([body], 'slip.png', { type: 'image/png' }));
  input.files = transfer.files;
}

/**
 * WooCommerce Confirm Payment's form as the fake WordPress prints it (research §1), enhanced by the
 * real session, with calls that answer as each story needs: the order check, the upload's
 * progress (held at 40 % in 'uploading'), the success message, per-field errors and each failure.
 */
export function PaymentFormHost({ orderField, scenario }: PaymentFormHostProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = host.current;
    if (!box) return undefined;
    box.innerHTML = paymentFormMarkup(createFakeShop(), { orderField, loggedIn: orderField === 'select' });
    const form = box.querySelector('form') as HTMLFormElement;
    const calls: Pick<PaymentCalls, 'checkOrder' | 'confirmPayment'> = {
      checkOrder: async ({ order_id }) => (scenario === 'order-error' ? { errors: ORDER_CHECK_TEXT.notFound } : { total: order_id === '1040' ? '12840.00' : '1250.00' }),
      confirmPayment: (_data, options) =>
        new Promise((resolve, reject) => {
          options?.onUploadProgress?.(40, 100);
          options?.signal?.addEventListener('abort', () => reject(new TalatRequestError({ kind: 'aborted', message: 'Aborted' })));
          if (scenario === 'uploading') return;
          const failure = FAILURES[scenario];
          setTimeout(() => {
            if (failure) reject(failure);
            else if (scenario === 'field-errors') resolve({ errors: { phone: PAYMENT_TEXT.phone, bank: PAYMENT_TEXT.bank, attachment: PAYMENT_TEXT.attachment } });
            else resolve({ errors: {}, success: PAYMENT_TEXT.success });
          }, 300);
        }),
    };
    const session = startPaymentSession(form, { ajaxUrl: '/wp-admin/admin-ajax.php', checkOrderNonce: 'story', currentDate: '24-11-2026' }, { calls });
    const order = form.querySelector<HTMLInputElement>('#wcp-order');
    const slip = form.querySelector<HTMLInputElement>('#wcp-slip');
    if ((scenario === 'order-found' || scenario === 'order-error') && order) {
      order.value = scenario === 'order-found' ? '1040' : '5';
      session.orderInput();
    }
    if (scenario === 'slip-refused' && slip) chooseSlip(slip, 2_097_153);
    if (scenario !== 'slip-refused' && scenario !== 'idle' && !scenario.startsWith('order') && slip) chooseSlip(slip, 1000);
    if (slip && scenario !== 'idle' && !scenario.startsWith('order')) session.slipChange();
    if (['uploading', 'success', 'field-errors'].includes(scenario) || scenario.startsWith('failed')) {
      form.querySelector<HTMLInputElement>('#wcp-time')!.value = '14:30';
      if (scenario !== 'field-errors') form.querySelector<HTMLInputElement>('input[name="bank"]')!.checked = true;
      session.submit();
    }
    return () => session.dispose();
  }, [orderField, scenario]);
  return <div ref={host} className="talat-story-payment" />;
}
