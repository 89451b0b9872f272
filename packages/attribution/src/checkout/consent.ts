// §4 Order tracking: on or off. The WordPress Consent API's marketing consent when it is on the
// page (as WooCommerce's wp-consent-api-integration.js follows it), the config switch otherwise.
// The rules, with their sources, are in docs/research/consent.md.

/** The consent category WooCommerce files order attribution under (WPConsentAPI::$consent_category). */
export const CONSENT_CATEGORY = 'marketing';
/** Raised on `document` by `wp_set_consent` when a category's value changes; detail { [category]: 'allow' | 'deny' }. */
export const CONSENT_CHANGE_EVENT = 'wp_listen_for_consent_change';
/** Raised on `document` by a consent banner once it has set `window.wp_consent_type`. */
export const CONSENT_TYPE_DEFINED_EVENT = 'wp_consent_type_defined';

interface ConsentApiWindow {
  wp_has_consent?: unknown;
  wp_consent_type?: unknown;
  consent_api?: { waitfor_consent_hook?: unknown };
}

export interface TrackingConsent {
  /** Whether tracking is on now (false while pending). */
  readonly allowed: boolean;
  /** The banner asked plugins to wait for its consent type and has not defined it yet: neither run nor delete. */
  readonly pending: boolean;
  stop(): void;
}

const PENDING = 'pending';

/** Whether the Consent API's script is on the page (wp-consent-api.js defines this global function). */
export function hasConsentApi(win: Window): boolean {
  return typeof (win as unknown as ConsentApiWindow).wp_has_consent === 'function';
}

/**
 * The API's answer for marketing now; 'pending' while a banner that asked plugins to wait
 * (`waitfor_consent_hook`) has not defined the consent type (the API would answer from its
 * fallback type, which the banner may be about to change); undefined when there is no API or it throws.
 */
function askConsentApi(win: Window): boolean | typeof PENDING | undefined {
  const api = win as unknown as ConsentApiWindow;
  if (typeof api.wp_has_consent !== 'function') return undefined;
  if (api.consent_api?.waitfor_consent_hook && api.wp_consent_type === undefined) return PENDING;
  try {
    return (api.wp_has_consent as (category: string) => unknown).call(win, CONSENT_CATEGORY) === true;
  } catch (error) {
    console.error('[Talat] attribution: wp_has_consent failed; tracking stays as it was', error);
    return undefined;
  }
}

/** The marketing value a change event carries ('allow' / 'deny'), or undefined when it is about other categories. */
function changedMarketing(event: Event): boolean | undefined {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null || !Object.prototype.hasOwnProperty.call(detail, CONSENT_CATEGORY)) return undefined;
  return (detail as Record<string, unknown>)[CONSENT_CATEGORY] === 'allow';
}

/**
 * Tracking's state for this page and its changes. With the Consent API, its answer at start, then
 * every marketing change (allow turns tracking on, deny off) and a consent type defined later; the
 * events are listened to even when the API's script is not (yet) here, since a change event says
 * all it means by itself. Without it, `configured` (the config switch). `onChange` hears real
 * changes only, so a repeated answer never runs the rules twice; while pending, the first answer
 * (type defined, or a change) is always heard.
 */
export function watchTrackingConsent(win: Window, configured: boolean, onChange: (allowed: boolean) => void): TrackingConsent {
  const doc = win.document;
  let allowed: boolean | typeof PENDING = askConsentApi(win) ?? configured;
  const update = (next: boolean | typeof PENDING | undefined) => {
    if (next === undefined || next === PENDING || next === allowed) return;
    allowed = next;
    onChange(next);
  };
  const onConsentChange = (event: Event) => update(changedMarketing(event));
  const onTypeDefined = () => update(askConsentApi(win));
  doc.addEventListener(CONSENT_CHANGE_EVENT, onConsentChange);
  doc.addEventListener(CONSENT_TYPE_DEFINED_EVENT, onTypeDefined);
  return {
    get allowed() {
      return allowed === true;
    },
    get pending() {
      return allowed === PENDING;
    },
    stop: () => {
      doc.removeEventListener(CONSENT_CHANGE_EVENT, onConsentChange);
      doc.removeEventListener(CONSENT_TYPE_DEFINED_EVENT, onTypeDefined);
    },
  };
}
