import { invalidShape } from '../shape';
import { readJson } from './body';
import { errorFromResponse } from './request-error';
import { FETCH_ALL_PAGE_SIZE } from './limits';

/**
 * §7 REST client behaviour: a GET with per_page=-1 is fetched in pages of 100 (WordPress caps
 * per_page at 100), following the `Link: <…>; rel="next"` header, and the pages are concatenated.
 */
export async function fetchAllPages(first: URL, fetchPage: (url: URL) => Promise<Response>): Promise<unknown[]> {
  const start = new URL(first.href);
  start.searchParams.set('per_page', String(FETCH_ALL_PAGE_SIZE));
  start.searchParams.set('page', '1');
  const items: unknown[] = [];
  // A server whose next link points back to a page already read must not make us loop.
  const seen = new Set<string>();
  let next: URL | undefined = start;
  while (next && !seen.has(pageKey(next))) {
    seen.add(pageKey(next));
    const response = await fetchPage(next);
    if (!response.ok) throw await errorFromResponse(response);
    const page = await readJson(response);
    if (!Array.isArray(page)) throw invalidShape('a per_page=-1 page is not an array', page);
    items.push(...(page as unknown[]));
    // An empty page ends it too: a server that keeps linking to new, empty pages must not loop.
    next = page.length === 0 ? undefined : nextLink(response.headers.get('Link'), next);
  }
  return items;
}

/** Same page whatever the order of its query parameters. */
function pageKey(url: URL): string {
  const copy = new URL(url.href);
  copy.searchParams.sort();
  return copy.href;
}

/** The rel="next" target of an RFC 8288 Link header, resolved against the page it came with. */
export function nextLink(header: string | null, base: URL): URL | undefined {
  if (!header) return undefined;
  for (const match of header.matchAll(/<([^>]*)>([^,]*)/g)) {
    const [, target, params] = match;
    if (target !== undefined && params !== undefined && /\brel\s*=\s*"?[^"]*\bnext\b/i.test(params)) {
      return new URL(target, base);
    }
  }
  return undefined;
}
