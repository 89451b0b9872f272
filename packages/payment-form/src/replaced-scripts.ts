import type { PluginScript } from '@talat/core';

/**
 * WooCommerce Confirm Payment's script (docs/research/plugin-scripts-live.md): it binds the slip's
 * change on the document as it runs, in the head. Its `WCP` global is params.
 */
export const REPLACED_SCRIPTS: readonly PluginScript[] = [{ handle: 'woocommerce-confirm-payment', file: '/woocommerce-confirm-payment-public', on: 'change input#wcp-slip' }];
