import type { FakeShop } from '../shop';

// `th_product`, what the pre-rename release prints with wp_localize_script('th-product-js', …)
// (inc.php enqueue_front_script; research §2). The Talat recipe dequeues that script, so the page
// does not print this; the widget's config block carries the same two values instead.

export interface ThProductGlobal {
  readonly th_product_ajax_url: string;
  readonly nonce: string;
}

export function compareGlobals(shop: FakeShop): ThProductGlobal {
  return {
    th_product_ajax_url: `${shop.settings.homeUrl}/wp-admin/admin-ajax.php`,
    nonce: shop.settings.nonces.th_product_compare_nonce ?? '',
  };
}
