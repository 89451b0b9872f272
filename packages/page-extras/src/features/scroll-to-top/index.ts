import { injectStyles } from '@talat/core';
import type { PageExtra } from '../../context';
import { animateScrollTo } from '../../motion/animate-scroll';
import { pageScroller } from '../../motion/page-scroller';
import { watchScrollPast } from '../../motion/scroll-threshold';
import { focusTopOfPage } from './focus-top';
import { SCROLL_TO_TOP_CSS } from './styles';
import { showFloating } from './top-layer';
import { PAGE_CONSTANTS } from '../../constants';
import { configuredSelector, SCROLL_TO_TOP_SELECTOR } from '../markup';

export { SCROLL_TO_TOP_SELECTOR } from '../markup';

/**
 * Scroll-to-top button (§2.2, §9 Page: shown after 100 px, the scroll lasts 600 ms): hidden
 * (and out of the tab order) near the top, shown in the top layer past 100 px; a press scrolls to
 * the top over 600 ms (at once with reduced motion) and moves focus to the top of the page.
 * A link the theme printed (`href="#top"`, which works without JavaScript) becomes a button for
 * assistive technology: role=button, Space presses it, and a Thai name when it has none.
 */
export const startScrollToTop: PageExtra = ({ doc, win, config, t }) => {
  const selector = configuredSelector(config.scrollToTop, SCROLL_TO_TOP_SELECTOR);
  const control = selector ? doc.querySelector<HTMLElement>(selector) : null;
  if (!control) return undefined;

  injectStyles('page-extras-scroll-top', SCROLL_TO_TOP_CSS, doc);
  const restore = rememberAttributes(control, ['role', 'aria-label', 'hidden', 'popover', 'class']);
  control.classList.add('talat-scroll-top');
  const isLink = control instanceof HTMLAnchorElement;
  if (isLink) control.setAttribute('role', 'button');
  if (!hasName(control)) control.setAttribute('aria-label', t('scrollToTop'));

  let cancel: (() => void) | undefined;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    cancel?.();
    const fragment = isLink ? (control.getAttribute('href') ?? '').replace(/^#/, '') : null;
    cancel = animateScrollTo(win, pageScroller(win), 0, {
      durationMs: PAGE_CONSTANTS.scrollTopAnimationMs,
      onEnd: () => (cancel = undefined),
    });
    focusTopOfPage(doc, fragment);
  };
  // A link answers Enter by itself; a button also answers Space (APG button pattern).
  const onKeydown = (event: KeyboardEvent) => {
    if (!isLink || event.key !== ' ') return;
    event.preventDefault();
    control.click();
  };
  control.addEventListener('click', onClick);
  control.addEventListener('keydown', onKeydown);
  showFloating(control, false);
  const unwatch = watchScrollPast(win, PAGE_CONSTANTS.scrollTopThresholdPx, (past) => showFloating(control, past));

  return () => {
    unwatch();
    cancel?.();
    control.removeEventListener('click', onClick);
    control.removeEventListener('keydown', onKeydown);
    if (typeof control.hidePopover === 'function' && control.matches(':popover-open')) control.hidePopover();
    restore();
  };
};

/** Whether the theme gave the control a name: a label, or text or an image's alt that is not aria-hidden (an arrow icon is not a name). */
function hasName(control: HTMLElement): boolean {
  if (control.getAttribute('aria-label')?.trim() || control.hasAttribute('aria-labelledby') || control.title.trim()) return true;
  const copy = control.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"], .screen-reader-text:empty').forEach((hidden) => hidden.remove());
  return Boolean(copy.textContent?.trim() || copy.querySelector('img[alt]:not([alt=""])'));
}

/** Puts the named attributes back as the theme printed them (undo). */
function rememberAttributes(element: Element, names: readonly string[]): () => void {
  const saved = names.map((name) => [name, element.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of saved) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}
