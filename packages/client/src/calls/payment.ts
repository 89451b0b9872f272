import { assignDefined, expectObject, isObject, optString } from '../shape';
import { readJson } from '../transport/body';
import type { CallOptions, TransportContext } from '../transport/context';
import { ajaxUrl, postAjaxForm, postAjaxMultipart } from '../transport/ajax';
import { postWithUploadProgress, type UploadOptions } from '../transport/xhr-upload';

export interface CheckOrderParams {
  order_id: string;
  security: string;
}

/** §7 Payment confirmation, order check: an error text for the order field, or the total to prefill. */
export interface CheckOrderResult {
  errors?: string;
  total?: string;
}

/**
 * §7 Payment confirmation: field → message (the server also reports `attachment`, §3). A reply
 * whose errors are a plain list, with no field names, is keyed `form`.
 */
export interface ConfirmPaymentResult {
  /** Always an object; empty means no error. */
  errors: Record<string, string>;
  /** Message markup (render through core's markup door, `loadMarkupDoor`). */
  success?: string;
}

/**
 * `onUploadProgress` sends the form over XMLHttpRequest (transport/xhr-upload.ts), the only way to
 * learn how much of the slip has gone out; without it the form goes over ky like every other call.
 */
export type ConfirmPaymentOptions = UploadOptions;

export interface PaymentCalls {
  checkOrder(params: CheckOrderParams, options?: CallOptions): Promise<CheckOrderResult>;
  /** `formData`: the form as filled in, slip included; its `action` field comes from the form (§7). */
  confirmPayment(formData: FormData, options?: ConfirmPaymentOptions): Promise<ConfirmPaymentResult>;
}

/** Every message in an errors value, whatever shape PHP gave it: text, list or field map. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() === '' ? [] : [String(value)];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (isObject(value)) return Object.values(value).flatMap(messagesOf);
  return [];
}

/** What PHP sends for "no errors": nothing, false, '', [] or {} (and a field whose value is one of them). */
function isEmptyErrors(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmptyErrors);
  if (isObject(value)) return Object.values(value).every(isEmptyErrors);
  return false;
}

export function parseConfirmPayment(data: unknown): ConfirmPaymentResult {
  const body = expectObject(data, 'payment reply is not an object');
  // PHP json_encode turns an empty array into [] and a filled one into {}; the old front end
  // treated [] and {} differently (DESIGN "do better"), so both become the same empty object.
  // A non-empty list has no field names: its messages go to the form as a whole ('form').
  // A field's message may itself be a list or map ({ name: ['...'] }): its texts, joined, so a
  // reply that names a field is never read as a success (issue 15: any other shape still shows).
  const errors: Record<string, string> = {};
  if (isObject(body.errors)) {
    for (const [key, value] of Object.entries(body.errors)) {
      const text = messagesOf(value).join(' ');
      if (text !== '' || !isEmptyErrors(value)) errors[key] = text;
    }
  } else if (messagesOf(body.errors).length > 0) {
    errors.form = messagesOf(body.errors).join(' ');
  } else if (!isEmptyErrors(body.errors)) {
    // `errors: true` and the like: no text to show, but not a success either (the form's own words).
    errors.form = '';
  }
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
      // The errors may come as text, a list or a field map; any message at all is an error (§5).
      const errors = messagesOf(body.errors).join(' ');
      return assignDefined<CheckOrderResult>({}, { errors: errors === '' ? undefined : errors, total: optString(body.total) });
    },
    async confirmPayment(formData, options) {
      const response = options?.onUploadProgress
        ? await postWithUploadProgress(ctx, ajaxUrl(ctx), formData, options)
        : await postAjaxMultipart(ctx, formData, options);
      return parseConfirmPayment(await readJson(response));
    },
  };
}
