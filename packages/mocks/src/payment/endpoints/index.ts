import type { EndpointDefinition } from '../../router/registry';
import { wcpCheckOrder } from './check-order';
import { wcpConfirmPayment } from './confirm-payment';

// WooCommerce Confirm Payment's two front-end actions, for guests too (wp_ajax_nopriv_).
export const paymentEndpoints: readonly EndpointDefinition[] = [wcpCheckOrder, wcpConfirmPayment];
