import type { Location } from './locate';
import { jsonScalars, readBody } from './read-body';
import type { WpRequest } from './wp-request';

export interface ParsedRequest {
  readonly request: Omit<WpRequest, 'routeParams'>;
  readonly invalidJson: boolean;
}

/** The REST client adds `_locale=user` to every call; it is WordPress's business, not the route's. */
const REST_ONLY_QUERY = new Set(['_locale', 'rest_route', '_method']);

function effectiveMethod(request: Request, location: Location, query: URLSearchParams): string {
  const method = request.method.toUpperCase();
  if (location.kind !== 'rest' || method !== 'POST') return method;
  // Hosts that block PATCH/PUT/DELETE get them as POST + override (§7 REST client behaviour).
  const override = request.headers.get('X-HTTP-Method-Override') ?? query.get('_method');
  return override ? override.toUpperCase() : method;
}

export async function parseRequest(request: Request, url: URL, location: Location): Promise<ParsedRequest> {
  const body = await readBody(request);
  const queryEntries = [...url.searchParams].filter(
    ([name]) => location.kind !== 'rest' || !REST_ONLY_QUERY.has(name),
  );
  const bodyEntries = location.kind === 'rest' ? [...body.entries, ...jsonScalars(body.json)] : body.entries;
  const paramEntries = [...queryEntries, ...bodyEntries];
  const params = Object.fromEntries(paramEntries);
  return {
    invalidJson: body.invalidJson,
    request: {
      kind: location.kind,
      url,
      method: effectiveMethod(request, location, url.searchParams),
      endpoint: location.endpoint ?? params.action ?? '',
      params,
      paramEntries,
      files: body.files,
      json: body.json,
      headers: request.headers,
      signal: request.signal,
    },
  };
}
