import type { PluginScript } from '@talat/core';

/**
 * The three scripts the cart replaces (docs/research/plugin-scripts-live.md). WooCommerce's two bind
 * their body handlers only at jQuery's ready, after the cart's mount, so their tags are what shows
 * them then; TH All In One Woo Cart's binds on the document as it runs.
 */
export const REPLACED_SCRIPTS: readonly PluginScript[] = [
  { handle: 'wc-add-to-cart', file: '/add-to-cart', on: 'click .add_to_cart_button:not(.wc-interactive)' },
  { handle: 'wc-cart-fragments', file: '/cart-fragments' },
  { handle: 'taiowc-cart-script', file: '/taiowc-cart', on: 'click a.taiowc-content' },
];
