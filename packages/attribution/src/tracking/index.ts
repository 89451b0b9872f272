// §1 Tracking, §7 "Checkout and tracking", §9 click-id rows: the page view to the social
// advertising pixel, the click id's first-party cookie, and the cart's add and remove forwarded as
// the pixel's commerce events (issue 17). Everything here follows the one consent rule of the
// widget (watchTrackingConsent, §4 Order tracking): with it off nothing is sent and `_fbc` is deleted.
// `_fbc` is the pixel's cookie: it is set only where a pixel is on the page (pixelOnPage).
import { watchTrackingConsent } from '../checkout/consent';
import type { AttributionContext } from '../context';
import { deleteClickId, keepClickId } from './click-id';
import { pixelCallFor } from './commerce-events';
import { hearCommerceEvents, type CommerceEventKind } from './heard-events';
import { markPageViewSent, pageViewWanted } from './page-view';
import { callPixel, facebookForWooCommerceOnPage, pixelOnPage } from './pixel';
import { findPixel } from './pixel-stub';

export function startPixelTracking({ doc, win, config, now, commerceEvents, pixelAtStart }: AttributionContext): (() => void) | undefined {
  let allowed = false;

  const sendPageView = () => {
    const pixel = findPixel(win);
    if (allowed && pixel && pageViewWanted(win, doc, pixel, config.pixelPageView, pixelAtStart) && callPixel(pixel, 'track', 'PageView')) markPageViewSent(win);
  };
  const followClickId = () => {
    try {
      // Kept again at `load` when the pixel was there at once: the same click id keeps its time.
      if (!allowed) deleteClickId(doc);
      else if (pixelOnPage(win, doc)) keepClickId(doc, win.location.href, now());
    } catch (error) {
      console.error('[Talat] attribution: the click id cookie could not be kept', error);
    }
  };
  const followConsent = () => {
    followClickId();
    sendPageView();
  };

  const consent = watchTrackingConsent(win, config.allowTracking !== false, (next) => {
    allowed = next;
    followConsent();
  });
  allowed = consent.allowed;
  // A banner still deciding (Consent API `waitfor_consent_hook`): neither write nor delete until it answers.
  if (!consent.pending) followConsent();

  // The session starts this part after the load event (decision 511), so there it never waits here.
  // Started before it, a pixel snippet that runs after us (a tag manager, a footer script) is there
  // by `load`: its click id and its page view then. Consent off was already acted on.
  const onLoad = () => {
    if (allowed) followClickId();
    sendPageView();
  };
  if (doc.readyState !== 'complete') win.addEventListener('load', onLoad, { once: true });

  const forwarded = new WeakSet<object>();
  const forward = (kind: CommerceEventKind, args: unknown[]) => {
    const pixel = findPixel(win);
    if (!allowed || !pixel || config.pixelCommerceEvents === false) return;
    // Facebook for WooCommerce sends AddToCart itself (its cart fragment); it has no remove event.
    if (kind === 'add' && facebookForWooCommerceOnPage(win, doc)) return;
    const payload = args[0];
    if (payload === null || typeof payload !== 'object' || forwarded.has(payload)) return;
    const call = pixelCallFor(kind, args);
    if (!call) return;
    forwarded.add(payload);
    callPixel(pixel, call.method, call.event, call.params);
  };
  // The session's, holding what came before this part started; or our own, from now on.
  const events = commerceEvents ?? hearCommerceEvents();
  const stopForwarding = events.follow(forward);

  return () => {
    consent.stop();
    win.removeEventListener('load', onLoad);
    stopForwarding();
    if (events !== commerceEvents) events.stop();
  };
}
