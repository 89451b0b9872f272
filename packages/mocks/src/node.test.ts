import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMswHandlers } from './msw';
import { startMockServer, type MockServer } from './node';
import { createFakeShop } from './shop';

// Through msw/node with the global fetch, exactly as the client package's tests will call it.
let mock: MockServer;
let page: Server;
let pageOrigin: string;

beforeAll(async () => {
  page = createServer((_, res) => res.end('a real page'));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  mock = startMockServer();
});

afterAll(async () => {
  mock.server.close();
  await new Promise((resolve) => page.close(resolve));
});

describe('msw/node adapter', () => {
  it('answers the live search with the fake WordPress', async () => {
    const url = `http://shop.test/wp-admin/admin-ajax.php?action=thaps_ajax_get_search_value&match=${encodeURIComponent('ยาดม สีชา')}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { suggestions: Array<{ type: string; value: string }> };
    expect(body.suggestions[0]).toEqual({ type: 'heading', value: 'สินค้า' });
    expect(body.suggestions.some((r) => r.value === 'ขวดยาดม Inhalant สีชา 2 ml')).toBe(true);
  });

  it('passes requests that are not WordPress through to the network', async () => {
    const response = await fetch(`${pageOrigin}/product/anything/`);
    expect(await response.text()).toBe('a real page');
  });

  it('lets an aborted fetch reject while a hang fault holds the response', async () => {
    mock.shop.faults.add({ endpoint: 'thaps_ajax_get_search_value', hang: true, times: 1 });
    const controller = new AbortController();
    const pending = fetch('http://shop.test/wp-admin/admin-ajax.php?action=thaps_ajax_get_search_value&match=x', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('swaps in a fresh shop per test with server.use', async () => {
    const fresh = createFakeShop();
    fresh.faults.add({ endpoint: 'thaps_ajax_get_search_value', status: 503 });
    mock.server.use(...createMswHandlers(fresh));
    expect((await fetch('http://shop.test/wp-admin/admin-ajax.php?action=thaps_ajax_get_search_value&match=x')).status).toBe(503);
    mock.server.resetHandlers();
    expect((await fetch('http://shop.test/wp-admin/admin-ajax.php?action=thaps_ajax_get_search_value&match=x')).status).toBe(200);
  });
});
