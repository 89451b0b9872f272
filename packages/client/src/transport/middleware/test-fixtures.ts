// Helpers for the middleware tests (not exported from index.ts): requests built by hand and a
// `next` that records what reached it, so each middleware is tested without a server.
import type { RestHandler, RestRequest } from '../rest-request';

export const POSTS = 'http://shop.test/wp-json/wp/v2/posts';

export function restRequest(overrides: Partial<RestRequest> = {}): RestRequest {
  return { target: { path: 'wp/v2/posts' }, url: new URL(POSTS), method: 'GET', headers: new Headers(), options: {}, ...overrides };
}

/** What a request looked like when it reached `next`: only what goes on the wire. */
export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  json?: unknown;
}

export function sent(request: RestRequest): Sent {
  return {
    method: request.method,
    url: request.url.href,
    headers: Object.fromEntries(request.headers),
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(request.json === undefined ? {} : { json: request.json }),
  };
}

/** A `next` that answers from `replies` in turn (the last one repeats) and records every request. */
export function recordingNext(...replies: Array<(request: RestRequest) => Response>): RestHandler & { calls: RestRequest[] } {
  const calls: RestRequest[] = [];
  const handler = async (request: RestRequest) => {
    calls.push(request);
    const reply = replies[Math.min(calls.length, replies.length) - 1];
    if (!reply) throw new Error('recordingNext: no reply given');
    return reply(request);
  };
  return Object.assign(handler, { calls });
}

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
