import { createTransportContext } from '@talat/client';
import { createDocumentCalls } from '@talat/client/documents';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../node';
import { DEMO_CUSTOMER, findOrder } from '../account/orders';
import { adminPrintUrl, customerDocumentUrl } from './urls';
import { DOCUMENT_TEXT_REPLIES } from './endpoints/print-document';
import { documentState } from './state';

// DESIGN "Tests": the client's document call (packages/client/src/calls/documents.ts) against the
// fake's print URL (§7 Order documents): markup, text/plain, non-200, a fault, wt_dont_show_again.
const { server, shop } = startMockServer();
afterEach(() => shop.faults.clear());
afterAll(() => server.close());

const SITE = 'http://shop.test/';
const calls = createDocumentCalls(createTransportContext({ baseUrl: SITE }));
const url = (id: number, type: Parameters<typeof customerDocumentUrl>[2], demo?: string) => customerDocumentUrl(SITE, findOrder(id)!, type, DEMO_CUSTOMER.email, demo);

describe('client ↔ fake WordPress contract: documents', () => {
  it('a document is markup', async () => {
    const reply = await calls.fetchDocument(url(1024, 'invoice'));
    expect(reply.kind).toBe('markup');
    expect(reply.kind === 'markup' && reply.html).toContain('<title>ใบแจ้งหนี้ #1024</title>');
  });

  it('text/plain is the message to show', async () => {
    expect(await calls.fetchDocument(url(930, 'packinglist'))).toEqual({ kind: 'text', message: DOCUMENT_TEXT_REPLIES.noItems });
  });

  it('a 500 and an armed fault are http errors', async () => {
    await expect(calls.fetchDocument(url(1024, 'invoice', '500'))).rejects.toMatchObject({ kind: 'http', status: 500 });
    shop.faults.add({ endpoint: 'print_packinglist', status: 502, times: 1 });
    await expect(calls.fetchDocument(url(1024, 'invoice'))).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('dontShowAgain sends wt_dont_show_again=1, which the fake honours', async () => {
    const reply = await calls.fetchDocument({ url: adminPrintUrl(SITE, 1040, 'invoice'), dontShowAgain: true });
    expect(reply.kind).toBe('markup');
    // Node's fetch sends no session cookie: the guest's session keeps the choice.
    expect([...documentState(shop).dontShowAgain]).toEqual(['guest']);
  });
});
