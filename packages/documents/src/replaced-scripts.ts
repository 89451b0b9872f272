import type { PluginScript } from '@talat/core';

/**
 * WebToffee's public script under its two handles (docs/research/plugin-scripts-live.md): it
 * declares `do_print_document_in_myaccount_page` as it runs, in the head (the function is named
 * under the first handle: it cannot tell which one declared it).
 */
export const REPLACED_SCRIPTS: readonly PluginScript[] = [
  { handle: 'print-invoices-packing-slip-labels-for-woocommerce_public', file: '/wf-woocommerce-packing-list-public', global: 'do_print_document_in_myaccount_page' },
  { handle: 'wf-woocommerce-packing-list_public', file: '/wf-woocommerce-packing-list-public' },
];
