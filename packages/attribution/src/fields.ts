// §3 "Order attribution": the fields WooCommerce records, in the order its PHP lists them
// (OrderAttributionMeta::$default_fields; docs/research/order-attribution.md), each mapped to the
// sourcebuster value it is read from (the `wc_order_attribution.fields` map WooCommerce prints).

/** WooCommerce's field prefix (OrderAttributionMeta: `wc_order_attribution_`, §3 Order attribution). */
export const DEFAULT_FIELD_PREFIX = 'wc_order_attribution_';

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

/**
 * Where WooCommerce reads each field: `<sourcebuster container>.<key>` (the `fields` map its PHP
 * prints, e.g. `current.typ`, `current_add.rf`, `udata.uag`).
 */
export const FIELD_SOURCES: Readonly<Record<AttributionField, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

/**
 * The most characters a field may carry. The values come from the URL, the referrer, the user agent
 * and cookies the visitor controls, and WooCommerce stores them uncapped; these caps only cut values
 * no real visit produces (docs/decisions.md 427).
 */
export const FIELD_MAX_LENGTH: Readonly<Record<AttributionField, number>> = {
  source_type: 20,
  referrer: 2048,
  utm_campaign: 500,
  utm_source: 500,
  utm_medium: 500,
  utm_content: 500,
  utm_id: 500,
  utm_term: 500,
  utm_source_platform: 500,
  utm_creative_format: 500,
  utm_marketing_tactic: 500,
  session_entry: 2048,
  session_start_time: 19,
  session_pages: 10,
  session_count: 10,
  user_agent: 1024,
};

/** Cuts a text to at most `max` UTF-16 units without splitting a surrogate pair. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Cuts a value to its field's cap. */
export const capFieldValue = (field: AttributionField, value: string): string => cutText(value, FIELD_MAX_LENGTH[field]);
