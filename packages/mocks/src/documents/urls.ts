import type { DemoOrder } from '../account/orders';
import type { DocumentType } from './types';

// The plugin's URL shapes (research §1): the customer's print link on site_url() with its query
// args, and the admin print URL a manual-number link carries in its onclick.

/** Wf_Woocommerce_Packing_List::wf_encode: URL-safe base64 without padding. */
export function wfEncode(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function wfDecode(value: string): string {
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
}

/** The demo's nonce for the plugin's actions (wp_create_nonce(WF_PKLIST_PLUGIN_NAME)). */
export const DOCUMENT_NONCE = '5f1d0c7a9e';

/** `?doc_demo=` on the account page adds a demo switch the endpoint honours (text, 500, junk, slow, hostile). */
export const DEMO_REPLY_PARAM = 'talat_demo';

export function customerDocumentUrl(siteUrl: string, order: DemoOrder, type: DocumentType, email: string, demo?: string): string {
  const url = new URL('/', siteUrl);
  const args: Record<string, string> = {
    attaching_pdf: '1',
    print_packinglist: 'true',
    email: wfEncode(email),
    post: wfEncode(String(order.id)),
    type: `print_${type}`,
    user_print: '1',
    _wpnonce: DOCUMENT_NONCE,
    lang: 'th',
    access_key: `wc_order_demo${order.id}`,
  };
  for (const [name, value] of Object.entries(args)) url.searchParams.set(name, value);
  if (demo) url.searchParams.set(DEMO_REPLY_PARAM, demo);
  return url.href;
}

/** Wf_Woocommerce_Packing_List_Admin::get_print_url: admin_url('?print_packinglist=true&post=ID&type=ACTION') + nonce. */
export function adminPrintUrl(siteUrl: string, orderId: number, type: DocumentType, demo?: string): string {
  const url = new URL('/wp-admin/', siteUrl);
  url.searchParams.set('print_packinglist', 'true');
  url.searchParams.set('post', String(orderId));
  url.searchParams.set('type', `print_${type}`);
  url.searchParams.set('_wpnonce', DOCUMENT_NONCE);
  if (demo) url.searchParams.set(DEMO_REPLY_PARAM, demo);
  return url.href;
}
