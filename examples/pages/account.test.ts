// @vitest-environment jsdom
import { createFakeShop, documentState } from '@talat/mocks';
import { describe, expect, it } from 'vitest';
import { pageOptions } from '../routes';
import { accountPage } from './account';
import type { PageContext } from './layout';

// The demo's my-account page (issue 15, §2.8): the orders table with WebToffee's print links, the
// manual-number links per code, and the recipe's `documents` config section per switch.

const ORIGIN = 'http://demo.test';

function render(path: string, sessionId = 'account-test', shop = createFakeShop()) {
  const url = new URL(path, ORIGIN);
  const context: PageContext = { shop, sessionId, options: pageOptions(shop, url, {}) };
  return new DOMParser().parseFromString(accountPage(context, url).html, 'text/html');
}

const config = (doc: Document) => (JSON.parse(doc.getElementById('talat-config')?.textContent ?? '{}') as { documents?: unknown }).documents;

describe('account page', () => {
  it('lists the demo orders with number, date, status, THB total and six print links each', () => {
    const doc = render('/my-account/');
    const rows = doc.querySelectorAll('.woocommerce-orders-table tbody tr');
    expect(rows.length).toBe(6);
    expect(rows[0]!.textContent).toContain('#1024');
    expect(rows[0]!.textContent).toContain('2026-11-20');
    expect(rows[0]!.textContent).toContain('฿1,250.00');
    expect(rows[0]!.querySelectorAll('a[class*="wt_pklist_"][class$="_print"]').length).toBe(6);
    expect(doc.querySelector('a.wt_pklist_creditnote_print')?.closest('tr')?.textContent).toContain('#955');
    expect(doc.querySelector('a[href="/confirm-payment/"]')).not.toBeNull();
    expect(config(doc)).toEqual({ showDocumentPreview: false, accessType: 'logged_in', loggedIn: true, dontShowAgain: false });
  });

  it('prints a manual-number link per code (1, 2, 3, 11, other)', () => {
    const calls = Array.from(render('/my-account/').querySelectorAll('a[onclick]')).map((a) => /,([^)]*)\);$/.exec(a.getAttribute('onclick')!)?.[1]);
    expect(calls).toEqual(['1', '2', '3', '11', "'Proforma invoice'"]);
  });

  it('?logged_in=0 and ?document_preview=1 set the config the plain links follow', () => {
    expect(config(render('/my-account/?logged_in=0'))).toMatchObject({ loggedIn: false });
    expect(config(render('/my-account/?document_preview=1'))).toMatchObject({ showDocumentPreview: true, loggedIn: true });
  });

  it('the stored "don\'t show again" of this session reaches the config', () => {
    const shop = createFakeShop();
    documentState(shop).dontShowAgain.add('me');
    expect(config(render('/my-account/', 'me', shop))).toMatchObject({ dontShowAgain: true });
    expect(config(render('/my-account/', 'someone-else', shop))).toMatchObject({ dontShowAgain: false });
  });

  it('?doc_demo= switches the print links (a reply switch, or an unreachable host for network)', () => {
    expect(render('/my-account/?doc_demo=500').querySelector<HTMLAnchorElement>('a.wt_pklist_invoice_print')!.href).toContain('talat_demo=500');
    expect(render('/my-account/?doc_demo=network').querySelector<HTMLAnchorElement>('a.wt_pklist_invoice_print')!.href).toMatch(/^http:\/\/127\.0\.0\.1:9\//);
  });
});
