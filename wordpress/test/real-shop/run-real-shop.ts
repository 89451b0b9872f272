/**
 * `npm run test:wordpress` part two: the real shop (setup.sh, install-*.php) served by php -S,
 * its flows run in Chromium with Talat and with the plugins' own scripts (flows/).
 */
import { mkdirSync } from 'node:fs';
import { check, restoreResults, results } from '../support';
import { FLOWS } from './flows';
import type { Flow, FlowContext } from './flows/flow';
import { closeBrowser, describeStall, FLOW_LIMIT_MS, settledWithin, STALLED, withinLimit } from './time-limit';
import { debugLogLength, launch, serveShop, setUpShop, SHOP, SOURCES_MISSING, talatLogLines, visitAdminOnce } from './shop';

export async function runRealShop(required: boolean): Promise<void> {
  const status = setUpShop();
  if (status === SOURCES_MISSING) {
    // setup.sh said which mirrors to bring, in one line. Asked for alone, a skip is a failure.
    if (required) check('the real shop', () => {
      throw new Error("the plugins' sources are not on this machine (see above)");
    });
    return;
  }
  if (status !== 0) {
    check('the real shop: wordpress/test/real-shop/setup.sh', () => {
      throw new Error(`setup.sh exited with ${status} (see above)`);
    });
    return;
  }
  const server = await serveShop();
  const shots = `${SHOP}/screenshots`;
  mkdirSync(shots, { recursive: true });
  const logFrom = debugLogLength();
  try {
    console.log(`[real-shop] serving ${SHOP}/wordpress at ${server.origin}`);
    await visitAdminOnce(server.origin);
    const wanted = (process.env.TALAT_WP_FLOWS ?? '').split(',').filter(Boolean);
    const context: FlowContext = { origin: server.origin, browser: await launch(), shots };
    try {
      for (const flow of FLOWS) {
        if (wanted.length && !wanted.includes(flow.name)) continue;
        console.log(`\n[real-shop] ${flow.name}`);
        await runWithinLimit(flow, context, `${SHOP}/php-server.log`);
      }
    } finally {
      await closeBrowser(context.browser);
    }
    if (stalledOnce.length) console.log(`\n[real-shop] stalled once and ran again in a fresh browser: ${stalledOnce.join(', ')} (see "did not end" above)`);
    check("the real shop: Talat's PHP logged no notice, warning or error (debug.log; the plugins' own deprecation notices on PHP 8.2 are theirs)", () => {
      const lines = talatLogLines(logFrom);
      if (lines.length) throw new Error(lines.join('\n'));
    });
  } finally {
    server.stop();
  }
}

/**
 * One flow, in at most FLOW_LIMIT_MS (time-limit.ts says why): a stall is named with what the
 * machine looked like, the browser is replaced, and the flow runs once more with its first
 * attempt's checks dropped; a second stall fails it. A flow that ends, green or red, runs once.
 */
/** The flows that stalled once and passed or failed on their second attempt: named again at the end. */
const stalledOnce: string[] = [];

export async function runWithinLimit(flow: Flow, context: FlowContext, phpLog: string, limit = FLOW_LIMIT_MS): Promise<void> {
  const minutes = limit / 60_000;
  for (let attempt = 1; ; attempt += 1) {
    const before = results();
    // Its own copy: a stalled attempt that wakes later finds its own closed browser, not the next attempt's.
    const running = flow.run({ ...context });
    const outcome = await withinLimit(running, limit);
    if (outcome !== STALLED) {
      if (outcome.error !== undefined) {
        check(`${flow.name}: the flow ran to its end`, () => {
          throw outcome.error;
        });
      }
      return;
    }
    const stall = describeStall(context.browser, phpLog);
    await closeBrowser(context.browser);
    // The stalled attempt fails fast once its browser is gone: let its checks land, then drop them.
    await settledWithin(running, 30_000);
    restoreResults(before);
    context.browser = await launch();
    if (attempt === 2) {
      check(`${flow.name}: the flow ended within ${minutes} min`, () => {
        throw new Error(['it stalled twice, each time in a fresh browser; the second time:', ...stall].join('\n'));
      });
      return;
    }
    stalledOnce.push(flow.name);
    console.log(`  … ${flow.name} did not end within ${minutes} min; its checks above are dropped and it runs once more in a fresh browser. At the stall:\n      ${stall.join('\n      ')}`);
  }
}
