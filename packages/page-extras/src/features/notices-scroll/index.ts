import { onHostEvent, type JQueryLike } from '@talat/core';
import type { PageExtra } from '../../context';
import { animateScrollTo } from '../../motion/animate-scroll';
import { pageScroller, scrollTopOf } from '../../motion/page-scroller';
import { topCoverAt } from '../../motion/top-cover';
import { firstAddedNotice, noticeScrollTop } from './notice-target';
import { PAGE_CONSTANTS } from '../../constants';

/** The host event any widget or theme script can send to have a notice scrolled to: `detail: [element]`. */
export const SCROLL_TO_NOTICE_EVENT = 'talat_scroll_to_notice';

/** Where WooCommerce prints notices later: the page's main content (the side cart and footer are not watched). */
import { NOTICE_SCOPE } from '../markup';

type JQueryWithNotices = JQueryLike & { scroll_to_notices?: (target: ArrayLike<Element>) => void };

/**
 * WooCommerce notices (§2.2, §9 Page "Notice scroll offset" 100 px, "Notice scroll duration"
 * 1000 ms): a notice inserted after the page loaded (a checkout error, a cart update, an add that
 * failed) is scrolled to, 100 px below the window's top (below the sticky header, when fixed there), over 1000 ms (at once with reduced
 * motion; a wheel, touch or key stops it), and gets focus (tabindex=-1) so a screen reader reads
 * it. Notices printed with the page are left alone: their focus after 500 ms belongs to the store
 * notice behaviour of the first load. One MutationObserver on the main content, child lists only.
 *
 * Also, for scripts WooCommerce still loads (checkout.js, cart.js call `$.scroll_to_notices` from
 * woocommerce.js, which the recipe dequeues): where jQuery is on the page and has no
 * scroll_to_notices, this one stands in; and the host event `talat_scroll_to_notice` does the same
 * for any script without jQuery.
 */
export const startNoticesScroll: PageExtra = ({ doc, win }) => {
  const scope = doc.querySelector(NOTICE_SCOPE);
  if (!scope) return undefined;
  let cancel: (() => void) | undefined;
  /** Sent to once already (a script and the observer can both see one insertion). */
  const handled = new WeakSet<Element>();

  const scrollToNotice = (notice: Element) => {
    if (!(notice instanceof HTMLElement) || !notice.isConnected || handled.has(notice)) return;
    handled.add(notice);
    cancel?.();
    const scroller = pageScroller(win);
    const plain = noticeScrollTop(notice.getBoundingClientRect().top, scrollTopOf(scroller), PAGE_CONSTANTS.noticeScrollOffsetPx);
    // Below the sticky header where it will be fixed, not under it (decision "Notices below the sticky header").
    const top = Math.max(0, plain - topCoverAt(doc, plain));
    cancel = animateScrollTo(win, scroller, top, { durationMs: PAGE_CONSTANTS.noticeScrollDurationMs, onEnd: () => (cancel = undefined) });
    if (!notice.hasAttribute('tabindex')) notice.setAttribute('tabindex', '-1');
    notice.focus({ preventScroll: true });
  };

  const observer = new MutationObserver((records) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    const notice = firstAddedNotice(added);
    if (notice) scrollToNotice(notice);
  });
  observer.observe(scope, { childList: true, subtree: true });
  const offHostEvent = onHostEvent(SCROLL_TO_NOTICE_EVENT, ([target]) => {
    if (target instanceof Element) scrollToNotice(target);
  });

  const $ = (win as Window & { jQuery?: JQueryWithNotices }).jQuery;
  const standIn = (target: ArrayLike<Element>) => {
    const first = target[0];
    if (first) scrollToNotice(first);
  };
  const providesJQuery = Boolean($) && typeof $?.scroll_to_notices !== 'function';
  if (providesJQuery) $!.scroll_to_notices = standIn;

  return () => {
    observer.disconnect();
    offHostEvent();
    cancel?.();
    if (providesJQuery && $!.scroll_to_notices === standIn) delete $!.scroll_to_notices;
  };
};
