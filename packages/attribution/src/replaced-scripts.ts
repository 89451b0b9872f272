import type { PluginScript } from '@talat/core';

/**
 * WooCommerce's order attribution and the sourcebuster library it loads (docs/research/plugin-scripts-live.md):
 * order-attribution.js adds `setOrderTracking` to its params object as it runs, sourcebuster
 * defines `sbjs`. Not `<wc-order-attribution-inputs>`: the widget's chunk defines it too.
 */
export const REPLACED_SCRIPTS: readonly PluginScript[] = [
  { handle: 'wc-order-attribution', file: '/order-attribution', global: 'wc_order_attribution.setOrderTracking' },
  { handle: 'sourcebuster-js', file: '/sourcebuster', global: 'sbjs.init' },
];
