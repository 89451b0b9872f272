import type { MessageKey } from './th';

/** English, the second language (DESIGN.md); keys must match the Thai catalogue exactly. */
export const en: Record<MessageKey, string> = {
  fetch_error: 'You are probably offline.',
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
  'search.noResults': 'No results',
  'search.resultsCount': '{count} suggestions. Use the up and down arrows to choose.',
  'search.loading': 'Searching…',
  'search.listLabel': 'Search suggestions',
  'search.open': 'Open search',
  'search.close': 'Close search',
  'search.sku': '( SKU : {sku} )',
  'search.moreItems': '{text} ({total})',
  'ui.loading': 'Loading…',
};
