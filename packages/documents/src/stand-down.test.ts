// @vitest-environment jsdom
import { vi } from 'vitest';
import { clickOn, describeStandDown } from '@talat/mocks/plugin-scripts/stand-down-suite';
import { documentsWidget } from './mount';

const chunk = vi.hoisted(() => vi.fn());
vi.mock('./interactive', async () => {
  chunk();
  return (await import('@talat/mocks/plugin-scripts/stand-down-suite')).inertChunk(['startDocumentsSession']);
});

/** A my-account print link as WooCommerce prints WebToffee's order action (docs/research/webtoffee-print-invoices.md §1). */
const LINK =
  '<a href="/?attaching_pdf=1&amp;print_packinglist=true&amp;post=MTAyNA&amp;type=print_invoice&amp;user_print=1" class="woocommerce-button button wt_pklist_invoice_print">พิมพ์ใบแจ้งหนี้</a>';

describeStandDown('documents', {
  definition: documentsWidget,
  page: (doc) => {
    doc.body.innerHTML = LINK;
    // A mounted widget opens the print window inside the click (jsdom has none to open).
    const popup = { document: doc.implementation.createHTMLDocument(''), closed: false, opener: window, focus: vi.fn(), close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => popup));
  },
  params: {
    handle: 'print-invoices-packing-slip-labels-for-woocommerce_public',
    name: 'wf_pklist_params_public',
    value: { show_document_preview: 'No', document_access_type: 'logged_in', is_user_logged_in: '1', msgs: {} },
  },
  press: clickOn('a.wt_pklist_invoice_print'),
  chunk,
  // The public script declares its print functions as it runs, in the head, and binds the links at DOMContentLoaded (lines 1-19, 35).
  ran: {
    handle: 'print-invoices-packing-slip-labels-for-woocommerce_public',
    run: (win) => {
      const print = vi.fn();
      win.do_print_document_in_myaccount_page = vi.fn();
      document.querySelector('a.wt_pklist_invoice_print')!.addEventListener('click', print);
      return print;
    },
  },
});
