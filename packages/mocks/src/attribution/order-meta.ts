import { deviceTypeOf } from './device-type';
import { sanitizeTextField } from './sanitize-text-field';

// What WooCommerce stores for an order from the posted attribution values (OrderAttributionMeta,
// OrderAttributionController set_order_source_data, OrderAttributionBlocksController; see
// docs/research/woocommerce-checkout-orders.md): each field sanitize_text_field()ed, a value
// equal to '(none)' skipped, `device_type` added when user_agent is not empty, nothing at all when
// every value is empty; each kept value becomes order meta `_wc_order_attribution_<field>`.

/** The fields, as WooCommerce's $default_fields lists them (the order the meta is added in). */
export const ORDER_ATTRIBUTION_FIELDS = [
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

export type OrderAttributionField = (typeof ORDER_ATTRIBUTION_FIELDS)[number];

export const POSTED_FIELD_PREFIX = 'wc_order_attribution_';
export const META_KEY_PREFIX = '_wc_order_attribution_';
/** The Store API extension namespace the block checkout sends the values under. */
export const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';

/** Field (or `device_type`) -> stored value, in the order WooCommerce adds the meta. */
export type AttributionMeta = Readonly<Record<string, string>>;

/** get_source_values + set_order_source_data, from unprefixed values (a missing field is '(none)'). */
export function attributionMeta(values: Readonly<Record<string, string | null | undefined>>): AttributionMeta {
  const meta: Record<string, string> = {};
  for (const field of ORDER_ATTRIBUTION_FIELDS) {
    const raw = values[field];
    const value = sanitizeTextField(raw === undefined ? '(none)' : (raw ?? ''));
    if (value === '(none)') continue;
    meta[field] = value;
  }
  if (meta.user_agent) meta.device_type = deviceTypeOf(meta.user_agent);
  // `if ( empty( array_filter( $source_data ) ) ) return;`: all empty stores nothing.
  return Object.values(meta).some((value) => value !== '' && value !== '0') ? meta : {};
}

/** Classic checkout: `$_POST['wc_order_attribution_<field>']` (get_unprefixed_field_values). */
export function attributionMetaFromPost(params: Readonly<Record<string, string>>): AttributionMeta {
  const values: Record<string, string | undefined> = {};
  for (const field of ORDER_ATTRIBUTION_FIELDS) values[field] = params[`${POSTED_FIELD_PREFIX}${field}`];
  return attributionMeta(values);
}

/**
 * Validates the Store API's `extensions['woocommerce/order-attribution']` against the schema
 * WooCommerce registers (each field `string|null`): the reason it is refused, or undefined.
 */
export function extensionDataProblem(data: unknown): string | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data !== 'object' || Array.isArray(data)) return `extensions[${EXTENSION_NAMESPACE}] is not of type object.`;
  for (const field of ORDER_ATTRIBUTION_FIELDS) {
    const value = (data as Record<string, unknown>)[field];
    if (value !== undefined && value !== null && typeof value !== 'string') return `extensions[${EXTENSION_NAMESPACE}][${field}] is not of type string,null.`;
  }
  return undefined;
}

/**
 * Block checkout: the extension data (already validated). An absent namespace or one with every
 * value empty stores nothing, as the blocks controller skips empty data; a field it leaves out is
 * read as '(none)' like a missing posted field.
 */
export function attributionMetaFromExtension(data: unknown): AttributionMeta {
  if (typeof data !== 'object' || data === null) return {};
  const values: Record<string, string | null | undefined> = {};
  for (const field of ORDER_ATTRIBUTION_FIELDS) values[field] = (data as Record<string, string | null | undefined>)[field];
  return attributionMeta(values);
}
