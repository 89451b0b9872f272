// The throttled figures of `npm run bench` for one build or two (before/after): each a median over
// `runs` runs with min and max, the builds' runs interleaved (run 1 before, run 1 after, run 2 …)
// so drift on a shared machine hits both alike. Prints one table, and the ratio after ÷ before.
import type { Browser } from '@playwright/test';
import { aimAtFirstAddButton, coldAddToCart, coldKeystroke, warmKeystroke, type FirstInputSample } from './bench-first-input';
import { listingLongTasks, type LongTaskSample } from './bench-long-tasks';
import { BARE_LISTING_PATH, BIG_LISTING_PATH, type BenchServer } from './bench-serve';
import { formatRatio, formatSpread, printTable, spread } from './bench-stats';
import { THROTTLING_NOTE } from './bench-throttle';

export interface Build {
  label: string;
  server: BenchServer;
}

/** A keystroke this long after DOMContentLoaded: a quick shopper, still before the page is idle. */
const LATE_COLD_KEY_MS = 300;

interface Collected {
  values: number[];
  lost: number;
  errors: string[];
  /** Cold inputs: when the input came after DOMContentLoaded, and which chunks were in by then. */
  afterDcl: number[];
  /** The same for the lost inputs only. */
  lostAfterDcl: number[];
  chunks: string[];
}

const FIGURES = [
  { key: 'coldKey', label: 'first keystroke → suggestions painted, cold: typed at DOMContentLoaded (ms)' },
  { key: 'lateKey', label: `first keystroke → suggestions painted, cold: typed ${LATE_COLD_KEY_MS} ms after DOMContentLoaded (ms)` },
  { key: 'warmKey', label: 'first keystroke → suggestions painted, warm: typed once idle (ms)' },
  { key: 'coldAdd', label: 'first add-to-cart click → side cart open, cold: clicked at DOMContentLoaded (ms)' },
  { key: 'tbt', label: '1,000-product listing, every widget: total blocking time (ms)' },
  { key: 'longCount', label: '1,000-product listing, every widget: long tasks (count)' },
  { key: 'longTotal', label: '1,000-product listing, every widget: long tasks, total (ms)' },
] as const;
type FigureKey = (typeof FIGURES)[number]['key'];

const empty = (): Collected => ({ values: [], lost: 0, errors: [], afterDcl: [], lostAfterDcl: [], chunks: [] });

function addInput(into: Collected, sample: FirstInputSample): void {
  if (sample.ms !== undefined) into.values.push(sample.ms);
  else if (sample.lost) into.lost++;
  else into.errors.push(sample.error ?? 'no result');
  if (sample.afterDomContentLoaded !== undefined && Number.isFinite(sample.afterDomContentLoaded)) {
    into.afterDcl.push(sample.afterDomContentLoaded);
    if (sample.lost) into.lostAfterDcl.push(sample.afterDomContentLoaded);
  }
  if (sample.chunksAtInput) into.chunks.push(sample.chunksAtInput.length ? sample.chunksAtInput.join(' ') : '(none)');
}

function addTasks(results: Record<FigureKey, Collected>, sample: LongTaskSample): void {
  results.tbt.values.push(sample.tbt);
  results.longCount.values.push(sample.count);
  results.longTotal.values.push(sample.total);
}

/** `cell` for one figure and build: median (min–max), with lost inputs and errors counted. */
function cell(collected: Collected, runs: number): string {
  const parts: string[] = [];
  if (collected.values.length > 0) parts.push(formatSpread(spread(collected.values)));
  if (collected.lost > 0) parts.push(`lost ${collected.lost}/${runs}`);
  if (collected.errors.length > 0) parts.push(`failed ${collected.errors.length}/${runs}`);
  return parts.join(', ') || '—';
}

async function attempt<T>(what: string, measure: () => Promise<T>): Promise<T | Error> {
  try {
    return await measure();
  } catch (error) {
    console.error(`  ${what}: ${(error as Error).message.split('\n')[0]}`);
    return error as Error;
  }
}

export async function benchThrottled(browser: Browser, builds: readonly Build[], runs: number): Promise<void> {
  const results = new Map(builds.map((build) => [build.label, Object.fromEntries(FIGURES.map(({ key }) => [key, empty()])) as Record<FigureKey, Collected>]));
  const bare = { tbt: [] as number[], count: [] as number[], total: [] as number[] };
  const aims = new Map<string, { x: number; y: number }>();
  for (const build of builds) aims.set(build.label, await aimAtFirstAddButton(browser, build.server.base));

  console.log(`\nThrottled figures: ${THROTTLING_NOTE}; ${runs} runs each, a fresh browser context per run`);
  const started = Date.now();
  for (let run = 1; run <= runs; run++) {
    for (const build of builds) {
      const into = results.get(build.label)!;
      const base = build.server.base;
      const tag = `${build.label} run ${run}`;
      const inputs: Array<[FigureKey, () => Promise<FirstInputSample>]> = [
        ['coldKey', () => coldKeystroke(browser, base)],
        ['lateKey', () => coldKeystroke(browser, base, LATE_COLD_KEY_MS)],
        ['warmKey', () => warmKeystroke(browser, base)],
        ['coldAdd', () => coldAddToCart(browser, base, aims.get(build.label)!)],
      ];
      for (const [key, measure] of inputs) {
        const sample = await attempt(`${tag} ${key}`, measure);
        addInput(into[key], sample instanceof Error ? { error: sample.message } : sample);
      }
      const tasks = await attempt(`${tag} listing`, () => listingLongTasks(browser, base, BIG_LISTING_PATH));
      if (tasks instanceof Error) for (const key of ['tbt', 'longCount', 'longTotal'] as const) into[key].errors.push(tasks.message);
      else addTasks(into, tasks);
    }
    // The same listing without any Talat script does not depend on the build: once per run.
    const plain = await attempt(`run ${run} listing without Talat`, () => listingLongTasks(browser, builds[builds.length - 1]!.server.base, BARE_LISTING_PATH));
    if (!(plain instanceof Error)) {
      bare.tbt.push(plain.tbt);
      bare.count.push(plain.count);
      bare.total.push(plain.total);
    }
    console.error(`  run ${run}/${runs} done (${Math.round((Date.now() - started) / 1000)} s)`);
  }

  const [before, after] = builds.length === 2 ? builds : [undefined, builds[0]!];
  const header = before ? ['figure', `${before.label}: median (min–max)`, `${after!.label}: median (min–max)`, 'ratio after/before'] : ['figure', `${after!.label}: median (min–max)`];
  const rows: string[][] = [header];
  for (const { key, label } of FIGURES) {
    const afterCell = results.get(after!.label)![key];
    if (!before) {
      rows.push([label, cell(afterCell, runs)]);
      continue;
    }
    const beforeCell = results.get(before.label)![key];
    const ratio = beforeCell.values.length && afterCell.values.length ? formatRatio(spread(beforeCell.values), spread(afterCell.values)) : '—';
    rows.push([label, cell(beforeCell, runs), cell(afterCell, runs), ratio]);
  }
  printTable(rows);
  console.log(
    `  the same listing without any Talat script (the page's own share): TBT ${formatSpread(spread(bare.tbt))} ms, ` +
      `${formatSpread(spread(bare.count))} long tasks, ${formatSpread(spread(bare.total))} ms in long tasks`,
  );

  console.log('  Cold inputs: when the input came (median ms after DOMContentLoaded started) and the Talat chunks already fetched by then:');
  for (const build of builds) {
    for (const key of ['coldKey', 'lateKey', 'coldAdd'] as const) {
      const collected = results.get(build.label)![key];
      const counts = new Map<string, number>();
      for (const chunks of collected.chunks) counts.set(chunks, (counts.get(chunks) ?? 0) + 1);
      const chunkText = [...counts].map(([chunks, n]) => `${chunks} (${n}×)`).join('; ') || '—';
      const lost = collected.lostAfterDcl.length ? ` (the lost ones: +${collected.lostAfterDcl.map((ms) => ms.toFixed(0)).join(', +')} ms)` : '';
      console.log(`    ${build.label} ${key}: +${formatSpread(spread(collected.afterDcl))} ms${lost}; ${chunkText}`);
    }
  }
  for (const build of builds) {
    for (const { key } of FIGURES) {
      const errors = [...new Set(results.get(build.label)![key].errors)];
      for (const error of errors) console.log(`  ${build.label} ${key} failed: ${error}`);
    }
  }
}
