// `wf_pklist_params_public` as wp_localize_script prints it (research §3): scalars become strings
// (is_user_logged_in true -> "1", false -> ""), the nested `msgs` keep their types.

export interface DocumentParamsOptions {
  loggedIn: boolean;
  preview: boolean;
  dontShowAgain: boolean;
}

export function documentParams({ loggedIn, preview, dontShowAgain }: DocumentParamsOptions) {
  return {
    show_document_preview: preview ? 'Yes' : 'No',
    document_access_type: 'logged_in',
    is_user_logged_in: loggedIn ? '1' : '',
    msgs: {
      // The plugin's keys; the words are the demo's own paraphrase (SPEC §8), not the plugin's.
      invoice_number_prompt_free_order: "'Generate invoice for free orders' is off in Invoice settings > Advanced; this free order would get an invoice. Continue?",
      creditnote_number_prompt: 'This order has a refund without a credit note number. Create one manually?',
      invoice_number_prompt_no_from_addr: "Fill in the 'From address' in the plugin's general settings first.",
      invoice_title_prompt: 'Invoice',
      invoice_number_prompt: 'number not created yet. Create it manually?',
      pop_dont_show_again: dontShowAgain,
      request_error: 'Request error.',
      error_loading_data: 'Error loading data.',
      min_value_error: 'minimum value should be',
      generating_document_text: 'Generating document...',
      new_tab_open_error: 'Failed to open new tab. Please check your browser settings.',
    },
  };
}

/** The inline script WordPress prints before the plugin's public script. */
export function documentParamsScript(options: DocumentParamsOptions): string {
  const json = JSON.stringify(documentParams(options)).replace(/</g, '\\u003c');
  return `<script id="wf-woocommerce-packing-list_public-js-extra">\nvar wf_pklist_params_public = ${json};\n</script>`;
}
