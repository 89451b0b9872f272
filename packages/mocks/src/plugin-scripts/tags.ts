/**
 * The plugin scripts the widgets replace, with the addresses WordPress printed them under on the
 * real shop (WordPress 6.5.5, the plugins' releases; docs/research/plugin-scripts-live.md), for
 * pages on which a late enqueue left one beside Talat's widget.
 */
export const PLUGIN_SCRIPT_SRC = {
  'th-advance-product-search-front': '/wp-content/plugins/th-advance-product-search/assets/js/thaps-search.js?ver=1',
  'wc-add-to-cart': '/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=9.3.3',
  'wc-cart-fragments': '/wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js?ver=9.3.3',
  'taiowc-cart-script': '/wp-content/plugins/th-all-in-one-woo-cart/assets/js/taiowc-cart.js?ver=1',
  'contact-form-7': '/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.8',
  lfb_f_js: '/wp-content/plugins/lead-form-builder/js/f-script.js?ver=1.9.7',
  'jquery-yith-wcwl': '/wp-content/plugins/yith-woocommerce-wishlist/assets/js/jquery.yith-wcwl.min.js?ver=3.38.0',
  'th-product-js': '/wp-content/plugins/th-product-compare/assets/js/fscript.js?ver=1',
  // After the th_* -> tpcp_* rename (docs/research/th-product-compare.md §2).
  'tpcp-product-js': '/wp-content/plugins/th-product-compare/assets/js/fscript.js',
  'print-invoices-packing-slip-labels-for-woocommerce_public':
    '/wp-content/plugins/print-invoices-packing-slip-labels-for-woocommerce/public/js/wf-woocommerce-packing-list-public.js?ver=4.6.3',
  // The same file under the handle of the plugin's fallback name (WF_PKLIST_PLUGIN_NAME undefined).
  'wf-woocommerce-packing-list_public': '/wp-content/plugins/print-invoices-packing-slip-labels-for-woocommerce/public/js/wf-woocommerce-packing-list-public.js?ver=4.6.3',
  'woocommerce-confirm-payment': '/wp-content/plugins/wc-confirm-payment/public/js/woocommerce-confirm-payment-public.js?ver=0.9.2',
  'wc-order-attribution': '/wp-content/plugins/woocommerce/assets/js/frontend/order-attribution.min.js?ver=9.3.3',
  'sourcebuster-js': '/wp-content/plugins/woocommerce/assets/js/sourcebuster/sourcebuster.min.js?ver=9.3.3',
} as const;

export type PluginScriptHandle = keyof typeof PLUGIN_SCRIPT_SRC;

/** A script tag as WordPress prints it: `<script src="…" id="{handle}-js"></script>`. */
export function pluginScriptTag(handle: string, src: string): string {
  return `<script src="${src}" id="${handle}-js"></script>`;
}

/** wp_localize_script()'s block, the params without the script: `<script id="{handle}-js-extra">var {name} = {json};</script>`. */
export function pluginParamsTag(handle: string, name: string, value: unknown): string {
  return `<script id="${handle}-js-extra">var ${name} = ${JSON.stringify(value).replace(/</g, '\\u003c')};</script>`;
}
