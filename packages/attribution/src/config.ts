import { isRecord, type WidgetConfigSpec } from '@talat/core';

/**
 * The attribution widget's settings (README "Order attribution"): the JSON `attribution` section,
 * else WooCommerce's own `wc_order_attribution.params` where that global is still printed.
 * Every key is optional; the defaults are the shop's (§9 Other).
 */
export interface AttributionConfig extends Record<string, unknown> {
  locale?: string;
  /** §4 Order tracking, the config switch used when the WordPress Consent API is not on the page. */
  allowTracking?: boolean;
  /** §9 Attribution cookie lifetime setting, in months (the shop: 0.00001). */
  lifetimeMonths?: number;
  /** §9 Attribution session length, in minutes (30). */
  sessionMinutes?: number;
  /** sourcebuster's base64 cookie encoding (WooCommerce: off). */
  base64?: boolean;
  /** The hidden inputs' name prefix (WooCommerce: `wc_order_attribution_`). */
  fieldPrefix?: string;
  /**
   * The pixel's PageView (tracking/page-view.ts): unset = detect whether the theme's snippet sent
   * it; true = the snippet leaves it to Talat (still never twice); false = never send it.
   */
  pixelPageView?: boolean;
  /** Forward the cart's add and remove to the pixel (tracking/commerce-events.ts); false when the theme's snippet does it. Default on. */
  pixelCommerceEvents?: boolean;
}

interface WcOrderAttributionParams {
  lifetime?: unknown;
  session?: unknown;
  base64?: unknown;
  prefix?: unknown;
  allowTracking?: unknown;
}

const numberOf = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : undefined);

export const attributionConfigSpec: WidgetConfigSpec<AttributionConfig> = {
  widget: 'attribution',
  section: 'attribution',
  defaults: {},
  fromGlobals: (globals) => {
    const params = (isRecord(globals.wc_order_attribution) ? globals.wc_order_attribution.params : undefined) as WcOrderAttributionParams | undefined;
    if (!isRecord(params)) return {};
    return {
      allowTracking: params.allowTracking === undefined ? undefined : params.allowTracking === true || params.allowTracking === 'yes' || params.allowTracking === '1',
      lifetimeMonths: numberOf(params.lifetime),
      sessionMinutes: numberOf(params.session),
      base64: params.base64 === undefined ? undefined : Boolean(params.base64),
      fieldPrefix: typeof params.prefix === 'string' ? params.prefix : undefined,
    };
  },
  required: [],
};
