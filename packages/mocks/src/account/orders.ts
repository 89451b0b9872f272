// The logged-in demo customer of the fake WordPress and their orders (issue 15): the payment
// confirmation form lists the unpaid ones (§2.9, §3 Order), the account page prints documents for
// every one (§2.8). One fixture, so both widgets' demo pages and tests agree on ids and totals.

export type DemoOrderStatus = 'pending' | 'on-hold' | 'processing' | 'completed' | 'refunded';

export interface DemoOrder {
  /** WooCommerce's post id: what `order_id` and the document URLs carry. */
  readonly id: number;
  /** The order number shown to the shopper ('#1024'); WooCommerce prints the id unless a plugin renumbers. */
  readonly number: string;
  /** The order date, yyyy-mm-dd. */
  readonly dateIso: string;
  readonly status: DemoOrderStatus;
  /** The order total in baht (§3 Order: prefills the amount). */
  readonly total: number;
  /** Paid orders are refused by the order check and left out of the form's select. */
  readonly paid: boolean;
  /** A refunded order has a credit note (§3 Order document types). */
  readonly hasRefund: boolean;
}

export const DEMO_CUSTOMER = {
  id: 7,
  login: 'somying',
  displayName: 'สมหญิง ใจดี',
  firstName: 'สมหญิง',
  lastName: 'ใจดี',
  phone: '0812345678',
  email: 'somying@example.test',
} as const;

export const DEMO_ORDERS: readonly DemoOrder[] = [
  { id: 1024, number: '1024', dateIso: '2026-11-20', status: 'on-hold', total: 1250, paid: false, hasRefund: false },
  { id: 1031, number: '1031', dateIso: '2026-11-22', status: 'pending', total: 389.5, paid: false, hasRefund: false },
  { id: 1040, number: '1040', dateIso: '2026-11-23', status: 'on-hold', total: 12840, paid: false, hasRefund: false },
  { id: 987, number: '987', dateIso: '2026-10-02', status: 'completed', total: 560, paid: true, hasRefund: false },
  { id: 955, number: '955', dateIso: '2026-09-15', status: 'refunded', total: 2100, paid: true, hasRefund: true },
  { id: 930, number: '930', dateIso: '2026-08-30', status: 'processing', total: 0, paid: true, hasRefund: false },
];

export function findOrder(id: string | number): DemoOrder | undefined {
  const wanted = typeof id === 'number' ? id : Number(String(id).trim().replace(/^#/, ''));
  return Number.isInteger(wanted) ? DEMO_ORDERS.find((order) => order.id === wanted) : undefined;
}

/** The orders a payment can still be confirmed for (the plugin lists the customer's unpaid orders). */
export const unpaidOrders = (): DemoOrder[] => DEMO_ORDERS.filter((order) => !order.paid);
