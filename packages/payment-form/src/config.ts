import { isRecord, type WidgetConfigSpec } from '@talat/core';

/**
 * The payment form's settings (SPEC §3 Server date, §7 Payment confirmation): the recipe's config
 * block (README "Payment confirmation form"), or, while the plugin's script is still enqueued,
 * its `WCP` global (docs/research/wc-confirm-payment.md §3: ajaxurl, check_order_nonce,
 * current_date).
 */
export interface PaymentFormConfig extends Record<string, unknown> {
  /** admin-ajax.php: the order check and the confirmation go there. */
  ajaxUrl: string;
  /** `WCP.check_order_nonce`, sent as `security` with every order check (§7). */
  checkOrderNonce: string;
  /** The server's date, dd-mm-yyyy (§3 Server date): the date field's default. '' when unknown. */
  currentDate: string;
  locale?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const paymentFormConfigSpec: WidgetConfigSpec<PaymentFormConfig> = {
  widget: 'payment-form',
  section: 'paymentForm',
  defaults: { checkOrderNonce: '', currentDate: '' },
  fromGlobals(globals) {
    const params = isRecord(globals.WCP) ? globals.WCP : undefined;
    if (!params) return {};
    return { ajaxUrl: text(params.ajaxurl), checkOrderNonce: text(params.check_order_nonce), currentDate: text(params.current_date) };
  },
  required: ['ajaxUrl'],
  validate: (config) => (typeof config.currentDate === 'string' ? undefined : '"currentDate" is not text'),
};
