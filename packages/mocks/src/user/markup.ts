import { md5 } from '../cart/md5';
import { escapeXml } from '../markup/escape';

// What WooCommerce prints for the page extras' WooCommerce behaviours (issue 16,
// docs/research/woocommerce-frontend.md), with the demo shop's Thai texts as a Thai site's
// settings and WooCommerce's Thai translation would give them.

/** The store notice text (Settings > Customize > Store notice), as the demo shop sets it. */
export const DEMO_STORE_NOTICE = 'ร้านตัวอย่างสำหรับทดสอบ — คำสั่งซื้อจะไม่ถูกจัดส่งจริง';
/** `esc_html__( 'Dismiss', 'woocommerce' )` in WooCommerce's Thai translation. */
export const STORE_NOTICE_DISMISS = 'ปิด';

/**
 * woocommerce_demo_store() (wp_footer): hidden until woocommerce.js shows it, with the md5 of the
 * notice as its id, so a new notice text shows again to shoppers who dismissed the old one.
 */
export function storeNoticeHtml(notice: string = DEMO_STORE_NOTICE): string {
  return `<p class="woocommerce-store-notice demo_store" data-notice-id="${md5(notice)}" style="display:none;">${escapeXml(notice)} <a href="#" class="woocommerce-store-notice__dismiss-link">${STORE_NOTICE_DISMISS}</a></p>`;
}

export interface ComingSoonBannerOptions {
  /** `rest_url( 'wp/v2/users/' . $current_user_id )`. */
  restUrl: string;
  /** `wp_create_nonce( 'wp_rest' )`. */
  restNonce: string;
  /** The site-visibility settings link in the text. */
  settingsUrl?: string;
}

/**
 * LaunchYourStore::maybe_add_coming_soon_banner_on_frontend() (wp_footer): printed for a user who
 * can see the store in coming-soon mode and has not dismissed it. The text is WooCommerce's, in
 * the Thai the demo gives it.
 */
export function comingSoonBannerHtml({ restUrl, restNonce, settingsUrl = '/wp-admin/admin.php?page=wc-settings&amp;tab=site-visibility' }: ComingSoonBannerOptions): string {
  return `<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>หน้านี้อยู่ในโหมด "เร็วๆ นี้" และเห็นได้เฉพาะคุณกับผู้มีสิทธิ์เท่านั้น หากต้องการเปิดให้ทุกคนเห็น&nbsp;<a href='${settingsUrl}'>เปลี่ยนการตั้งค่าการมองเห็น</a></div><a class='coming-soon-footer-banner-dismiss' data-rest-url='${escapeXml(restUrl)}' data-rest-nonce='${escapeXml(restNonce)}'></a></div>`;
}
