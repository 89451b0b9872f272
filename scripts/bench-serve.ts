// The demo shop as `npm run bench` serves it: this checkout's demo server (examples/server.ts)
// for pages and endpoints, but /talat/ answered from a build directory of the bench's choosing,
// so the same server can serve the landed build ("before") and the current one ("after"). Also
// serves the bench-only listing of 1,000 products at /bench/listing/ (all widgets) and
// /bench/listing-bare/ (no Talat script), so that page loads over the throttled network like any
// other instead of through Playwright's request interception.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createDemoServer } from '../examples/server';
import { repeatedListing } from './bench-cart';

export const LISTING_PATH = '/product-tag/inhalantbottle/';
/** Where the served build's files are, on every page of the demo. */
const TALAT_ROOT = '/talat/';

/** The build file a request asks for (relative to the build directory, as manifest.json names it), or undefined for anything else and for source maps. */
export function talatFileOf(url: string): string | undefined {
  const { pathname } = new URL(url, 'http://bench');
  return pathname.startsWith(TALAT_ROOT) && !pathname.endsWith('.map') ? decodeURIComponent(pathname.slice(TALAT_ROOT.length)) : undefined;
}
export const BIG_LISTING_PATH = '/bench/listing/';
export const BARE_LISTING_PATH = '/bench/listing-bare/';

export interface BenchServer {
  base: string;
  /** The build directory served at /talat/. */
  talatDir: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

function serveFile(dir: string, relative: string, res: ServerResponse): void {
  const file = normalize(join(dir, decodeURIComponent(relative)));
  if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
    return;
  }
  // The demo server's own headers for /talat/ (examples/server.ts serveStatic).
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  createReadStream(file).pipe(res);
}

export async function startBenchServer(talatDir: string): Promise<BenchServer> {
  const dir = resolve(talatDir);
  if (!existsSync(join(dir, 'manifest.json'))) throw new Error(`${dir} has no manifest.json: build it first (npm run build)`);
  const demo = createDemoServer().listeners('request')[0] as RequestListener;
  const pages = new Map<string, string>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://bench').pathname;
    if (path.startsWith(TALAT_ROOT)) return serveFile(dir, path.slice(TALAT_ROOT.length), res);
    const page = pages.get(path);
    if (page !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(page);
      return;
    }
    void demo(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const listing = await (await fetch(`${base}${LISTING_PATH}`)).text();
  const big = repeatedListing(listing, 1000, true);
  pages.set(BIG_LISTING_PATH, big);
  pages.set(BARE_LISTING_PATH, big.replace(/<script[^>]+\/talat\/[^>]*><\/script>/g, ''));
  return {
    base,
    talatDir: dir,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
