import { PAGE_CONSTANTS } from '../../constants';

/**
 * Whether the header is fixed at `scrollTop` (§2.2, §9 Page "Fixed header threshold" 120 px):
 * fixed once the page has scrolled more than 120 px, back in the flow at 120 px or less.
 */
export function isHeaderFixed(scrollTop: number, thresholdPx: number = PAGE_CONSTANTS.fixedHeaderThresholdPx): boolean {
  return scrollTop > thresholdPx;
}
