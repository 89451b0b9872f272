import type { FakeShop } from '../shop';
import { paymentNonce, serverCurrentDate } from './state';

// `WCP`, what the plugin prints with wp_localize_script (research §3). The Talat recipe dequeues
// the script, so the page does not print it; the config block carries the same values.

export interface WcpGlobal {
  readonly ajaxurl: string;
  readonly check_order_nonce: string;
  readonly cleave: string;
  readonly current_date: string;
  readonly i18n: { readonly maximum_upload_file: string };
}

export function paymentGlobals(shop: FakeShop, now?: Date): WcpGlobal {
  return {
    ajaxurl: `${shop.settings.homeUrl}/wp-admin/admin-ajax.php`,
    check_order_nonce: paymentNonce(shop, 'wcp_check_order_nonce'),
    cleave: `${shop.settings.homeUrl}/wp-content/plugins/wc-confirm-payment/public/js/cleave.min.js`,
    current_date: serverCurrentDate(now),
    i18n: { maximum_upload_file: 'ขนาดไฟล์อัปโหลดสูงสุด 2 MB' },
  };
}
