import { escapeXml as esc } from './escape';

/**
 * ` name="value"` pairs in order, each value escaped; undefined or false leaves the attribute out.
 * Shared by every markup builder that prints attributes from data (contact form, wishlist).
 */
export function attrs(list: ReadonlyArray<readonly [string, string | number | undefined | false]>): string {
  return list
    .filter((pair): pair is readonly [string, string | number] => pair[1] !== undefined && pair[1] !== false)
    .map(([name, value]) => ` ${name}="${esc(String(value))}"`)
    .join('');
}
