import { escapeXml as esc } from '../../markup/escape';
import type { CartNotice } from '../notices';

// wc_print_notices() inside `.woocommerce-notices-wrapper`, with WooCommerce's notice templates:
// errors as a list with role=alert, a success message with role=alert, info without a role.

export interface CartPageOptions {
  /** Printed in `.woocommerce-notices-wrapper`, e.g. takeCartNotices() after a redirect. */
  notices?: readonly CartNotice[];
}

function noticeMarkup(type: CartNotice['type'], texts: readonly string[]): string {
  switch (type) {
    case 'error':
      return `<ul class="woocommerce-error" role="alert">${texts.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>`;
    case 'success':
      return texts.map((t) => `<div class="woocommerce-message" role="alert">${esc(t)}</div>`).join('');
    case 'notice':
      return texts.map((t) => `<div class="woocommerce-info">${esc(t)}</div>`).join('');
  }
}

/**
 * wc_print_notices(): errors first, then successes, then notices. Printed bare where a plugin calls
 * it directly (the wishlist form does, above its title).
 */
export function noticesMarkup(notices: readonly CartNotice[] = []): string {
  return (['error', 'success', 'notice'] as const)
    .map((type) => [type, notices.filter((n) => n.type === type).map((n) => n.text)] as const)
    .filter(([, texts]) => texts.length > 0)
    .map(([type, texts]) => noticeMarkup(type, texts))
    .join('');
}

/** woocommerce_output_all_notices(): the notices inside `.woocommerce-notices-wrapper`. */
export function pageNoticesMarkup(notices: readonly CartNotice[] = []): string {
  return `<div class="woocommerce-notices-wrapper">${noticesMarkup(notices)}</div>`;
}
