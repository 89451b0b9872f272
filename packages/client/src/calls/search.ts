import type { ClientConfig } from '../config';
import { expectObject, invalidShape, isObject, optString } from '../shape';
import { readJson } from '../transport/body';
import type { CallOptions, TransportContext } from '../transport/context';
import { send } from '../transport/http';
import { requireRoot } from '../transport/roots';
import { resolveUrl } from '../transport/url';

/** §3 'Search suggestion' `type`; other strings are passed through for forward compatibility. */
export type SearchSuggestionType =
  | 'more_item'
  | 'heading'
  | 'taxonomy-product-cat'
  | 'taxonomy-post-cat'
  | 'product'
  | 'no-result'
  | 'no-results';

/** §3 'Search suggestion'. Only `value` is always there; the rest depends on `type`. */
export interface SearchSuggestion {
  value: string;
  url?: string;
  imgsrc?: string;
  cat_img?: string;
  title?: string;
  /** Pre-formatted string or markup (render through core's markup door, `loadMarkupDoor`). */
  price?: string;
  desc?: string;
  sku?: string;
  type?: SearchSuggestionType | (string & {});
  text?: string;
  total?: string;
  data?: unknown;
}

export interface SuggestionsParams {
  match: string;
  /** thaps_nonce; §7 Live search leaves open whether it is sent, so it is sent only when given. */
  nonce?: string;
}

export interface SuggestionsResult {
  suggestions: SearchSuggestion[];
}

export interface SearchCalls {
  getSuggestions(params: SuggestionsParams, options?: CallOptions): Promise<SuggestionsResult>;
  /** The exact URL getSuggestions requests, the key of the controller's response cache. */
  suggestionsUrl(params: SuggestionsParams): string;
}

/** §7 Live search: GET admin-ajax.php?action=thaps_ajax_get_search_value&match={query}. */
export function searchSuggestionsUrl(config: Pick<ClientConfig, 'ajaxUrl' | 'baseUrl'>, params: SuggestionsParams): string {
  const url = resolveUrl(requireRoot(config, 'ajaxUrl'), config.baseUrl);
  url.searchParams.set('action', 'thaps_ajax_get_search_value');
  url.searchParams.set('match', params.match);
  if (params.nonce !== undefined) url.searchParams.set('thaps_nonce', params.nonce);
  return url.href;
}

const TEXT_FIELDS = ['url', 'imgsrc', 'cat_img', 'title', 'price', 'desc', 'sku', 'type', 'text', 'total'] as const;

function toSuggestion(item: unknown): SearchSuggestion {
  if (!isObject(item)) throw invalidShape('a search suggestion is not an object', item);
  const suggestion: SearchSuggestion = { value: optString(item.value) ?? '' };
  for (const field of TEXT_FIELDS) {
    const text = optString(item[field]);
    if (text !== undefined) suggestion[field] = text;
  }
  if (item.data !== undefined && item.data !== null) suggestion.data = item.data;
  return suggestion;
}

export function parseSuggestions(data: unknown): SuggestionsResult {
  const body = expectObject(data, 'search reply is not an object');
  const list = body.suggestions;
  // The plugin leaves the array out when nothing matched.
  if (list === undefined || list === null) return { suggestions: [] };
  if (!Array.isArray(list)) throw invalidShape('suggestions is not an array', data);
  return { suggestions: (list as unknown[]).map(toSuggestion) };
}

export function createSearchCalls(ctx: TransportContext): SearchCalls {
  const suggestionsUrl = (params: SuggestionsParams) => searchSuggestionsUrl(ctx.config, params);
  return {
    suggestionsUrl,
    async getSuggestions(params, options) {
      const response = await send(ctx, { method: 'GET', url: suggestionsUrl(params) }, options);
      return parseSuggestions(await readJson(response));
    },
  };
}
