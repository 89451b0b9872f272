// Prints bench-page-bytes.ts's figures per page type, for one build or before/after.
import type { Browser } from '@playwright/test';
import { measurePageBytes, PAGE_TYPES, REPLACED_PLUGINS, type PageBytes } from './bench-page-bytes';
import { printTable } from './bench-stats';
import type { Build } from './bench-throttled';

const bytes = (n: number) => n.toLocaleString('en');

export async function printPageBytes(browser: Browser, builds: readonly Build[]): Promise<void> {
  const measured = new Map<string, PageBytes[]>();
  for (const build of builds) measured.set(build.label, await measurePageBytes(browser, build.server));
  const labels = builds.map((build) => build.label);
  const both = (pick: (page: PageBytes) => number, index: number) => labels.map((label) => bytes(pick(measured.get(label)![index]!))).join(' → ');

  console.log(`\nTalat bytes per page type (gzip -9 of the files as built, unthrottled, one load each; ${labels.join(' → ')})`);
  const rows: string[][] = [['page type', 'first load', 'by DOMContentLoaded', 'once idle (+3 s)', "replaced plugins' scripts", 'idle ÷ replaced']];
  PAGE_TYPES.forEach(({ name }, index) => {
    const last = measured.get(labels[labels.length - 1]!)![index]!;
    rows.push([
      `${name} (${last.path})`,
      both((page) => page.firstLoad, index),
      both((page) => page.byDomContentLoaded, index),
      both((page) => page.onceIdle, index),
      bytes(last.replaced),
      labels.map((label) => (measured.get(label)![index]!.onceIdle / last.replaced).toFixed(2)).join(' → '),
    ]);
  });
  printTable(rows);
  console.log('  first load: the page\'s module scripts + their static imports (manifest.json); by DOMContentLoaded and once idle: every /talat/ file the page requested by then.');
  console.log('  Replaced plugins assumed per page type (gzip -9 bytes):');
  for (const { name, plugins } of PAGE_TYPES) {
    console.log(`    ${name}: ${plugins.map((plugin) => `${REPLACED_PLUGINS[plugin].name} ${bytes(REPLACED_PLUGINS[plugin].bytes)}`).join(' + ')}`);
  }
  console.log('  (the cart and checkout pages hold one product; the demo prints the footer lead form on every page, which the assumption above counts on the listing and product pages only)');
  for (const label of labels) {
    const listing = measured.get(label)![0]!;
    console.log(`  ${label}, listing: first load ${listing.files.firstLoad.join(' + ')}; once idle ${listing.files.onceIdle.join(' + ')}`);
  }
}
