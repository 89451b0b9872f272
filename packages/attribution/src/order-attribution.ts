// The order-attribution part (issue 17): runs the sourcebuster rules for this page load with
// tracking on (writing their cookies), or deletes those cookies with it off (§4 Order tracking),
// and publishes the values for both checkouts (checkout-fields.ts hands them over, §2.7, §7
// "Checkout and tracking"); follows consent changes while the shopper is on the page. It runs at
// page start, so it carries only the count (session.ts).
import { ATTRIBUTION_CONSTANTS } from './constants';
import { watchTrackingConsent } from './checkout/consent';
import { publishAttribution, resetPublishedAttribution } from './checkout/published-values';
import { deleteSourcebusterCookies, readSourcebusterCookies, WOOCOMMERCE_TRACKING_COOKIES, writeSourcebusterCookie } from './checkout/sourcebuster-cookies';
import type { AttributionContext } from './context';
import { ATTRIBUTION_FIELDS, capFieldValue, emptyAttributionValues, type AttributionValues } from './fields';
import { resolveVisit, SOURCEBUSTER_COOKIES, type SourcebusterSettings } from './sourcebuster';

/** §9 Other: the shop's settings unless the config (or WooCommerce's params) says otherwise. */
export function sourcebusterSettings(config: AttributionContext['config']): SourcebusterSettings {
  const positive = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined);
  return {
    lifetimeMonths: positive(config.lifetimeMonths) ?? ATTRIBUTION_CONSTANTS.attributionCookieLifetimeMonths,
    sessionMinutes: positive(config.sessionMinutes) ?? ATTRIBUTION_CONSTANTS.attributionSessionMinutes,
    base64: config.base64 ?? false,
  };
}

/**
 * What reaches the checkouts: the 16 fields only, each a string within its cap (fields.ts, the rules
 * cap them too: this is the door the values pass on their way out) or null.
 */
export function capAttributionValues(values: Partial<Record<string, unknown>>): AttributionValues {
  const capped = emptyAttributionValues();
  for (const field of ATTRIBUTION_FIELDS) {
    const value = values[field];
    capped[field] = typeof value === 'string' ? capFieldValue(field, value) : null;
  }
  return capped;
}

/** Every cookie to delete when tracking goes off: WooCommerce's list and whatever the rules write. */
const trackingCookies = () => [...new Set([...WOOCOMMERCE_TRACKING_COOKIES, ...SOURCEBUSTER_COOKIES])];

export function startOrderAttribution(context: AttributionContext): (() => void) | undefined {
  const { doc, win, config, now } = context;
  const settings = sourcebusterSettings(config);

  const track = () => {
    try {
      const result = resolveVisit(
        { url: win.location.href, referrer: doc.referrer, now: now(), userAgent: win.navigator.userAgent, cookies: readSourcebusterCookies(doc) },
        settings,
      );
      for (const cookie of result.cookies) writeSourcebusterCookie(doc, cookie);
      // WooCommerce's script reads its values back from the cookies: where the browser kept none
      // (cookies disabled) it posts '' for every field, and so do we (same reports either way).
      const kept = result.cookies.length === 0 || Object.keys(readSourcebusterCookies(doc)).length > 0;
      publishAttribution(kept ? capAttributionValues(result.values) : emptyAttributionValues(), { allowed: true, pending: false });
    } catch (error) {
      // A rule that throws must not cost the order: it goes with empty attribution.
      console.error('[Talat] attribution: the source rules failed; the order goes without attribution', error);
      publishAttribution(emptyAttributionValues(), { allowed: true, pending: false });
    }
  };
  const untrack = () => {
    try {
      deleteSourcebusterCookies(doc, trackingCookies());
    } catch (error) {
      console.error('[Talat] attribution: could not delete the attribution cookies', error);
    }
    publishAttribution(emptyAttributionValues(), { allowed: false, pending: false });
  };

  const consent = watchTrackingConsent(win, config.allowTracking ?? true, (allowed) => (allowed ? track() : untrack()));
  if (consent.pending) resetPublishedAttribution();
  else if (consent.allowed) track();
  else untrack();

  return () => {
    consent.stop();
    resetPublishedAttribution();
  };
}
