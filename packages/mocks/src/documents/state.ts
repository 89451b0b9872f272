import { defineShopState } from '../shop-state';

/**
 * The plugin's user meta `wt_pklist_doc_create_dont_show_popup` (research §4): set when a
 * document request carries wt_dont_show_again=1, then printed as `msgs.pop_dont_show_again`.
 * The demo keeps it per WooCommerce session (a user each), so parallel tests never share it.
 * Plus the manual numbers created so far ('orderId:type' -> number).
 */
export const documentState = defineShopState(() => ({
  dontShowAgain: new Set<string>(),
  numbers: new Map<string, number>(),
  nextNumber: 2026001,
}));
