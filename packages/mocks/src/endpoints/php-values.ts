// How PHP reads the numbers the cart calls send, so odd input ('3abc', '', '-2') gets the answer a
// real WooCommerce gives rather than whatever Number() makes of it.

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
