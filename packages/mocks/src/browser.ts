import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import { createMswHandlers } from './msw';
import { createFakeShop, type FakeShop } from './shop';

export interface MockWorker {
  readonly worker: SetupWorker;
  readonly shop: FakeShop;
}

/**
 * Starts the service worker with the fake WordPress (Storybook, demo pages without the server).
 * The page must serve msw's `mockServiceWorker.js` (default at the site root).
 */
export async function startMockWorker(
  shop: FakeShop = createFakeShop(),
  options: StartOptions = {},
): Promise<MockWorker> {
  const worker = setupWorker(...createMswHandlers(shop));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, ...options });
  return { worker, shop };
}
