// §3 "Order attribution": the fields WooCommerce records, in the order its PHP lists them
// (OrderAttributionController; docs/research/order-attribution.md), each mapped to the sourcebuster
// value it is read from (the `wc_order_attribution.fields` map WooCommerce prints).
// OWNER: helper "rules". STUB until then.

/** The posted field names, without the `wc_order_attribution_` prefix. */
export const ATTRIBUTION_FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** One value per field; null when tracking is off or nothing is known (posted as ''). */
export type AttributionValues = Record<AttributionField, string | null>;

/** Every field null: what is sent while tracking is off (§4 Order tracking). */
export function emptyAttributionValues(): AttributionValues {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, null])) as AttributionValues;
}
