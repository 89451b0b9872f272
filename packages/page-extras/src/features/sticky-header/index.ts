import { injectStyles } from '@talat/core';
import type { PageExtra } from '../../context';
import { watchScrollPast } from '../../motion/scroll-threshold';
import { setTopCover } from '../../motion/top-cover';
import { isHeaderFixed } from './sticky-state';
import { HEADER_HEIGHT_PROPERTY, STICKY_HEADER_CSS } from './styles';
import { PAGE_CONSTANTS } from '../../constants';
import { configuredSelector, STICKY_HEADER_SELECTOR } from '../markup';

export { STICKY_HEADER_SELECTOR } from '../markup';

/**
 * Sticky header (§2.2, §9 Page "Fixed header threshold" 120 px): the theme's header becomes fixed
 * once the page has scrolled past 120 px and goes back into the flow at 120 px or less.
 *
 * Without a jump: a placeholder just before the header takes the header's height in the same
 * frame the header leaves the flow, so nothing below it moves (CLS 0). The height is measured
 * once at start and then only when the header's own size changes (ResizeObserver), never while
 * scrolling (the crossing itself is told by an IntersectionObserver, motion/scroll-threshold.ts); a change while fixed (a theme that shrinks `.is-sticky`) is not taken, since the
 * placeholder stands for the header as it is in the flow.
 */
export const startStickyHeader: PageExtra = ({ doc, win, config }) => {
  const selector = configuredSelector(config.stickyHeader, STICKY_HEADER_SELECTOR);
  if (!selector) return undefined;
  const header = doc.querySelector<HTMLElement>(selector);
  if (!header || header.dataset.talatStickyHeader === 'off') return undefined;

  injectStyles('page-extras-sticky-header', STICKY_HEADER_CSS, doc);
  const placeholder = doc.createElement('div');
  placeholder.className = 'talat-sticky-placeholder';
  placeholder.setAttribute('aria-hidden', 'true');
  placeholder.hidden = true;
  header.before(placeholder);
  header.classList.add('talat-sticky-header');

  const root = doc.documentElement;
  let height = header.getBoundingClientRect().height;
  let fixed = false;
  const resize =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          const box = entries[entries.length - 1]?.borderBoxSize?.[0];
          if (fixed || !box) return;
          height = box.blockSize;
        })
      : undefined;
  resize?.observe(header, { box: 'border-box' });

  const setFixed = (next: boolean) => {
    if (next === fixed) return;
    fixed = next;
    // Placeholder and header change together, in one frame: the content below never moves.
    placeholder.style.height = `${height}px`;
    placeholder.hidden = !next;
    header.classList.toggle('is-sticky', next);
    // Keyboard focus and #fragments must not land under the fixed header (WCAG 2.4.11): the
    // stylesheet turns this height into the page's scroll-padding-top; themes may use it too.
    if (next) root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${height}px`);
    else root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
  };
  const unwatch = watchScrollPast(win, PAGE_CONSTANTS.fixedHeaderThresholdPx, setFixed);
  setTopCover(doc, (top) => (isHeaderFixed(top) ? height : 0));

  return () => {
    unwatch();
    setTopCover(doc, undefined);
    resize?.disconnect();
    header.classList.remove('talat-sticky-header', 'is-sticky');
    root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    placeholder.remove();
  };
};
