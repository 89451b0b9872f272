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

/** Errors first, then successes, then notices, as wc_print_notices() orders them. */
export function pageNoticesMarkup(notices: readonly CartNotice[] = []): string {
  const groups = (['error', 'success', 'notice'] as const)
    .map((type) => [type, notices.filter((n) => n.type === type).map((n) => n.text)] as const)
    .filter(([, texts]) => texts.length > 0)
    .map(([type, texts]) => noticeMarkup(type, texts));
  return `<div class="woocommerce-notices-wrapper">${groups.join('')}</div>`;
}
