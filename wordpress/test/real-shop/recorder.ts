/**
 * What the shop's PHP receives: every request of a browser context that reaches WordPress's PHP
 * (admin-ajax.php, ?wc-ajax=, the REST API, a form POST, a page), parsed as PHP parses it
 * (`$_GET`, `$_POST`, `$_FILES`), so a flow with Talat and the same flow with the plugins' own
 * scripts can be compared call by call. Static files are left out.
 */
import type { BrowserContext, Request } from 'playwright-core';

export interface FilePart {
  filename: string;
  type: string;
  size: number;
}

/** One request as the PHP reads it. Values that change per page (nonces, times) are normalised by `normalise`. */
export interface PhpCall {
  method: string;
  /** The path, e.g. /wp-admin/admin-ajax.php or /wp-json/contact-form-7/v1/contact-forms/26/feedback. */
  path: string;
  /** `$_GET` (the query), in order. */
  query: Array<[string, string]>;
  /** `$_POST` in order (urlencoded or multipart text parts), or the JSON body's fields. */
  post: Array<[string, string]>;
  /** `$_FILES`: multipart file parts by field name. */
  files: Record<string, FilePart>;
  /** The request's content type without its parameters ('' for none). */
  contentType: string;
  /** 'document' for a navigation, else 'fetch' / 'xhr' / … (Playwright's resourceType). */
  kind: string;
}

const STATIC = /\.(js|mjs|css|png|jpe?g|gif|svg|webp|woff2?|ttf|map|ico)$/i;

function reachesPhp(url: URL, request: Request): boolean {
  if (STATIC.test(url.pathname)) return false;
  // A script's GET of a page reaches WordPress too (WebToffee's print URL is `/?print_packinglist=…`).
  const byScript = request.resourceType() === 'xhr' || request.resourceType() === 'fetch';
  return request.method() !== 'GET' || byScript || url.pathname.endsWith('.php') || url.searchParams.has('wc-ajax') || url.pathname.startsWith('/wp-json/') || url.searchParams.has('rest_route') || request.resourceType() === 'document';
}

/** multipart/form-data as PHP splits it: text parts into $_POST, parts with a filename into $_FILES. */
function parseMultipart(body: Buffer, boundary: string): { post: Array<[string, string]>; files: Record<string, FilePart> } {
  const post: Array<[string, string]> = [];
  const files: Record<string, FilePart> = {};
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // CRLF after the boundary, CRLF before the next
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const head = part.subarray(0, split).toString('utf8');
      const content = part.subarray(split + 4);
      const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
      const filename = /filename="([^"]*)"/.exec(head)?.[1];
      if (filename !== undefined) {
        files[name] = { filename, type: /content-type:\s*([^\r\n]*)/i.exec(head)?.[1]?.trim() ?? '', size: content.length };
      } else {
        post.push([name, content.toString('utf8')]);
      }
    }
    start = next;
  }
  return { post, files };
}

function flatten(value: unknown, prefix: string, into: Array<[string, string]>): void {
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}[${key}]` : key, into);
  } else {
    into.push([prefix, String(value)]);
  }
}

export function parseRequest(request: Request): PhpCall {
  const url = new URL(request.url());
  const contentType = (request.headers()['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const body = request.postDataBuffer();
  let post: Array<[string, string]> = [];
  let files: Record<string, FilePart> = {};
  if (body && contentType === 'application/x-www-form-urlencoded') {
    post = [...new URLSearchParams(body.toString('utf8'))];
  } else if (body && contentType === 'multipart/form-data') {
    const boundary = /boundary=([^;]+)/.exec(request.headers()['content-type'] ?? '')?.[1]?.replace(/^"|"$/g, '') ?? '';
    ({ post, files } = parseMultipart(body, boundary));
  } else if (body && contentType === 'application/json') {
    try {
      flatten(JSON.parse(body.toString('utf8')), '', post);
    } catch {
      post = [['<invalid json>', body.toString('utf8')]];
    }
  } else if (body && body.length) {
    post = [['<body>', body.toString('utf8')]];
  }
  return { method: request.method(), path: decodeURIComponent(url.pathname), query: [...url.searchParams], post, files, contentType, kind: request.resourceType() };
}

export interface Recording {
  calls: PhpCall[];
  /** Calls from now on (a flow's action), the earlier ones dropped. */
  mark: () => void;
  stop: () => void;
}

/** Records the PHP calls of every page in `context`, from now on. */
export function recordPhpCalls(context: BrowserContext, origin: string): Recording {
  const recording: Recording = {
    calls: [],
    mark: () => {
      recording.calls.length = 0;
    },
    stop: () => context.off('request', listener),
  };
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === origin && reachesPhp(url, request)) recording.calls.push(parseRequest(request));
  };
  context.on('request', listener);
  return recording;
}

const NONCE = /^[0-9a-f]{10}$/;

/**
 * A call with what differs between two page loads by design put in words: nonces
 * (wp_create_nonce: 10 hex digits, in the named fields or any `*nonce*`/`security` field), and the
 * fields a flow names as times (e.g. the fragment refresh's `time`).
 */
export function normalise(call: PhpCall, volatile: readonly string[] = []): PhpCall {
  const clean = ([key, value]: [string, string]): [string, string] => {
    if (volatile.includes(key)) return [key, '<varies>'];
    if (NONCE.test(value) && /nonce|security|_wpnonce/i.test(key)) return [key, '<nonce>'];
    return [key, value];
  };
  // PHP reads $_GET and $_POST by key: their order is not part of the request it reads (a stable
  // sort keeps repeated keys, `a[]`, in their order). A fetch and an XMLHttpRequest reach it alike.
  const byKey = (pairs: Array<[string, string]>) => pairs.map(clean).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { ...call, kind: call.kind === 'document' ? 'document' : 'script', query: byKey(call.query), post: byKey(call.post) };
}

/** `action=…` of an admin-ajax call, `wc-ajax=…` of a WooCommerce call, or the REST route: what a call is for. */
export function callName(call: PhpCall): string {
  const query = new Map(call.query);
  const post = new Map(call.post);
  if (call.path.endsWith('/admin-ajax.php')) return `admin-ajax:${post.get('action') ?? query.get('action') ?? '?'}`;
  if (query.has('wc-ajax')) return `wc-ajax:${query.get('wc-ajax')}`;
  if (call.path.startsWith('/wp-json/')) return `rest:${call.method} ${call.path.slice('/wp-json'.length)}`;
  return `${call.kind}:${call.method} ${call.path}`;
}
