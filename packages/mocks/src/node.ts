import { setupServer, type SetupServer } from 'msw/node';
import { createMswHandlers } from './msw';
import { createFakeShop, type FakeShop } from './shop';

export interface MockServer {
  readonly server: SetupServer;
  readonly shop: FakeShop;
}

/**
 * Intercepts fetch in Node (vitest) with the fake WordPress; call `server.close()` when done.
 * For a fresh shop per test: `server.use(...createMswHandlers(createFakeShop()))` and
 * `server.resetHandlers()` in afterEach.
 */
export function startMockServer(shop: FakeShop = createFakeShop()): MockServer {
  const server = setupServer(...createMswHandlers(shop));
  server.listen({ onUnhandledRequest: 'bypass' });
  return { server, shop };
}
