/**
 * The plugin's print links (docs/research/webtoffee-print-invoices.md §1, §2): WooCommerce prints
 * each my-account order action as `<a class="woocommerce-button button wt_pklist_{type}_print">`
 * with the document URL in its href; its public script claims exactly these six classes (plus the
 * credit note's, a document type of §3). Manual-number links carry no href: their URL and prompt
 * code are the arguments of an inline `onclick="return wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers('URL', code)"`.
 */
export const DOCUMENT_TYPES = ['invoice', 'packinglist', 'deliverynote', 'dispatchlabel', 'shippinglabel', 'proformainvoice', 'creditnote'] as const;

export const PRINT_LINK = DOCUMENT_TYPES.map((type) => `a.wt_pklist_${type}_print`).join(', ');

const PROMPT_FUNCTION = 'wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers';
export const PROMPT_LINK = `a[onclick*="${PROMPT_FUNCTION}"]`;

/** `('URL', 1)`, `('URL','2')` or `('URL', 'Packing slip')`: the URL, then a number or a quoted title. */
const PROMPT_CALL = new RegExp(`${PROMPT_FUNCTION}\\(\\s*'([^']*)'\\s*,\\s*(?:'([^']*)'|"([^"]*)"|(\\d+))\\s*\\)`);

export interface PromptLink {
  url: string;
  /** 1, 2, 3, 11, or any other value (a document title, §4 'any other'). */
  code: string;
}

/**
 * The URL and code of a manual-number link, read as text from its onclick attribute (never run).
 * Undefined when the attribute is not the plugin's call.
 */
export function readPromptLink(link: Element): PromptLink | undefined {
  const match = PROMPT_CALL.exec(link.getAttribute('onclick') ?? '');
  if (!match) return undefined;
  const url = decodeEntities(match[1] ?? '');
  const code = match[2] ?? match[3] ?? match[4] ?? '';
  return url ? { url, code: code.trim() } : undefined;
}

/** esc_url_raw leaves `&` as is, esc_url prints `&#038;`: both mean the same URL. */
function decodeEntities(value: string): string {
  return value.replace(/&#0*38;|&amp;/g, '&');
}
