import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, queryPairs, testClient, useServer } from '../test-support';

const server = useServer();
const PRINT = `${BASE}/my-account/`;

describe('§7 Order documents: documents.fetchDocument', () => {
  it('GETs the print URL and returns markup', async () => {
    let seen: unknown;
    server.use(
      http.get(PRINT, ({ request }) => {
        seen = { method: request.method, query: queryPairs(request.url) };
        return HttpResponse.html('<html><body>ใบกำกับภาษี</body></html>');
      }),
    );
    const result = await testClient().documents.fetchDocument('/my-account/?print_packinglist=true&post=1024&type=print_invoice');
    expect(seen).toEqual({
      method: 'GET',
      query: [
        ['print_packinglist', 'true'],
        ['post', '1024'],
        ['type', 'print_invoice'],
      ],
    });
    expect(result).toEqual({ kind: 'markup', html: '<html><body>ใบกำกับภาษี</body></html>' });
  });

  it('adds wt_dont_show_again=1 after a manual-number confirmation', async () => {
    let query: Array<[string, string]> = [];
    server.use(
      http.get(PRINT, ({ request }) => {
        query = queryPairs(request.url);
        return HttpResponse.html('<p>doc</p>');
      }),
    );
    await testClient().documents.fetchDocument({ url: `${PRINT}?type=print_invoice`, dontShowAgain: true });
    expect(query).toEqual([
      ['type', 'print_invoice'],
      ['wt_dont_show_again', '1'],
    ]);
  });

  it('returns a text/plain reply as a message (§8 Order documents)', async () => {
    server.use(http.get(PRINT, () => HttpResponse.text('2\n', { headers: { 'Content-Type': 'text/plain; charset=UTF-8' } })));
    await expect(testClient().documents.fetchDocument(PRINT)).resolves.toEqual({ kind: 'text', message: '2' });
  });

  it.each([404, 500, 202])('rejects a %i reply as an http error', async (status) => {
    server.use(http.get(PRINT, () => HttpResponse.html('<p>x</p>', { status })));
    await expect(testClient().documents.fetchDocument(PRINT)).rejects.toMatchObject({ kind: 'http', status });
  });
});
