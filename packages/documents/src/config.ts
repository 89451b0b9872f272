import { isRecord, type WidgetConfigSpec } from '@talat/core';

/**
 * The documents widget's settings (SPEC §3 Document settings, §9 Order documents): the recipe's
 * config section (README "Order documents") over WebToffee's own `wf_pklist_params_public` global,
 * read while the plugin still localises it (docs/research/webtoffee-print-invoices.md §3).
 */
export interface DocumentsConfig extends Record<string, unknown> {
  /** §3: show_document_preview 'Yes' makes every print link a plain new-tab link. */
  showDocumentPreview: boolean;
  /** §3: document_access_type ('logged_in' on this shop). */
  accessType: string;
  /** §3: is_user_logged_in. */
  loggedIn: boolean;
  /** The plugin's `msgs.pop_dont_show_again`: the shopper chose 'don't show again' before (§4). */
  dontShowAgain: boolean;
  locale?: string;
}

const flag = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  // wp_localize_script prints PHP true as "1" and false as "" (research §3).
  if (value === '1' || value === 1 || value === 'yes' || value === 'Yes') return true;
  if (value === '' || value === '0' || value === 0 || value === 'no' || value === 'No') return false;
  return undefined;
};

export const documentsConfigSpec: WidgetConfigSpec<DocumentsConfig> = {
  widget: 'documents',
  section: 'documents',
  // §9 Order documents: preview 'No', access type 'logged_in'.
  defaults: { showDocumentPreview: false, accessType: 'logged_in', dontShowAgain: false },
  fromGlobals(globals) {
    const params = isRecord(globals.wf_pklist_params_public) ? globals.wf_pklist_params_public : undefined;
    if (!params) return {};
    const msgs = isRecord(params.msgs) ? params.msgs : {};
    const values: Partial<DocumentsConfig> = {
      showDocumentPreview: params.show_document_preview === 'Yes',
      loggedIn: flag(params.is_user_logged_in),
      dontShowAgain: msgs.pop_dont_show_again === true,
    };
    if (typeof params.document_access_type === 'string') values.accessType = params.document_access_type;
    return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<DocumentsConfig>;
  },
  // Without knowing who is looking, the widget cannot choose between the plain link and the print
  // flow (§2.8), so a page with neither the section nor the plugin's global is left alone.
  required: ['loggedIn'],
  validate(config) {
    for (const key of ['showDocumentPreview', 'loggedIn', 'dontShowAgain'] as const) {
      if (typeof config[key] !== 'boolean') return `"${key}" is not a boolean`;
    }
    return typeof config.accessType === 'string' ? undefined : '"accessType" is not a string';
  },
};

/**
 * §2.8 / §6 Documents: the plain new-tab link when the shopper is not logged in (and the plugin
 * limits documents to logged-in shoppers) or when document preview is on.
 */
export function usesPlainLinks(config: DocumentsConfig): boolean {
  return config.showDocumentPreview || (config.accessType === 'logged_in' && !config.loggedIn);
}
