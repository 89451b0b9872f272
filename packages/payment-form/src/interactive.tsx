// The payment form's lazily loaded part (DESIGN.md "Three layers on every page"): its
// controllers, the status view and the client's payment calls, on the shared runtime.
export { startPaymentSession } from './session';
