import type { RequestBody } from './http';

export type Payload = { json: unknown } | { body: RequestBody } | Record<string, never>;

/**
 * What a request sends, ready to spread into the next step's options: `json` wins over `body`
 * (as the callers' docs promise), and an absent one leaves no `undefined` key behind for ky.
 */
export function payloadOf(request: { readonly json?: unknown; readonly body?: RequestBody | undefined }): Payload {
  if (request.json !== undefined) return { json: request.json };
  return request.body === undefined ? {} : { body: request.body };
}
