import type { PluginScript } from '@talat/core';

/**
 * TH Product Compare's script under both of its handles (docs/research/plugin-scripts-live.md):
 * 1.3.0 binds on the document as it runs; 1.4.1 is printed `async`, and after the rename binds at
 * jQuery's ready, so the tag is what shows it at the widget's mount. The handler, the same in
 * both, is under the first handle: it cannot tell which one bound it.
 */
export const REPLACED_SCRIPTS: readonly PluginScript[] = [
  { handle: 'th-product-js', file: '/assets/js/fscript', on: 'click .th-add-product-bar' },
  { handle: 'tpcp-product-js', file: '/assets/js/fscript' },
];
