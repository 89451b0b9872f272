import type { WpRequest } from '../../router/wp-request';
import type { FragmentsParam } from '../fragments';
import { bodyEntries } from './post-fields';

// The `fragments` parameter, read the way PHP reads it: jQuery.param sends
// `fragments[<key>][<option>]=value`, and PHP keeps the dots of the key inside the brackets, so
// `yith-wcwl-add-to-wishlist.add-to-wishlist-101.…` arrives whole. A JSON body (the client's
// move call) carries the same map as an object.

const FIELD = /^fragments\[([^\]]*)\]\[([^\]]*)\]$/;

export function fragmentsFromEntries(entries: ReadonlyArray<readonly [string, string]>): FragmentsParam | undefined {
  const fragments: Record<string, Record<string, string>> = {};
  let found = false;
  for (const [name, value] of entries) {
    const match = FIELD.exec(name);
    if (!match) continue;
    const [, key = '', option = ''] = match;
    found = true;
    (fragments[key] ??= {})[option] = value;
  }
  return found ? fragments : undefined;
}

export function fragmentsFromJson(value: unknown): FragmentsParam | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const fragments: Record<string, Record<string, unknown>> = {};
  for (const [key, options] of Object.entries(value)) {
    if (typeof options === 'object' && options !== null && !Array.isArray(options)) fragments[key] = options as Record<string, unknown>;
  }
  return fragments;
}

/** `$_REQUEST['fragments']` / `$_POST['fragments']` (query and body, or the body only). */
export function requestFragments(request: WpRequest, from: 'request' | 'post'): FragmentsParam | undefined {
  return fragmentsFromEntries(from === 'request' ? request.paramEntries : bodyEntries(request));
}
