import { ADDED_CLASS, COMPARE_BUTTON, COMPARE_CHECKBOX } from './controls';

/** The plugin's list cookie (`th_compare_product_` + a hash of the site URL; research §4). */
const LIST_COOKIE = /(?:^|;\s*)th_compare_product_[^=]*=[^;]/;

/** A control the PHP printed marked: it read a list from the cookie of whoever made the page. */
const PRINTED_MARKED = `${COMPARE_BUTTON}.${ADDED_CLASS}, ${COMPARE_CHECKBOX.split(', ').map((box) => `${box}:checked`).join(', ')}`;

/**
 * Whether there is a compare list to load at page start (decision 506): TH Product Compare keeps
 * the visitor's list in its cookie, so without it the list is empty, as printed. Unless the page
 * says otherwise: a full-page cache can serve marks another visitor's cookie made, and only the
 * plugin's answer to 'refresh' clears them.
 */
export function hasListToLoad(doc: Document): boolean {
  return LIST_COOKIE.test(doc.cookie) || doc.querySelector(PRINTED_MARKED) !== null;
}
