// @talat/payment-form: the front end of WooCommerce Confirm Payment's form (issue 15).
export { paymentFormConfigSpec, type PaymentFormConfig } from './config';
export { paymentMessages, type PaymentMessageKey, type PaymentTranslate } from './messages';
export { createOrderCheck, ORDER_CHECK_DEBOUNCE_MS, type OrderCheck, type OrderCheckState } from './controller/order-check';
export { createSubmitController, failureReason, ANNOUNCE_STEP_PERCENT, type SubmitController, type SubmitState } from './controller/submit-controller';
export { createSlipPreview, previewable, slipTooLarge, SLIP_MAX_BYTES } from './controller/slip';
export { dateForServer, readShownDate, showDate, shownFromServer, timeForServer } from './controller/dates';
export { FIELD_IDS, FORM_SELECTOR, formParts } from './dom/form';
export { startPaymentSession, type PaymentSession, type PaymentSessionOptions } from './session';
export { mountPaymentForm, paymentFormWidget, type MountPaymentFormOptions } from './mount';
