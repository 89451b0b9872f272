import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addCartNotice,
  cartCookieHeaders,
  createFakeShop,
  createFakeWordPress,
  newSessionId,
  savedLeads,
  sentContactMessages,
  SESSION_COOKIE,
  sessionCookieHeader,
  sessionIdFromCookie,
  takeCartNotices,
  type FakeShop,
  type FaultRule,
} from '@talat/mocks';
import { FAKE_RECAPTCHA_PATH, fakeRecaptchaScript } from './fake-recaptcha-asset';
import { FAKE_TRANSLATE_PATH, fakeTranslateScript } from './fake-translate-asset';
import { sendFetchResponse, toFetchRequest } from './http-bridge';
import { parseMultipart, type MultipartBody } from './multipart-body';
import { handlePageRequest, pageOptions } from './routes';

/**
 * The demo shop: server-rendered theme pages, the built widget bundles under /talat/, and the
 * fake WordPress answering every endpoint. Every visitor gets a WooCommerce session cookie on
 * their first page, and so a cart of their own. `/__talat/faults` lets e2e tests (and curious
 * designers) make an endpoint slow or broken:
 *   POST   /__talat/faults      {"endpoint":"thaps_ajax_get_search_value","delayMs":1500,"when":{"match":"ขวด"}}  -> {"id":"1"}
 *   POST   /__talat/faults      {"endpoint":"get_refreshed_fragments","status":500,"scope":"session"}
 *          (only for the session of the browser that posts it; see createFaultControl)
 *   DELETE /__talat/faults/1    (or /__talat/faults for all)
 * `GET /__talat/inbox` shows what the fake WordPress stored: the contact messages it "mailed" and the
 * leads it saved, so a test can check the server received exactly what was typed.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const STATIC_ROOTS: Record<string, string> = {
  // `?jquery=1` loads the jQuery a theme would, straight from the dev dependency.
  '/assets/vendor/': join(root, 'node_modules/jquery/dist'),
  '/talat/': join(root, 'dist/talat'),
  '/assets/': join(root, 'examples/assets'),
};

/**
 * The query parameter the server adds to every wc-ajax call it passes to the fake WordPress,
 * naming the caller's session. Endpoints ignore it; fault rules can match it (`when`), which is how
 * a session-scoped fault hits one browser context and never a test running beside it.
 */
const SESSION_PARAM = 'talat_session';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

export function createDemoServer(shop: FakeShop = createFakeShop()): Server {
  const wordpress = createFakeWordPress(shop);
  const faults = createFaultControl(shop);
  return createServer(async (req, res) => {
    try {
      const url = parseRequestUrl(req);
      if (!url) return plain(res, 400, 'bad request');
      const origin = url.origin;
      if (url.pathname.startsWith('/__talat/faults')) return await faults(url, req, res);
      if (url.pathname === '/__talat/inbox' && req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        return res.end(JSON.stringify({ contactMessages: sentContactMessages(shop), leads: savedLeads(shop) }));
      }
      if (url.pathname === FAKE_RECAPTCHA_PATH) {
        res.writeHead(200, { 'Content-Type': TYPES['.js']!, 'Cache-Control': 'no-cache' });
        return res.end(fakeRecaptchaScript());
      }
      if (url.pathname === FAKE_TRANSLATE_PATH) {
        res.writeHead(200, { 'Content-Type': TYPES['.js']!, 'Cache-Control': 'no-cache' });
        return res.end(fakeTranslateScript());
      }
      for (const [prefix, dir] of Object.entries(STATIC_ROOTS)) {
        if (url.pathname.startsWith(prefix)) return serveStatic(dir, url.pathname.slice(prefix.length), res);
      }
      const cookieHeader = req.headers.cookie;
      const wcAjax = url.searchParams.get('wc-ajax');
      if (wcAjax !== null) {
        const forWordPress = new URL(url);
        forWordPress.searchParams.set(SESSION_PARAM, sessionIdFromCookie(cookieHeader));
        return await wcAjaxRequest(shop, wordpress, req, res, forWordPress, wcAjax);
      }
      const { request, abort } = toFetchRequest(req, origin);
      // A shopper who types on aborts the earlier search; a hanging fault must end with it.
      res.on('close', () => {
        if (!res.writableEnded) abort();
      });
      const response = await wordpress.handle(request);
      if (response) return await sendFetchResponse(res, response);
      return await pageRequest(shop, req, res, url);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      if (error instanceof URIError) return plain(res, 400, 'bad request');
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('demo server error');
    }
  });
}

/**
 * A wc-ajax call, answered by the fake WordPress for the caller's session. One demo-only twist:
 * the fake queues WooCommerce's "added" notice for the cart page when the shop redirects after an
 * add; a visitor who switched that off (footer switch) stays on the page, so the notice is dropped
 * as WooCommerce would never have queued it.
 */
async function wcAjaxRequest(shop: FakeShop, wordpress: ReturnType<typeof createFakeWordPress>, req: IncomingMessage, res: ServerResponse, url: URL, endpoint: string): Promise<void> {
  const { request, abort } = toFetchRequest(req, url.origin, url);
  res.on('close', () => {
    if (!res.writableEnded) abort();
  });
  const sessionId = sessionIdFromCookie(req.headers.cookie);
  const staysOnPage = endpoint === 'add_to_cart' && pageOptions(shop, url, parseCookies(req.headers.cookie)).redirectAfterAdd === 'no';
  const earlier = staysOnPage ? takeCartNotices(shop, sessionId) : [];
  try {
    const response = await wordpress.handle(request);
    if (response) return await sendFetchResponse(res, response);
    plain(res, 404, 'not found');
  } finally {
    if (staysOnPage) {
      const added = takeCartNotices(shop, sessionId);
      for (const notice of [...earlier, ...added.filter((n) => n.type !== 'success')]) addCartNotice(shop, sessionId, notice);
    }
  }
}

/**
 * A theme page. A first visit starts a WooCommerce session (its cookie), and every page answer
 * carries the cart cookies of that session, so `woocommerce_cart_hash` always matches the cart
 * the page shows (the fragment cache compares them, §4).
 */
async function pageRequest(shop: FakeShop, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const cookies = parseCookies(req.headers.cookie);
  const isNew = cookies[SESSION_COOKIE] === undefined;
  const sessionId = isNew ? newSessionId() : sessionIdFromCookie(req.headers.cookie);
  const method = req.method ?? 'GET';
  let form: URLSearchParams | undefined;
  let multipart: MultipartBody | undefined;
  const contentType = req.headers['content-type'] ?? '';
  if (method === 'POST' && contentType.startsWith('application/x-www-form-urlencoded')) {
    form = new URLSearchParams(await readBody(req, 1_000_000));
  } else if (method === 'POST' && contentType.startsWith('multipart/form-data')) {
    // The contact form's attachment may be up to 1 MB (and is refused above it, not cut off).
    multipart = await parseMultipart(await readBodyBytes(req, 8_000_000), contentType);
  }
  const result = handlePageRequest(shop, { method, url, sessionId, cookies, ...(form ? { form } : {}), ...(multipart ? { multipart } : {}) });
  const setCookies = [...(isNew ? [sessionCookieHeader(sessionId)] : []), ...cartCookieHeaders(shop, sessionId)];
  if ('location' in result) {
    res.writeHead(result.status, { Location: result.location, 'Set-Cookie': [...setCookies, ...(result.setCookies ?? [])], 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  res.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Set-Cookie': setCookies });
  res.end(result.html);
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name && !(name in cookies)) cookies[name] = pair.slice(at + 1).trim();
  }
  return cookies;
}

async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return (await readBodyBytes(req, limit)).toString('utf8');
}

async function readBodyBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new URIError('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function serveStatic(dir: string, relative: string, res: ServerResponse): void {
  const file = normalize(join(dir, decodeURIComponent(relative)));
  if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end(relative.endsWith('.js') ? 'not built yet: run `npm run build`' : 'not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  createReadStream(file).pipe(res);
}

/** A request line or Host header that is not a URL is answered 400, never thrown. */
function parseRequestUrl(req: IncomingMessage): URL | null {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  } catch {
    return null;
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain' });
  res.end(text);
}

/**
 * `/__talat/faults`: POST a rule (JSON only, so a cross-origin page cannot arm one without a
 * preflight) and get its id; DELETE `/__talat/faults/<id>` disarms that rule, DELETE
 * `/__talat/faults` all of them. Tests remove only their own rules, so parallel tests never
 * disarm each other's.
 *
 * `"scope": "session"` limits a wc-ajax rule to the session of whoever posts it (a Playwright
 * `page.request` shares its browser context's cookies); a poster without a session gets one, with
 * its cookie, so a test may arm the fault before its first page load.
 */
function createFaultControl(shop: FakeShop) {
  const armed = new Map<string, () => void>();
  let next = 0;
  return async (url: URL, req: IncomingMessage, res: ServerResponse) => {
    const id = url.pathname.split('/')[3];
    if (req.method === 'POST') {
      if (!req.headers['content-type']?.startsWith('application/json')) return plain(res, 415, 'send JSON');
      const { scope, ...rule } = JSON.parse(await readBody(req, 100_000)) as FaultRule & { scope?: string };
      const headers: Record<string, string | string[]> = { 'Content-Type': 'application/json' };
      if (scope === 'session') {
        const hasSession = parseCookies(req.headers.cookie)[SESSION_COOKIE] !== undefined;
        const sessionId = hasSession ? sessionIdFromCookie(req.headers.cookie) : newSessionId();
        if (!hasSession) headers['Set-Cookie'] = [sessionCookieHeader(sessionId)];
        rule.when = { ...rule.when, [SESSION_PARAM]: sessionId };
      }
      const ruleId = String(++next);
      armed.set(ruleId, shop.faults.add(rule));
      res.writeHead(200, headers);
      return res.end(JSON.stringify({ id: ruleId }));
    }
    if (req.method === 'DELETE' && id) {
      armed.get(id)?.();
      armed.delete(id);
    } else if (req.method === 'DELETE') {
      shop.faults.clear();
      armed.clear();
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(shop.faults.list()));
  };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1]);
if (isMain) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!existsSync(join(root, 'dist/talat/manifest.json'))) console.warn('dist/talat is missing: run `npm run build` first (npm start does both).');
  createDemoServer().listen(port, host, () => {
    console.log(`Talat demo shop on http://${host}:${port}/  (tag listing: /product-tag/inhalantbottle/)`);
  });
}
