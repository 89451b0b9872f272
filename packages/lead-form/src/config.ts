import { isRecord, type WidgetConfigSpec } from '@talat/core';

/** Lead form settings; each may come from the plugin's global, `#talat-config` or `data-*`. */
export interface LeadFormConfig extends Record<string, unknown> {
  /** admin-ajax.php address (§7 Lead forms). */
  ajaxUrl: string;
  /** `_wpnonce` sent with every save (§7 Lead forms). */
  nonce: string;
  locale?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const leadFormConfigSpec: WidgetConfigSpec<LeadFormConfig> = {
  widget: 'lead-form',
  section: 'leadForm',
  defaults: {},
  // Lead Form Builder localises `frontendajax = { ajaxurl, _wpnonce }`.
  fromGlobals(globals) {
    const plugin = isRecord(globals.frontendajax) ? globals.frontendajax : {};
    return { ajaxUrl: text(plugin.ajaxurl), nonce: text(plugin._wpnonce) };
  },
  fromDataset: (dataset) => ({ ajaxUrl: dataset.ajaxUrl, nonce: dataset.nonce }),
  required: ['ajaxUrl', 'nonce'],
};
