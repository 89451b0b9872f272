// §7 "Checkout and tracking": a page view goes to the pixel, once per page. The rule (also in
// docs/decisions.md 449): we send it unless someone else did or will —
//   - the config says no (`pixelPageView: false`);
//   - Facebook for WooCommerce is on the page (it sends its own);
//   - the stub's queue already holds `track PageView` (the theme's snippet, Meta's base code);
//   - Meta's library has already drained the queue, so we cannot see, and the config did not say
//     the snippet leaves the page view to us (`pixelPageView: true`): Meta's base code always
//     tracks PageView right after `init`, so counting it twice is the likelier mistake.
// The pixel's part starts after the load event (decision 511), when Meta's library has usually
// drained the queue; what the stub showed at page start (`atStart`, read by the count's chunk)
// answers the last two questions then, as they were answered when the part started at once.
import { facebookForWooCommerceOnPage } from './pixel';
import { pixelLibraryLoaded, queuedTrack, type Pixel, type PixelAtStart } from './pixel-stub';

/** Shared by every Talat bundle in this window (module and classic builds), so two never both send. */
const SENT = Symbol.for('talat.pixel.pageView');

export function pageViewWanted(win: Window, doc: Document, pixel: Pixel, setting: boolean | undefined, atStart?: PixelAtStart): boolean {
  if (setting === false || (win as unknown as Record<symbol, unknown>)[SENT] === true) return false;
  if (facebookForWooCommerceOnPage(win, doc) || queuedTrack(pixel, 'PageView') || atStart?.pageViewQueued) return false;
  return setting === true || !(atStart ? atStart.libraryLoaded : pixelLibraryLoaded(pixel));
}

/** Marks the page view as sent for this window. */
export function markPageViewSent(win: Window): void {
  (win as unknown as Record<symbol, unknown>)[SENT] = true;
}

/** Test seam: forgets the mark (a new page in a real browser). */
export function forgetPageView(win: Window): void {
  delete (win as unknown as Record<symbol, unknown>)[SENT];
}
