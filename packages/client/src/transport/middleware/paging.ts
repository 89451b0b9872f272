import { invalidShape } from '../../shape';
import { readJson } from '../body';
import { FETCH_ALL_PAGE_SIZE } from '../limits';
import { nextLink } from '../link-header';
import { errorFromResponse } from '../request-error';
import type { RestHandler, RestMiddleware, RestRequest } from '../rest-request';
import { withUrl } from '../rest-request';

function wantsEveryPage(request: RestRequest): boolean {
  return request.method === 'GET' && request.url.searchParams.get('per_page') === '-1';
}

/** Same page whatever the order of its query parameters. */
function pageKey(url: URL): string {
  const copy = new URL(url.href);
  copy.searchParams.sort();
  return copy.href;
}

/**
 * §7: a GET with per_page=-1 is fetched in pages of 100 (WordPress caps per_page at 100),
 * following the `Link: <…>; rel="next"` header, and answered as one JSON array of every item, as
 * if the server had sent them at once. The first page goes on down the chain; later pages are
 * new requests at the server's address and start again from the top (`dispatch`), so each gets
 * `_locale` and its own single nonce retry, as a first page does.
 */
export function paging(dispatch: RestHandler): RestMiddleware {
  return async (request, next) => {
    if (!wantsEveryPage(request)) return next(request);
    const start = new URL(request.url.href);
    start.searchParams.set('per_page', String(FETCH_ALL_PAGE_SIZE));
    start.searchParams.set('page', '1');
    const items: unknown[] = [];
    // A server whose next link points back to a page already read must not make us loop.
    const seen = new Set<string>();
    const fetchPage = (url: URL): Promise<Response> =>
      url === start ? next(withUrl(request, url)) : dispatch({ ...withUrl(request, url), target: { url } });
    let page: URL | undefined = start;
    while (page && !seen.has(pageKey(page))) {
      seen.add(pageKey(page));
      const response = await fetchPage(page);
      if (!response.ok) throw await errorFromResponse(response);
      const data = await readJson(response);
      if (!Array.isArray(data)) throw invalidShape('a per_page=-1 page is not an array', data);
      items.push(...(data as unknown[]));
      // An empty page ends it too: a server that keeps linking to new, empty pages must not loop.
      page = data.length === 0 ? undefined : nextLink(response.headers.get('Link'), page);
    }
    return new Response(JSON.stringify(items), { headers: { 'Content-Type': 'application/json' } });
  };
}
