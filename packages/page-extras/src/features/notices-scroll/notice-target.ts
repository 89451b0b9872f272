/**
 * WooCommerce's notices (templates/notices/*.php, the checkout's and cart's notice groups, and the
 * block notice banners), as woocommerce.js, cart.js and checkout.js pass them to scroll_to_notices.
 */
export const NOTICE_SELECTOR =
  '.woocommerce-NoticeGroup, .woocommerce-error, .woocommerce-message, .woocommerce-info, .wc-block-components-notice-banner';

/**
 * The notice to scroll to among the nodes a mutation added: the first in document order (a group
 * before the messages inside it), or none. Notices inside a popover or dialog (the side cart's
 * own success area) float over the page already and are not scrolled to.
 */
export function firstAddedNotice(added: readonly Node[]): HTMLElement | undefined {
  for (const node of added) {
    if (!(node instanceof HTMLElement) || !node.isConnected) continue;
    const notice = node.matches(NOTICE_SELECTOR) ? node : node.querySelector<HTMLElement>(NOTICE_SELECTOR);
    if (notice && !notice.closest('[popover], dialog, [aria-hidden="true"]')) return notice;
  }
  return undefined;
}

/** Where the page scrolls to put `notice` 100 px below the window's top (§9 Page "Notice scroll offset"). */
export function noticeScrollTop(noticeTopInViewport: number, scrollTop: number, offsetPx: number): number {
  return Math.max(0, noticeTopInViewport + scrollTop - offsetPx);
}
