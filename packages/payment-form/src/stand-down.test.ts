// @vitest-environment jsdom
import { vi } from 'vitest';
import { submitOn, describeStandDown } from '@talat/mocks/plugin-scripts/stand-down-suite';
import { paymentFormWidget } from './mount';

const chunk = vi.hoisted(() => vi.fn());
vi.mock('./interactive', async () => {
  chunk();
  return (await import('@talat/mocks/plugin-scripts/stand-down-suite')).inertChunk(['startPaymentSession']);
});

const FORM = '<form method="POST" class="wcp-form"><input type="number" id="wcp-order" name="order"><input type="file" id="wcp-slip" name="slip"><button type="submit">ส่ง</button></form>';

describeStandDown('payment form', {
  definition: paymentFormWidget,
  page: (doc) => void (doc.body.innerHTML = FORM),
  params: { handle: 'woocommerce-confirm-payment', name: 'WCP', value: { ajaxurl: '/wp-admin/admin-ajax.php', check_order_nonce: 'n', current_date: '24-11-2026' } },
  press: submitOn('form.wcp-form'),
  chunk,
  // The plugin's script binds the order and slip fields on the document and the form's ajaxForm as it runs (lines 8-59).
  ran: {
    handle: 'woocommerce-confirm-payment',
    run: (_win, $) => {
      const send = vi.fn();
      $(document).on('change', 'input#wcp-slip', () => undefined);
      $('form.wcp-form').on('submit', send);
      return send;
    },
  },
});
