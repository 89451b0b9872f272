import { focusMain } from './focus-main';
import { refreshSortedResultCount } from './result-count';
import { PAGE_CONSTANTS } from '../constants';

// WooCommerce's store-wide notice and the focus of its notices, as woocommerce.js does them
// (docs/research/woocommerce-frontend.md §1, §2). First load: the notice is printed hidden
// (`style="display:none"`) and must be shown, or kept hidden, before the shopper acts.

const NOTICE = '.woocommerce-store-notice';
const DISMISS = '.woocommerce-store-notice__dismiss-link';
/** The notices WooCommerce's focus_populate_live_region() focuses: role="alert" ones only. */
const ALERT_NOTICES = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner'].map((name) => `.${name}[role="alert"]`).join();

/**
 * The cookie is read and written here with the page's own `document.cookie` in core's format
 * (`path=/; SameSite=Lax`): core's cookie helpers live in the boot-page chunk, 1,167 B gzip that
 * this first load would otherwise fetch for one line (docs/decisions.md 393).
 * A browser without cookies (or a sandboxed frame, where the getter throws) still hides the
 * notice for this page.
 */
const cookieIsHidden = (doc: Document, name: string): boolean => {
  try {
    return doc.cookie.split('; ').includes(`${name}=hidden`);
  } catch {
    return false;
  }
};

const hideForGood = (doc: Document, name: string): void => {
  try {
    doc.cookie = `${name}=hidden; path=/; SameSite=Lax${doc.location.protocol === 'https:' ? '; Secure' : ''}`;
  } catch {
    // no cookies: hidden for this page only
  }
};

/**
 * Store notice (§2.2, §4 Store notice: shown -> hidden, remembered in `store_notice{noticeId}` =
 * 'hidden' with path '/'), and the 500 ms focus of WooCommerce's alert notices after load (§9 Page
 * "Store notice focus delay"), and the sorted result count re-announced (result-count.ts). Returns
 * the undo, or nothing when the page has none of them.
 */
export function startStoreNotice(doc: Document, win: Window): (() => void) | undefined {
  const undos: Array<() => void> = [];
  /** The undo of the tabindex a dismissal gave the main landmark, once it did. */
  let mainFocused: (() => void) | undefined;
  undos.push(() => mainFocused?.());
  const notices = Array.from(doc.querySelectorAll<HTMLElement>(NOTICE));
  // WooCommerce reads the id of the first notice for all of them (`$(...).data('noticeId')`).
  const cookie = `store_notice${notices[0]?.dataset.noticeId ?? ''}`;
  const hidden = cookieIsHidden(doc, cookie);
  for (const notice of notices) {
    if (hidden) {
      notice.style.display = 'none';
      continue;
    }
    // jQuery's show(): WooCommerce's own stylesheet hides the notice too (`display: none`), so
    // without the inline style it may still be hidden; then it is shown as a block.
    notice.style.removeProperty('display');
    if (win.getComputedStyle(notice).display === 'none') notice.style.display = 'block';
    const dismiss = notice.querySelector<HTMLElement>(DISMISS);
    if (!dismiss) continue;
    // An <a href="#"> acts on Enter only; as a button it answers Space too. Its name stays the
    // text the server printed (WooCommerce's translated 'Dismiss'), which is what the shopper sees.
    const hadRole = dismiss.hasAttribute('role');
    if (!hadRole) dismiss.setAttribute('role', 'button');
    const onClick = (event: Event) => {
      event.preventDefault();
      hideForGood(doc, cookie);
      const hadFocus = notice.contains(doc.activeElement);
      for (const each of notices) each.style.display = 'none';
      // Focus would fall to <body>; the page's main content is where the shopper was going.
      if (hadFocus) mainFocused ??= focusMain(doc);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      dismiss.click();
    };
    dismiss.addEventListener('click', onClick);
    dismiss.addEventListener('keydown', onKey);
    undos.push(() => {
      dismiss.removeEventListener('click', onClick);
      dismiss.removeEventListener('keydown', onKey);
      if (!hadRole) dismiss.removeAttribute('role');
    });
  }

  // The other load-time live-region work of woocommerce.js's on_document_ready, here because the
  // first load starts it with the notice and steps aside for both where woocommerce.js stays.
  for (const undo of [focusFirstAlertNotice(doc, win), refreshSortedResultCount(doc, win)]) if (undo) undos.push(undo);
  return undos.length > 1 ? () => undos.forEach((undo) => undo()) : undefined;
}

/**
 * focus_populate_live_region(): a notice that was in the HTML is not always announced, so the
 * first alert notice gets focus 500 ms after load. Unlike WooCommerce, never from a shopper who
 * has already moved focus, typed, pressed, scrolled or touched in those 500 ms.
 */
export function focusFirstAlertNotice(doc: Document, win: Window): (() => void) | undefined {
  const notice = doc.querySelector<HTMLElement>(ALERT_NOTICES);
  if (!notice) return undefined;
  const hadTabindex = notice.hasAttribute('tabindex');
  if (!hadTabindex) notice.setAttribute('tabindex', '-1');
  let moved = false;
  const onMove = () => {
    moved = true;
  };
  // A press, a scroll or a touch counts too: focusing the notice scrolls the page back to it.
  const interactions = ['focusin', 'keydown', 'pointerdown', 'wheel', 'touchstart'];
  for (const type of interactions) doc.addEventListener(type, onMove, { capture: true, passive: true });
  const stopWatching = () => {
    for (const type of interactions) doc.removeEventListener(type, onMove, true);
  };
  const timer = win.setTimeout(() => {
    stopWatching();
    const active = doc.activeElement;
    if (!moved && (!active || active === doc.body) && notice.isConnected) notice.focus();
  }, PAGE_CONSTANTS.storeNoticeFocusDelayMs);
  return () => {
    win.clearTimeout(timer);
    stopWatching();
    if (!hadTabindex && doc.activeElement !== notice) notice.removeAttribute('tabindex');
  };
}
