import { assignDefined, expectObject, isObject, optString, stringMap } from '../shape';
import { readJson } from '../transport/body';
import type { CallOptions, TransportContext } from '../transport/context';
import { postAjaxForm, postAjaxMultipart } from '../transport/ajax';

export interface CheckOrderParams {
  order_id: string;
  security: string;
}

/** §7 Payment confirmation, order check: an error text for the order field, or the total to prefill. */
export interface CheckOrderResult {
  errors?: string;
  total?: string;
}

/** §7 Payment confirmation: field → message (the server also reports `attachment`, §3). */
export interface ConfirmPaymentResult {
  /** Always an object; empty means no error. */
  errors: Record<string, string>;
  /** Message markup (render through trustedHtml). */
  success?: string;
}

export interface PaymentCalls {
  checkOrder(params: CheckOrderParams, options?: CallOptions): Promise<CheckOrderResult>;
  /** `formData`: the form as filled in, slip included; its `action` field comes from the form (§7). */
  confirmPayment(formData: FormData, options?: CallOptions): Promise<ConfirmPaymentResult>;
}

export function parseConfirmPayment(data: unknown): ConfirmPaymentResult {
  const body = expectObject(data, 'payment reply is not an object');
  // PHP json_encode turns an empty array into [] and a filled one into {}; the old front end
  // treated [] and {} differently (DESIGN "do better"), so both become the same empty object.
  const errors = isObject(body.errors) ? (stringMap(body.errors) ?? {}) : {};
  return assignDefined<ConfirmPaymentResult>({ errors }, { success: optString(body.success) });
}

export function createPaymentCalls(ctx: TransportContext): PaymentCalls {
  return {
    async checkOrder(params, options) {
      const response = await postAjaxForm(
        ctx,
        { action: 'wcp_check_order', order_id: params.order_id, security: params.security },
        options,
      );
      const body = expectObject(await readJson(response), 'order check reply is not an object');
      return assignDefined<CheckOrderResult>({}, { errors: optString(body.errors), total: optString(body.total) });
    },
    async confirmPayment(formData, options) {
      const response = await postAjaxMultipart(ctx, formData, options);
      return parseConfirmPayment(await readJson(response));
    },
  };
}
