import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import { cookiesSetBy } from './router/responses';
import type { FakeShop } from './shop';
import { createFakeWordPress } from './wordpress';

// One catch-all handler: the fake WordPress decides what is its own, everything else (pages,
// scripts, fonts) goes to the network untouched.
export function createMswHandlers(shop: FakeShop): HttpHandler[] {
  const wordpress = createFakeWordPress(shop);
  return [
    http.all('*', async ({ request }) => {
      try {
        const response = await wordpress.handle(request);
        if (!response) return passthrough();
        const cookies = cookiesSetBy(response);
        if (cookies.length === 0) return response;
        // msw's HttpResponse carries Set-Cookie to document.cookie, which a plain Response cannot.
        const headers = new Headers(response.headers);
        for (const cookie of cookies) headers.append('Set-Cookie', cookie);
        return new HttpResponse(response.body, { status: response.status, statusText: response.statusText, headers });
      } catch (error) {
        // A delayed or hung fault rejects once the page aborts. The fetch has already failed with
        // AbortError on the page's side; answering a network error keeps msw from logging a crash.
        if (request.signal.aborted) return Response.error();
        throw error;
      }
    }),
  ];
}
