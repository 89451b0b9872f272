import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createFakeShop, createMswHandlers, leadFormGlobals, type FakeShop } from '@talat/mocks';

// For the lead form's jsdom tests: the fake WordPress behind msw/node, a fresh shop for every
// test, and the `frontendajax` global Lead Form Builder prints.

export interface FakeWordPressHooks {
  shop(): FakeShop;
  server: ReturnType<typeof setupServer>;
  /** The admin-ajax actions sent so far in this test, in order. */
  actions(): Promise<string[]>;
}

export function useFakeWordPress(): FakeWordPressHooks {
  let shop: FakeShop;
  let actions: Array<Promise<string>> = [];
  const server = setupServer();
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/admin-ajax.php')) {
      actions.push(request.clone().text().then((body) => new URLSearchParams(body).get('action') ?? ''));
    }
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    shop = createFakeShop();
    server.resetHandlers(...createMswHandlers(shop));
    actions = [];
    Object.assign(window, { frontendajax: leadFormGlobals(shop) });
  });
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).frontendajax;
    document.body.innerHTML = '';
  });
  return { shop: () => shop, server, actions: () => Promise.all(actions) };
}
