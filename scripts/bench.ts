// `npm run bench`: per widget, the gzip bytes of its entry and of its whole first load; for the
// live search, the median time from a keystroke to painted suggestions on a cache hit; for the
// cart, the requests 30 rapid + clicks send and the main-thread time to enhance a listing of
// 1,000 products, and for the page extras the long tasks and layout shift while scrolling that
// listing (bench-scroll.ts). Then, per page type, the Talat bytes of the first load and of everything fetched
// once idle next to the plugin scripts they replace, and the throttled figures (bench-throttled.ts:
// cold and warm first keystroke, cold first add to cart, total blocking time on the 1,000-product
// listing), and the page benchmark (bench-pages.ts: per demo page, throttled, the bytes before load,
// by idle and after using each widget once, the heap, the blocking time and each first use's
// latency). `-- --compare [ref]` measures the landed build too (bench-compare.ts) and prints the
// ratio; see bench-args.ts for every option. Measured in Chromium on the demo shop; speed is
// measured here, never asserted in tests.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { parseBenchArgs } from './bench-args';
import { benchEnhanceListing, benchRapidClicks } from './bench-cart';
import { buildRef, type RefBuild } from './bench-compare';
import { benchPages } from './bench-pages';
import { printPageBytes } from './bench-page-table';
import { benchScrollListing } from './bench-scroll';
import { startBenchServer, type BenchServer } from './bench-serve';
import { benchThrottled, type Build } from './bench-throttled';

const args = parseBenchArgs(process.argv.slice(2));
const afterDir = resolve(args.dist);
if (!existsSync(join(afterDir, 'manifest.json'))) {
  console.error(`${args.dist} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

function printBundleSizes(talatDir: string): void {
  const manifest = JSON.parse(readFileSync(join(talatDir, 'manifest.json'), 'utf8')) as Record<string, { entry: string; firstLoad: string[] }>;
  const gzipBytes = (file: string) => gzipSync(readFileSync(join(talatDir, file)), { level: 9 }).length;
  console.log(`Bundle sizes (gzip -9, bytes) of ${talatDir}`);
  console.log('widget'.padEnd(16), 'entry'.padStart(8), 'first load'.padStart(12), '  files');
  for (const [widget, { entry, firstLoad }] of Object.entries(manifest)) {
    const total = firstLoad.reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(widget.padEnd(16), String(gzipBytes(entry)).padStart(8), String(total).padStart(12), ' ', firstLoad.join(' + '));
  }
}

/** The unthrottled figures the bench has always printed. */
async function benchUnthrottled(browser: Browser, server: BenchServer): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${server.base}/`);
  await page.locator('[data-talat-mounted~="live-search"]').waitFor({ state: 'attached' });
  const input = page.locator('input[name="s"]');
  // Warm the cache with both queries the measurement alternates between.
  for (const query of ['ขวด', 'ครีม']) {
    await input.fill(query);
    await page.locator('[role="listbox"] [role="option"]').first().waitFor();
  }
  // A list nobody can see is not "painted suggestions" (issue 11): the page's own hit test at the
  // list's centre must land in it, or there is nothing to time.
  const seen = await page.locator('[role="listbox"]').evaluate((list) => {
    const box = list.getBoundingClientRect();
    return list.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  if (!seen) throw new Error('live-search: the suggestion list is covered or clipped; nothing a shopper sees to time');
  const inPage = readFileSync(new URL('./bench-keystroke.js', import.meta.url), 'utf8');
  const samples = (await page.evaluate(`(${inPage}\n)(41)`)) as number[];
  await page.close();
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  console.log(`\nlive-search: keystroke -> painted suggestions on a cache hit, Chromium headless`);
  console.log(`  median ${median.toFixed(1)} ms over ${samples.length} keystrokes (min ${samples[0]!.toFixed(1)}, max ${samples[samples.length - 1]!.toFixed(1)})`);
  const port = Number(new URL(server.base).port);
  await benchRapidClicks(browser, port);
  await benchEnhanceListing(browser, port);
  await benchScrollListing(browser, server.base);
}

let before: RefBuild | undefined;
const servers: BenchServer[] = [];
let browser: Browser | undefined;
try {
  if (args.compareRef) before = buildRef(args.compareRef);
  const beforeDir = before?.talatDir ?? (args.beforeDist ? resolve(args.beforeDist) : undefined);
  const builds: Build[] = [];
  if (beforeDir) {
    const server = await startBenchServer(beforeDir);
    servers.push(server);
    builds.push({ label: 'before', server });
    console.log(`before: ${before ? `${before.ref} (${before.commit}), built in ${beforeDir}` : beforeDir}`);
  }
  const afterServer = await startBenchServer(afterDir);
  servers.push(afterServer);
  builds.push({ label: 'after', server: afterServer });
  console.log(`after:  ${afterDir}`);
  console.log('Both served by this checkout\'s demo server (examples/server.ts), /talat/ from the directory named.\n');

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  if (!args.pagesOnly) {
    if (!args.throttledOnly) {
      printBundleSizes(afterDir);
      await benchUnthrottled(browser, afterServer);
    }
    await printPageBytes(browser, builds);
    await benchThrottled(browser, builds, args.runs);
  }
  await benchPages(browser, builds, args.runs);
} finally {
  await browser?.close();
  for (const server of servers) await server.close();
  before?.remove();
}
