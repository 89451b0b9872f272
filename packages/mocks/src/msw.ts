import { http, passthrough, type HttpHandler } from 'msw';
import type { FakeShop } from './shop';
import { createFakeWordPress } from './wordpress';

// One catch-all handler: the fake WordPress decides what is its own, everything else (pages,
// scripts, fonts) goes to the network untouched.
export function createMswHandlers(shop: FakeShop): HttpHandler[] {
  const wordpress = createFakeWordPress(shop);
  return [http.all('*', async ({ request }) => (await wordpress.handle(request)) ?? passthrough())];
}
