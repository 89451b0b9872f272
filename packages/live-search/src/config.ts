import { CONSTANTS, datasetBoolean, datasetNumber, isRecord, type WidgetConfigSpec } from '@talat/core';

/** Live search settings; README "Live search" documents each key for site builders. */
export interface LiveSearchConfig extends Record<string, unknown> {
  /** admin-ajax.php address. */
  ajaxUrl: string;
  /** thaps_nonce, sent with each search (docs/decisions.md). */
  nonce?: string;
  /** §9 Search: minimum characters before a search is sent. */
  minChars: number;
  /** §2.3: start collapsed behind the search icon; by default, when the theme printed icon_style. */
  iconMode?: boolean;
  locale?: string;
}

interface PluginOptions {
  ajaxUrl?: unknown;
  thaps_nonce?: unknown;
  thaps_length?: unknown;
}

export const liveSearchConfigSpec: WidgetConfigSpec<LiveSearchConfig> = {
  widget: 'live-search',
  section: 'liveSearch',
  defaults: { minChars: CONSTANTS.search.minChars },
  // The TH Advance Product Search plugin localises `th_advance_product_search_options`.
  fromGlobals(globals) {
    if (!isRecord(globals.th_advance_product_search_options)) return {};
    const options = globals.th_advance_product_search_options as PluginOptions;
    const length = Number(options.thaps_length);
    return {
      ajaxUrl: typeof options.ajaxUrl === 'string' ? options.ajaxUrl : undefined,
      nonce: typeof options.thaps_nonce === 'string' ? options.thaps_nonce : undefined,
      minChars: Number.isInteger(length) && length > 0 ? length : undefined,
    };
  },
  fromDataset: (dataset) => ({
    ajaxUrl: dataset.ajaxUrl,
    nonce: dataset.nonce,
    minChars: datasetNumber(dataset.minChars),
    iconMode: datasetBoolean(dataset.iconMode),
  }),
  required: ['ajaxUrl'],
  validate: ({ minChars }) =>
    Number.isInteger(minChars) && minChars >= 1 ? undefined : `"minChars" must be a whole number ≥ 1, not ${JSON.stringify(minChars)}`,
};
