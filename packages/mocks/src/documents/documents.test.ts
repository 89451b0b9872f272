import { describe, expect, it } from 'vitest';
import { createFakeShop } from '../shop';
import { createFakeWordPress } from '../wordpress';
import { DEMO_CUSTOMER, findOrder } from '../account/orders';
import { adminPrintUrl, customerDocumentUrl, wfDecode, wfEncode } from './urls';
import { documentState } from './state';
import { DOCUMENT_TEXT_REPLIES } from './endpoints/print-document';
import { printButtonsMarkup } from './markup/print-buttons';
import { promptLinkMarkup } from './markup/prompt-links';
import { documentParamsScript } from './markup/params-global';

// The document endpoint of §7 Order documents as the fake WordPress serves it, and the plugin's
// markup and global as the demo prints them (research §1-§4).
const SITE = 'http://shop.test/';
const order = (id: number) => findOrder(id)!;

function setup() {
  const shop = createFakeShop();
  const wp = createFakeWordPress(shop);
  const get = async (url: string, cookie?: string) => (await wp.handle(new Request(url, cookie ? { headers: { Cookie: cookie } } : {})))!;
  return { shop, get };
}

describe('document endpoint', () => {
  it('answers a customer print URL with the whole printable document', async () => {
    const { get } = setup();
    const reply = await get(customerDocumentUrl(SITE, order(1024), 'invoice', DEMO_CUSTOMER.email));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toMatch(/^text\/html/);
    const body = await reply.text();
    expect(body).toContain('<title>ใบแจ้งหนี้ #1024</title>');
    expect(body).toContain('<style>');
    expect(body).toContain('฿1,250.00');
  });

  it('a packing list of an order with no items is a text/plain message', async () => {
    const { get } = setup();
    const reply = await get(customerDocumentUrl(SITE, order(930), 'packinglist', DEMO_CUSTOMER.email));
    expect(reply.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await reply.text()).toBe(DOCUMENT_TEXT_REPLIES.noItems);
  });

  it.each([
    ['text', 200, /^text\/plain/],
    ['500', 500, /^text\/html/],
    ['junk', 200, /^text\/html/],
  ])('the demo switch %s answers %i', async (demo, status, type) => {
    const { get } = setup();
    const reply = await get(customerDocumentUrl(SITE, order(1024), 'invoice', DEMO_CUSTOMER.email, demo));
    expect(reply.status).toBe(status);
    expect(reply.headers.get('Content-Type')).toMatch(type);
  });

  it('wt_dont_show_again=1 stores the choice and an admin URL creates the number', async () => {
    const { shop, get } = setup();
    expect(documentState(shop).dontShowAgain.has('s1')).toBe(false);
    const reply = await get(`${adminPrintUrl(SITE, 1040, 'invoice')}&wt_dont_show_again=1`, 'wp_woocommerce_session_talat=s1');
    expect(await reply.text()).toContain('<td class="doc-number">2026001</td>');
    expect([...documentState(shop).dontShowAgain]).toEqual(['s1']);
  });

  it('faults apply to it (endpoint print_packinglist)', async () => {
    const { shop, get } = setup();
    shop.faults.add({ endpoint: 'print_packinglist', status: 503 });
    expect((await get(customerDocumentUrl(SITE, order(1024), 'invoice', DEMO_CUSTOMER.email))).status).toBe(503);
  });

  it('an unknown order is a 404', async () => {
    const { get } = setup();
    expect((await get(`${SITE}?print_packinglist=true&post=${wfEncode('1')}&type=print_invoice`)).status).toBe(404);
  });
});

describe('markup', () => {
  it('wf_encode round-trips', () => {
    expect(wfDecode(wfEncode('1024'))).toBe('1024');
    expect(wfEncode('1024')).toBe('MTAyNA');
  });

  it('prints a link per document type with the plugin class, the credit note only with a refund', () => {
    const markup = printButtonsMarkup(SITE, order(1024));
    for (const type of ['invoice', 'packinglist', 'deliverynote', 'dispatchlabel', 'shippinglabel', 'proformainvoice']) {
      expect(markup).toContain(`class="woocommerce-button button wt_pklist_${type}_print"`);
    }
    expect(markup).not.toContain('wt_pklist_creditnote_print');
    expect(printButtonsMarkup(SITE, order(955))).toContain('wt_pklist_creditnote_print');
    expect(markup).toContain('print_packinglist=true&amp;');
  });

  it('prints a prompt link with the URL and code in its onclick', () => {
    expect(promptLinkMarkup({ siteUrl: SITE, orderId: 1040, type: 'invoice', code: 1, label: 'x' })).toContain(
      `onclick="return wf_Confirm_Notice_for_Manually_Creating_Invoicenumbers(&apos;http://shop.test/wp-admin/?print_packinglist=true&amp;post=1040&amp;type=print_invoice&amp;_wpnonce=5f1d0c7a9e&apos;,1);"`,
    );
  });

  it('prints the global as wp_localize_script does', () => {
    const script = documentParamsScript({ loggedIn: false, preview: false, dontShowAgain: true });
    expect(script).toContain('"is_user_logged_in":""');
    expect(script).toContain('"show_document_preview":"No"');
    expect(script).toContain('"pop_dont_show_again":true');
  });
});
