import type { PluginScript } from '@talat/core';

/**
 * YITH WooCommerce Wishlist's script (docs/research/plugin-scripts-live.md). It binds everything at
 * jQuery's ready, after the widget's mount, so its tag is what shows it then; its handler shows it
 * to a widget mounted later. The theme's own copy (`jquery-yith-wcwl-user`, the theme's
 * `wishlist.js`) is seen only by that handler: its file name could be Talat's.
 */
export const REPLACED_SCRIPTS: readonly PluginScript[] = [{ handle: 'jquery-yith-wcwl', file: '/jquery.yith-wcwl', on: 'click .add_to_wishlist' }];
