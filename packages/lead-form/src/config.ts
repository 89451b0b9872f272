import { isRecord, type WidgetConfigSpec } from '@talat/core';

/** Lead form settings; each may come from the plugin's global, `#talat-config` or `data-*`. */
export interface LeadFormConfig extends Record<string, unknown> {
  /** admin-ajax.php address (§7 Lead forms). */
  ajaxUrl: string;
  /** `_wpnonce` sent with every save (§7 Lead forms). */
  nonce: string;
  locale?: string;
  /** The site's own texts for the field checks (Lead Form Builder's settings; `frontendajax` since 2.2). */
  requiredMessage?: string;
  emailMessage?: string;
  errorMessage?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const leadFormConfigSpec: WidgetConfigSpec<LeadFormConfig> = {
  widget: 'lead-form',
  section: 'leadForm',
  defaults: {},
  // Lead Form Builder localises `frontendajax = { ajaxurl, _wpnonce, required_msg, error_msg, email_msg }`.
  fromGlobals(globals) {
    const plugin = isRecord(globals.frontendajax) ? globals.frontendajax : {};
    return {
      ajaxUrl: text(plugin.ajaxurl),
      nonce: text(plugin._wpnonce),
      requiredMessage: text(plugin.required_msg),
      emailMessage: text(plugin.email_msg),
      errorMessage: text(plugin.error_msg),
    };
  },
  fromDataset: (dataset) => ({
    ajaxUrl: dataset.ajaxUrl,
    nonce: dataset.nonce,
    requiredMessage: dataset.requiredMessage,
    emailMessage: dataset.emailMessage,
    errorMessage: dataset.errorMessage,
  }),
  required: ['ajaxUrl', 'nonce'],
};
