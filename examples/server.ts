import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFakeShop, createFakeWordPress, type FakeShop, type FaultRule } from '@talat/mocks';
import { sendFetchResponse, toFetchRequest } from './http-bridge';
import { renderPage } from './routes';

/**
 * The demo shop: server-rendered theme pages, the built widget bundles under /talat/, and the
 * fake WordPress answering every endpoint. `/__talat/faults` lets e2e tests (and curious
 * designers) make an endpoint slow or broken:
 *   POST   /__talat/faults      {"endpoint":"thaps_ajax_get_search_value","delayMs":1500,"when":{"match":"ขวด"}}  -> {"id":"1"}
 *   DELETE /__talat/faults/1    (or /__talat/faults for all)
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const STATIC_ROOTS: Record<string, string> = {
  '/talat/': join(root, 'dist/talat'),
  '/assets/': join(root, 'examples/assets'),
};
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
      for (const [prefix, dir] of Object.entries(STATIC_ROOTS)) {
        if (url.pathname.startsWith(prefix)) return serveStatic(dir, url.pathname.slice(prefix.length), res);
      }
      const { request, abort } = toFetchRequest(req, origin);
      // A shopper who types on aborts the earlier search; a hanging fault must end with it.
      res.on('close', () => {
        if (!res.writableEnded) abort();
      });
      const response = await wordpress.handle(request);
      if (response) return await sendFetchResponse(res, response);
      const page = renderPage(shop, url);
      res.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(page.html);
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      if (error instanceof URIError) return plain(res, 400, 'bad request');
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('demo server error');
    }
  });
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
 */
function createFaultControl(shop: FakeShop) {
  const armed = new Map<string, () => void>();
  let next = 0;
  return async (url: URL, req: IncomingMessage, res: ServerResponse) => {
    const id = url.pathname.split('/')[3];
    if (req.method === 'POST') {
      if (!req.headers['content-type']?.startsWith('application/json')) return plain(res, 415, 'send JSON');
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const ruleId = String(++next);
      armed.set(ruleId, shop.faults.add(JSON.parse(Buffer.concat(chunks).toString('utf8')) as FaultRule));
      res.writeHead(200, { 'Content-Type': 'application/json' });
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
