import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFakeShop, createFakeWordPress, type FakeShop, type FaultRule } from '@talat/mocks';
import { sendFetchResponse, toFetchRequest } from './http-bridge';
import { renderPage } from './routes';

/**
 * The demo shop: server-rendered theme pages, the built widget bundles under /talat/, and the
 * fake WordPress answering every endpoint. `/__talat/faults` lets e2e tests (and curious
 * designers) make an endpoint slow or broken:
 *   POST   /__talat/faults  {"endpoint":"thaps_ajax_get_search_value","delayMs":1500,"when":{"match":"ขวด"}}
 *   DELETE /__talat/faults
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
  return createServer(async (req, res) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const url = new URL(req.url ?? '/', origin);
    try {
      if (url.pathname === '/__talat/faults') return await faultControl(shop, req.method ?? 'GET', req, res);
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
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('demo server error');
    }
  });
}

function serveStatic(dir: string, relative: string, res: import('node:http').ServerResponse): void {
  const file = normalize(join(dir, decodeURIComponent(relative)));
  if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end(relative.endsWith('.js') ? 'not built yet: run `npm run build`' : 'not found');
    return;
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  createReadStream(file).pipe(res);
}

async function faultControl(shop: FakeShop, method: string, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
  if (method === 'DELETE') shop.faults.clear();
  else if (method === 'POST') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    shop.faults.add(JSON.parse(Buffer.concat(chunks).toString('utf8')) as FaultRule);
  }
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(shop.faults.list()));
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
