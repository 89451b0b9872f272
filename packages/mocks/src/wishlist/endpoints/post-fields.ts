import type { WpRequest } from '../../router/wp-request';

// `$_POST`: the body's fields only. The router merges query and body into `params` ($_REQUEST),
// query first; the premium handlers read $_POST, so a field only in the URL does not count there.

export function bodyEntries(request: WpRequest): ReadonlyArray<readonly [string, string]> {
  if (request.method !== 'POST') return [];
  // admin-ajax keeps every query pair, so the body's pairs are the ones after them.
  return request.paramEntries.slice([...request.url.searchParams].length);
}

/** `$_POST[name]`: the last value the body gave it, as PHP keeps the last of repeated names. */
export function bodyField(request: WpRequest, name: string): string | undefined {
  let value: string | undefined;
  for (const [key, item] of bodyEntries(request)) if (key === name) value = item;
  return value;
}
