// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PRINT_LINK, PROMPT_LINK, readPromptLink } from './links';

// The plugin's markup (research §1, §2): class per document type; the prompt code in the onclick.
const link = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('print links', () => {
  it.each(['invoice', 'packinglist', 'deliverynote', 'dispatchlabel', 'shippinglabel', 'proformainvoice', 'creditnote'])('claims wt_pklist_%s_print', (type) => {
    expect(link(`<a class="woocommerce-button button wt_pklist_${type}_print" href="/?x">P</a>`).matches(PRINT_LINK)).toBe(true);
  });
  it('leaves download links alone', () => {
    expect(link('<a class="woocommerce-button button wt_pklist_invoice_download" href="/?x">D</a>').matches(PRINT_LINK)).toBe(false);
  });
});

describe('readPromptLink', () => {
  it('reads a numeric code and decodes &#038;', () => {
    const el = link(`<a onclick="return wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers('https://shop.test/wp-admin/?print_packinglist=true&#038;post=1024&#038;type=print_invoice',1);">x</a>`);
    expect(el.matches(PROMPT_LINK)).toBe(true);
    expect(readPromptLink(el)).toEqual({ url: 'https://shop.test/wp-admin/?print_packinglist=true&post=1024&type=print_invoice', code: '1' });
  });
  it("reads a quoted code ('11') and a title", () => {
    expect(readPromptLink(link(`<a onclick=" return wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers('/a?b=1','11');">x</a>`))?.code).toBe('11');
    expect(readPromptLink(link(`<a onclick="return wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers('/a?b=1', 'Packing slip')">x</a>`))?.code).toBe('Packing slip');
  });
  it('ignores any other onclick', () => {
    expect(readPromptLink(link(`<a onclick="alert(1)">x</a>`))).toBeUndefined();
  });
});
