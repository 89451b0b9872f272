// @talat/attribution: order attribution for both checkouts and the pixel's tracking (issue 17).
export { attributionConfigSpec, type AttributionConfig } from './config';
export type { AttributionContext, AttributionPart } from './context';
export { ATTRIBUTION_FIELDS, DEFAULT_FIELD_PREFIX, emptyAttributionValues, type AttributionField, type AttributionValues } from './fields';
export { resolveVisit, SOURCEBUSTER_COOKIES, type CookieWrite, type SourcebusterSettings, type Visit, type VisitResult } from './sourcebuster';
export { startClassicInputs } from './checkout/classic-inputs';
export { startBlockCheckout } from './checkout/block-checkout';
export { startCheckoutFields } from './checkout-fields';
export { watchTrackingConsent } from './checkout/consent';
export { startOrderAttribution } from './order-attribution';
export { attributionValues, trackingState, type TrackingState } from './checkout/published-values';
export { startPixelTracking } from './tracking';
export { startDebugPanel } from './debug';
export { CHECKOUT_MARKUP, START_PARTS, startAttribution, type AttributionSession, type StartAttributionOptions } from './session';
export { AFTER_LOAD_PARTS } from './after-load';
export { hearCommerceEvents, HEARD_EVENTS_MAX, type HeardCommerceEvents } from './tracking/heard-events';
export { ATTRIBUTED_FORM, BLOCK_PLACE_ORDER, attributionWidget, mountAttribution, type MountAttributionOptions } from './mount';
