// The sourcebuster rules WooCommerce's order attribution relies on (issue 17), as pure functions
// over a visit: the landing URL, the referrer, the time and the cookies already set. Written from
// reading sourcebuster's public source (docs/research/order-attribution.md), no code copied.
import { ATTRIBUTION_CONSTANTS } from '../constants';
import type { SourcebusterSettings } from './resolve';

export { resolveVisit, type Visit, type VisitResult, type SourcebusterSettings } from './resolve';
export type { CookieWrite } from './cookie-jar';
export { SOURCEBUSTER_COOKIES } from './containers';
export { valuesFromCookies } from './values';

/** The shop's settings (§9 Other), used where the config names none. */
export const DEFAULT_SOURCEBUSTER_SETTINGS: Readonly<SourcebusterSettings> = {
  lifetimeMonths: ATTRIBUTION_CONSTANTS.attributionCookieLifetimeMonths,
  sessionMinutes: ATTRIBUTION_CONSTANTS.attributionSessionMinutes,
  base64: false,
};
