import { applyFault } from './fault-effects';
import { endpoints as defaultEndpoints } from './endpoints/index';
import { locate } from './router/locate';
import { parseRequest } from './router/parse-request';
import { createEndpointTable, type EndpointDefinition } from './router/registry';
import { wpDie, wpErrorResponse } from './router/responses';
import type { EndpointKind } from './router/wp-request';
import type { FakeShop } from './shop';

// The fake WordPress: one function from Request to Response, with no knowledge of msw, so the
// same code serves vitest (msw/node), Storybook (msw/browser) and the demo server.

export interface FakeWordPress {
  /** The response, or undefined when the request is not for WordPress (pages, static files). */
  handle(request: Request): Promise<Response | undefined>;
}

export interface FakeWordPressOptions {
  /** Endpoints to serve; all of endpoints/index.ts by default. Tests pass their own to probe routing. */
  endpoints?: readonly EndpointDefinition[];
}

/** What WordPress answers for something nobody registered. */
function notFound(kind: EndpointKind): Response {
  switch (kind) {
    case 'admin-ajax':
      // admin-ajax.php: `wp_die( '0', 400 )` for a missing or unknown action.
      return wpDie('0', 400);
    case 'wc-ajax':
      // WC_AJAX::do_wc_ajax() fires no hook, then wp_die(): 200 with an empty body.
      return wpDie('', 200);
    case 'rest':
      return wpErrorResponse('rest_no_route', 'No route was found matching the URL and request method.', 404);
    case 'media':
    // The document print URL with nothing registered: WordPress's 404 for the page.
    case 'document':
      return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
}

export function createFakeWordPress(shop: FakeShop, options: FakeWordPressOptions = {}): FakeWordPress {
  const table = createEndpointTable(options.endpoints ?? defaultEndpoints);
  return {
    async handle(request) {
      const url = new URL(request.url);
      const location = locate(url);
      if (!location) return undefined;
      const { request: wpRequest, invalidJson } = await parseRequest(request, url, location);
      const match = table.find(wpRequest.kind, wpRequest.endpoint, wpRequest.method);
      const fault = shop.faults.take({
        endpoint: wpRequest.endpoint,
        pattern: match?.pattern,
        method: wpRequest.method,
        params: wpRequest.params,
      });
      if (fault) {
        const faulted = await applyFault(fault, request.signal);
        if (faulted) return faulted;
      }
      if (invalidJson && wpRequest.kind === 'rest') {
        return wpErrorResponse('rest_invalid_json', 'Invalid JSON body passed.', 400);
      }
      if (!match) return notFound(wpRequest.kind);
      return match.definition.handler({ ...wpRequest, routeParams: match.routeParams }, shop);
    },
  };
}
