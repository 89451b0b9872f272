import { http, passthrough, type HttpHandler } from 'msw';
import type { FakeShop } from './shop';
import { createFakeWordPress } from './wordpress';

// One catch-all handler: the fake WordPress decides what is its own, everything else (pages,
// scripts, fonts) goes to the network untouched.
export function createMswHandlers(shop: FakeShop): HttpHandler[] {
  const wordpress = createFakeWordPress(shop);
  return [
    http.all('*', async ({ request }) => {
      try {
        return (await wordpress.handle(request)) ?? passthrough();
      } catch (error) {
        // A delayed or hung fault rejects once the page aborts. The fetch has already failed with
        // AbortError on the page's side; answering a network error keeps msw from logging a crash.
        if (request.signal.aborted) return Response.error();
        throw error;
      }
    }),
  ];
}
