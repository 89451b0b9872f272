import type { PluginScript } from '@talat/core';

/**
 * Lead Form Builder's script (docs/research/plugin-scripts-live.md): f-script.js declares
 * `lfbInserForm` and binds the forms' submit on the document as it runs. Not `lfb_upload_button`
 * or `CaptchaCallback`: the widget's own entry defines those where the page has none.
 */
export const REPLACED_SCRIPTS: readonly PluginScript[] = [{ handle: 'lfb_f_js', file: '/js/f-script', global: 'lfbInserForm', on: 'submit form.lead-form-front' }];
