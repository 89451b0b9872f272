import type { SearchSuggestion } from '@talat/client';
import { navigableUrl } from '@talat/core';

/**
 * A row of the suggestion list: the client's typed §3 "Search suggestion". The server sends every
 * field as text except `price`, which is WooCommerce price markup and goes through core's markup door.
 */
export type Suggestion = SearchSuggestion;

export type RowKind = 'product' | 'product-category' | 'post-category' | 'heading' | 'more-items' | 'no-result';

/** Maps the server's `type` values (§3) to the row kinds the view draws. */
export function rowKind(suggestion: Suggestion): RowKind {
  switch (suggestion.type) {
    case 'heading':
      return 'heading';
    case 'taxonomy-product-cat':
      return 'product-category';
    case 'taxonomy-post-cat':
      return 'post-category';
    case 'more_item':
      return 'more-items';
    case 'no-result':
    case 'no-results':
      return 'no-result';
    default:
      return 'product';
  }
}

/** Rows a shopper can move to and pick; headings and the no-result row are only read. */
export function isSelectable(suggestion: Suggestion): boolean {
  const kind = rowKind(suggestion);
  return kind !== 'heading' && kind !== 'no-result';
}

/** A response "returned nothing" when it has no row a shopper could pick (§4 Live search caching). */
export function isEmptyResult(suggestions: readonly Suggestion[]): boolean {
  return !suggestions.some(isSelectable);
}

/**
 * §2.3: each row links to its url, or to '#' when it has none. A url that does not resolve to
 * http(s) (`javascript:`, `java\tscript:`, `data:`), read by the browser's own URL parser, also
 * becomes '#': a poisoned field must not run script when a shopper picks the row.
 */
export function rowHref(suggestion: Suggestion): string {
  const url = suggestion.url?.trim();
  return url && navigableUrl(url) ? url : '#';
}
