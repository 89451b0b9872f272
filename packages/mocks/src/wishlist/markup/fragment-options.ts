import { sanitizeTextField } from '../../endpoints/php-values';
import { escapeXml as esc } from '../../markup/escape';

// `data-fragment-options` (§3 Wishlist fragment options): the scalars a fragment was rendered
// with, printed as JSON, sent back by the script under its fragment key, and read again to render
// the fragment anew (YITH_WCWL_Frontend::format_fragment_options() / decode_fragment_options()).

export type FragmentOptionValue = string | number | boolean;
export type FragmentOptions = Readonly<Record<string, FragmentOptionValue>>;

/** wc_esc_json( wp_json_encode( $options ) ): `/` as `\/`, then escaped for a double-quoted attribute. */
export function fragmentOptionsAttribute(options: FragmentOptions): string {
  return esc(JSON.stringify(options).replace(/\//g, '\\/'));
}

/**
 * decode_fragment_options(): the strings 'true' and 'false' become booleans, everything else goes
 * through sanitize_text_field(). A form-encoded request sends every value as a string; a JSON one
 * may send numbers and booleans, which are kept.
 */
export function decodeFragmentOptions(raw: Readonly<Record<string, unknown>>): Record<string, FragmentOptionValue> {
  const options: Record<string, FragmentOptionValue> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === 'true' || value === true) options[name] = true;
    else if (value === 'false' || value === false) options[name] = false;
    else if (typeof value === 'number' && Number.isFinite(value)) options[name] = value;
    else if (typeof value === 'string') options[name] = sanitizeTextField(value);
  }
  return options;
}

/** An option as text ('' when absent): numbers and ids arrive as either. */
export function optionText(options: FragmentOptions, name: string): string {
  const value = options[name];
  return value === undefined || typeof value === 'boolean' ? '' : String(value);
}

/** An option as a flag: true, or the strings the plugin treats as yes. */
export function optionFlag(options: FragmentOptions, name: string): boolean {
  const value = options[name];
  return value === true || value === 'yes' || value === '1' || value === 1;
}
