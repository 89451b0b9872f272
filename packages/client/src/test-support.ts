// Test helpers shared by this package's tests (not exported from index.ts).
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createBannerClient, type BannerCalls } from './banner';
import { createClient, type TalatClient } from './client';
import { createDocumentCalls, type DocumentCalls } from './calls/documents';
import { createPaymentCalls, type PaymentCalls } from './calls/payment';
import type { ClientConfig } from './config';
import { createTransportContext } from './transport/context-factory';

export const BASE = 'http://shop.test';
export const AJAX = `${BASE}/wp-admin/admin-ajax.php`;
export const WC_AJAX = `${BASE}/`;
export const REST = `${BASE}/wp-json/`;

export const CONFIG: ClientConfig = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  restNonce: 'nonce-1',
  baseUrl: BASE,
};

/** The shared client plus the widget-only call families of the sub-path entries (payment, documents, banner). */
export interface TestClient extends TalatClient {
  readonly payment: PaymentCalls;
  readonly documents: DocumentCalls;
  readonly banner: BannerCalls;
}

export function testClient(overrides: Partial<ClientConfig> = {}): TestClient {
  const config = { ...CONFIG, ...overrides };
  const ctx = createTransportContext(config);
  return { ...createClient(config), payment: createPaymentCalls(ctx), documents: createDocumentCalls(ctx), banner: createBannerClient(config) };
}

/** One msw server per test file; any request without a handler fails the test. */
export function useServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Query parameters as [name, value] pairs, in order. */
export function queryPairs(url: string): Array<[string, string]> {
  return [...new URL(url).searchParams];
}

/** A form-encoded body as [name, value] pairs, in order. */
export async function formPairs(request: Request): Promise<Array<[string, string]>> {
  expectFormEncoded(request);
  return [...new URLSearchParams(await request.text())];
}

function expectFormEncoded(request: Request): void {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new Error(`not form-encoded: ${type}`);
}

/** A multipart body as [name, value] pairs; files become {file, type, size}. */
export async function multipartPairs(request: Request): Promise<Array<[string, unknown]>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw new Error(`not multipart: ${type}`);
  const form = await request.formData();
  return [...form.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : { file: value.name, type: value.type, size: value.size },
  ]);
}
