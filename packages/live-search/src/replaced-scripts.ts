import type { PluginScript } from '@talat/core';

/**
 * TH Advance Product Search's script, which the widget replaces (docs/research/plugin-scripts-live.md):
 * thaps-search.js defines `jQuery.fn.thapsAutocomplete` as it runs, and binds the inputs at ready.
 */
export const REPLACED_SCRIPTS: readonly PluginScript[] = [{ handle: 'th-advance-product-search-front', file: '/thaps-search', global: 'jQuery.fn.thapsAutocomplete' }];
