// The options of `npm run bench` (after `--`):
//   --runs N            runs per throttled figure, each in a fresh browser context (default 7)
//   --compare [REF]     also build REF in a temporary git worktree and measure it as "before"
//                       (default REF: de11560, the last commit before issue 12's restructuring)
//   --before-dist DIR   measure an existing build as "before" instead of building a ref
//   --dist DIR          the build measured as "after" (default dist/talat of this checkout)
//   --throttled-only    skip the unthrottled figures (bundle table, cache-hit keystrokes, rapid
//                       clicks, enhance time) and print only the throttled and per-page figures
//   --pages-only        print only the page benchmark (bench-pages.ts: per demo page, throttled,
//                       bytes before load, by idle and after use, heap, blocking time, first uses)

export const DEFAULT_COMPARE_REF = 'de11560';

export interface BenchArgs {
  runs: number;
  compareRef?: string;
  beforeDist?: string;
  dist: string;
  throttledOnly: boolean;
  pagesOnly: boolean;
}

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { runs: 7, dist: 'dist/talat', throttledOnly: false, pagesOnly: false };
  const valueAfter = (i: number, name: string): string => {
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
    return value;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') {
      args.runs = Number(valueAfter(i++, arg));
      if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs needs a whole number ≥ 1');
    } else if (arg === '--compare') {
      const next = argv[i + 1];
      args.compareRef = next !== undefined && !next.startsWith('--') ? (i++, next) : DEFAULT_COMPARE_REF;
    } else if (arg.startsWith('--compare=')) {
      args.compareRef = arg.slice('--compare='.length) || DEFAULT_COMPARE_REF;
    } else if (arg === '--before-dist') {
      args.beforeDist = valueAfter(i++, arg);
    } else if (arg === '--dist') {
      args.dist = valueAfter(i++, arg);
    } else if (arg === '--throttled-only') {
      args.throttledOnly = true;
    } else if (arg === '--pages-only') {
      args.pagesOnly = true;
    } else {
      throw new Error(`unknown option ${arg} (see scripts/bench-args.ts)`);
    }
  }
  if (args.compareRef && args.beforeDist) throw new Error('give --compare or --before-dist, not both');
  return args;
}
