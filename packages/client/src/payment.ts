// `@talat/client/payment`: the payment confirmation calls of §7, a sub-path of their own so that
// only the payment form's chunk carries them, not the runtime every page loads (decision in
// docs/decisions.md, "Widget-only call families are sub-path entries").
export { createPaymentCalls, parseConfirmPayment } from './calls/payment';
export type { UploadProgress } from './transport/xhr-upload';
export type { CheckOrderParams, ConfirmPaymentOptions, CheckOrderResult, ConfirmPaymentResult, PaymentCalls } from './calls/payment';
