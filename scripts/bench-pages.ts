// The page benchmark of issue 30: per demo page (home, tag listing, product, cart, checkout,
// contact, my-account), throttled as bench-throttle.ts says, cold (a fresh context each run, the
// builds' runs interleaved), the page loaded and then left alone until it settled (bench-settle.ts):
//   - Talat script bytes (gzip -9 of the files as built) the page requested before the load event,
//     and by the time it settled ("by network idle");
//   - the JS heap once settled, after a garbage collection (CDP Runtime.getHeapUsage, usedSize);
//   - total blocking time from navigation start until settled: the sum over long tasks of
//     (duration − 50 ms), the page's own parsing included (bench-long-tasks.ts says why);
// and on the tag listing, then, each widget used once (bench-use.ts): the latency of each first
// use and the bytes the page has requested after all four.
import type { Browser } from '@playwright/test';
import { gzipCounter, pagePaths } from './bench-page-bytes';
import { talatFileOf, type BenchServer } from './bench-serve';
import { watchRequests } from './bench-settle';
import { formatRatio, printTable, spread } from './bench-stats';
import { inFreshContext, THROTTLING_NOTE } from './bench-throttle';
import type { Build } from './bench-throttled';
import { APPROACH_MS, useEachWidgetOnce, USES, type UseKey } from './bench-use';

export const BENCH_PAGES = ['home', 'listing', 'product', 'cart', 'checkout', 'contact', 'account'] as const;
type BenchPage = (typeof BENCH_PAGES)[number];

interface PageRun {
  beforeLoad: number;
  byIdle: number;
  heapBytes: number;
  tbt: number;
  /** The tag listing only. */
  afterUse?: number;
  uses?: Record<UseKey, { ms?: number; error?: string }>;
  files: { beforeLoad: string[]; byIdle: string[]; afterUse?: string[] };
}

async function measurePage(browser: Browser, server: BenchServer, page: BenchPage, path: string, productId: string): Promise<PageRun> {
  const gzipBytes = gzipCounter(server.talatDir);
  return inFreshContext(browser, async ({ context, page: tab, cdp }) => {
    // The cart and checkout pages with one product in the cart, as a shopper reaches them.
    if (page === 'cart' || page === 'checkout') await context.request.get(`${server.base}/?add-to-cart=${productId}`);
    const requested: string[] = [];
    const beforeLoad: string[] = [];
    let loaded = false;
    tab.on('request', (request) => {
      const file = talatFileOf(request.url());
      if (!file) return;
      requested.push(file);
      if (!loaded) beforeLoad.push(file);
    });
    tab.once('load', () => (loaded = true));
    const quiet = watchRequests(tab);
    // The listing with the footer switch's redirect-after-add 'no' (a cookie): the shop's 'yes' would
    // leave for the cart page at the first add, and the other widgets' first uses need the listing.
    const address = page === 'listing' ? `${path}?redirect_after_add=no` : path;
    await tab.goto(`${server.base}${address}`, { waitUntil: 'load', timeout: 180_000 });
    await quiet.settle();
    const byIdle = [...new Set(requested)];
    const tasks = (await tab.evaluate('window.__talatBench.longTasks')) as Array<{ duration: number }> | null;
    if (!tasks) throw new Error('this Chromium reports no long tasks (PerformanceObserver "longtask")');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const run: PageRun = {
      beforeLoad: gzipBytes([...new Set(beforeLoad)]),
      byIdle: gzipBytes(byIdle),
      heapBytes: usedSize,
      tbt: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      files: { beforeLoad: [...new Set(beforeLoad)], byIdle },
    };
    if (page === 'listing') {
      run.uses = await useEachWidgetOnce(tab, cdp);
      await quiet.settle();
      run.files.afterUse = [...new Set(requested)];
      run.afterUse = gzipBytes(run.files.afterUse);
    }
    return run;
  });
}

type Figure = { label: string; pick: (run: PageRun) => number | undefined; unit: (n: number) => string };
/** Whole bytes or milliseconds, with thousands separators. */
const whole = (n: number) => Math.round(n).toLocaleString('en');
const mb = (n: number) => (n / 1_000_000).toFixed(2);

const PAGE_FIGURES: readonly Figure[] = [
  { label: 'Talat script bytes gz before load', pick: (run) => run.beforeLoad, unit: whole },
  { label: 'Talat script bytes gz by network idle', pick: (run) => run.byIdle, unit: whole },
  { label: 'JS heap once idle, after GC (MB)', pick: (run) => run.heapBytes, unit: mb },
  { label: 'total blocking time to idle (ms)', pick: (run) => run.tbt, unit: whole },
];

function figureCell(values: number[], unit: (n: number) => string): string {
  if (values.length === 0) return '—';
  const { median, min, max } = spread(values);
  return min === max ? unit(median) : `${unit(median)} (${unit(min)}–${unit(max)})`;
}

export async function benchPages(browser: Browser, builds: readonly Build[], runs: number): Promise<void> {
  const { paths, productId } = await pagePaths(builds[0]!.server.base);
  const results = new Map(builds.map((build) => [build.label, new Map<BenchPage, PageRun[]>(BENCH_PAGES.map((page) => [page, []]))]));
  const errors: string[] = [];
  console.log(`\nPer page, cold: ${THROTTLING_NOTE}; ${runs} runs each, a fresh browser context per run, the builds interleaved`);
  const started = Date.now();
  for (let run = 1; run <= runs; run++) {
    for (const page of BENCH_PAGES) {
      for (const build of builds) {
        try {
          results.get(build.label)!.get(page)!.push(await measurePage(browser, build.server, page, paths[page]!, productId));
        } catch (error) {
          errors.push(`${build.label} run ${run} ${page}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    console.error(`  pages run ${run}/${runs} done (${Math.round((Date.now() - started) / 1000)} s)`);
  }

  const [before, after] = builds.length === 2 ? builds : [undefined, builds[0]!];
  const header = before ? ['page · figure', `${before.label}: median (min–max)`, `${after!.label}: median (min–max)`, 'after/before'] : ['page · figure', `${after!.label}: median (min–max)`];
  const rows: string[][] = [header];
  const addRow = (label: string, page: BenchPage, pick: (run: PageRun) => number | undefined, unit: (n: number) => string) => {
    const valuesOf = (build: Build) => results.get(build.label)!.get(page)!.map(pick).filter((value): value is number => value !== undefined);
    const afterValues = valuesOf(after!);
    if (!before) return rows.push([label, figureCell(afterValues, unit)]);
    const beforeValues = valuesOf(before);
    const ratio = beforeValues.length && afterValues.length ? formatRatio(spread(beforeValues), spread(afterValues)) : '—';
    rows.push([label, figureCell(beforeValues, unit), figureCell(afterValues, unit), ratio]);
  };
  for (const page of BENCH_PAGES) {
    for (const figure of PAGE_FIGURES) addRow(`${page} (${paths[page]}) · ${figure.label}`, page, figure.pick, figure.unit);
  }
  addRow(`listing · Talat script bytes gz after using search, cart, wishlist and compare once`, 'listing', (run) => run.afterUse, whole);
  for (const use of USES) addRow(`listing · first use, ${use.label} (ms)`, 'listing', (run) => run.uses?.[use.key]?.ms, whole);
  printTable(rows);
  console.log(`  Each first use: the control scrolled to the window's middle, the pointer brought to it over ${APPROACH_MS} ms, then pressed (bench-use.ts).`);
  for (const build of builds) {
    const listing = results.get(build.label)!.get('listing')!.at(-1);
    if (!listing) continue;
    console.log(`  ${build.label}, listing: before load ${listing.files.beforeLoad.join(' + ')}`);
    console.log(`  ${build.label}, listing: by idle + ${listing.files.byIdle.filter((file) => !listing.files.beforeLoad.includes(file)).join(' + ') || 'nothing'}`);
    console.log(`  ${build.label}, listing: after use + ${listing.files.afterUse?.filter((file) => !listing.files.byIdle.includes(file)).join(' + ') || 'nothing'}`);
    for (const runResult of results.get(build.label)!.get('listing')!) {
      for (const [key, sample] of Object.entries(runResult.uses ?? {})) if (sample.error) errors.push(`${build.label} listing ${key}: ${sample.error}`);
    }
  }
  for (const error of new Set(errors)) console.log(`  failed: ${error}`);
}
