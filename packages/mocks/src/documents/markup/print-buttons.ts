import { DEMO_CUSTOMER, type DemoOrder } from '../../account/orders';
import { escapeXml } from '../../markup/escape';
import { customerDocumentUrl } from '../urls';
import { DOCUMENT_TITLES, type DocumentType } from '../types';

// The my-account orders table's action links as WooCommerce prints the plugin's actions
// (research §1): `<a href="{url}" class="woocommerce-button button wt_pklist_{type}_print">`.

/** The types the plugin adds to an order's actions; the credit note only for a refunded order. */
export function documentTypesFor(order: DemoOrder): DocumentType[] {
  const types: DocumentType[] = ['invoice', 'packinglist', 'deliverynote', 'dispatchlabel', 'shippinglabel', 'proformainvoice'];
  return order.hasRefund ? [...types, 'creditnote'] : types;
}

export function printButtonsMarkup(siteUrl: string, order: DemoOrder, demo?: string): string {
  return documentTypesFor(order)
    .map((type) => {
      const url = customerDocumentUrl(siteUrl, order, type, DEMO_CUSTOMER.email, demo);
      return `<a href="${escapeXml(url)}" class="woocommerce-button button wt_pklist_${type}_print">${escapeXml(`พิมพ์${DOCUMENT_TITLES[type].th}`)}</a>`;
    })
    .join(' ');
}
