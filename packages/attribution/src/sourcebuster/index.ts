// The sourcebuster rules WooCommerce's order attribution relies on (issue 17), as pure functions
// over a visit: the landing URL, the referrer, the time and the cookies already set. Written from
// reading sourcebuster's public source (docs/research/order-attribution.md), no code copied.
// OWNER: helper "rules". STUB until then.
import type { AttributionValues } from '../fields';

/** Everything the rules read about one page load. */
export interface Visit {
  /** The page's full URL (location.href). */
  url: string;
  /** document.referrer ('' when none). */
  referrer: string;
  /** Date.now() of the page load. */
  now: number;
  /** navigator.userAgent. */
  userAgent: string;
  /** The cookies the browser holds now, by name (already decoded). */
  cookies: Readonly<Record<string, string>>;
}

/** How WooCommerce configures sourcebuster (its `wc_order_attribution.params`, §9 Other). */
export interface SourcebusterSettings {
  lifetimeMonths: number;
  sessionMinutes: number;
  base64: boolean;
}

/** A cookie the rules want written (or, with `maxAgeSeconds` 0, deleted). */
export interface CookieWrite {
  name: string;
  value: string;
  /** undefined = a session cookie. */
  expires?: Date;
}

export interface VisitResult {
  /** The cookies to write, exactly as sourcebuster writes them. */
  cookies: CookieWrite[];
  /** The 16 values WooCommerce would post for this visit. */
  values: AttributionValues;
}

export function resolveVisit(_visit: Visit, _settings: SourcebusterSettings): VisitResult {
  throw new Error('resolveVisit: not built yet');
}

/** The names of every cookie sourcebuster sets (deleted when tracking is turned off, §4). */
export const SOURCEBUSTER_COOKIES: readonly string[] = [];
