// How PHP and WordPress read the values the AJAX calls send, so odd input ('3abc', '', '-2',
// '<b>name</b>') gets the answer a real WooCommerce gives rather than whatever Number() makes of it.

/** intval(): leading digits (after an optional sign), 0 when there are none. */
export function intval(value: string | undefined): number {
  const parsed = Number.parseInt((value ?? '').trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** absint(): WordPress's id reader. */
export function absint(value: string | undefined): number {
  return Math.abs(intval(value));
}

/** PHP's empty() for a request field: missing, '' and '0' are empty. */
export function isEmptyField(value: string | undefined): boolean {
  return value === undefined || value === '' || value === '0';
}

/**
 * sanitize_text_field(): tags stripped (a '<' that opens no tag is kept, as `&lt;`), line breaks,
 * tabs and runs of whitespace folded to one space, %-encoded octets removed, trimmed. What the
 * wishlist handlers do to names and titles.
 */
export function sanitizeTextField(value: string | undefined): string {
  return (value ?? '')
    .replace(/<[^>]*?(?:(?=<)|>|$)/g, (match) => (match.endsWith('>') ? '' : match.replace('<', '&lt;')))
    .replace(/%[0-9a-f]{2}/gi, '')
    .replace(/[\r\n\t ]+/g, ' ')
    .trim();
}

/** strlen(): PHP counts bytes, so a Thai character (three in UTF-8) weighs three. */
export function phpStrlen(value: string): number {
  return new TextEncoder().encode(value).length;
}
