import { escapeXml } from '../../markup/escape';
import { adminPrintUrl } from '../urls';
import type { DocumentType } from '../types';

// A manual-number link as the plugin prints one (research §2): no href, the admin print URL and
// the prompt code in an inline onclick, `esc_url_raw` leaving `&` as is inside the attribute's
// quotes (so the attribute holds `&amp;` once escaped for HTML).

export interface PromptLinkOptions {
  siteUrl: string;
  orderId: number;
  type: DocumentType;
  /** 1, 2, 3, 11, or a document title ('any other', §4). */
  code: string | number;
  label: string;
  demo?: string;
}

export function promptLinkMarkup({ siteUrl, orderId, type, code, label, demo }: PromptLinkOptions): string {
  const url = adminPrintUrl(siteUrl, orderId, type, demo);
  const arg = typeof code === 'number' ? String(code) : `'${code.replace(/'/g, '')}'`;
  const onclick = `return wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers('${url}',${arg});`;
  return `<a class="button wt_pklist_action_btn wf_pklist_confirm_print_${type}" onclick="${escapeXml(onclick)}" target="_blank">${escapeXml(label)}</a>`;
}
