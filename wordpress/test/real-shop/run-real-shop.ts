/**
 * `npm run test:wordpress` part two: the real shop (setup.sh, install-*.php) served by php -S,
 * its flows run in Chromium with Talat and with the plugins' own scripts (flows/).
 */
import { mkdirSync } from 'node:fs';
import { check } from '../support';
import { FLOWS } from './flows';
import type { FlowContext } from './flows/flow';
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
    const browser = await launch();
    try {
      const context: FlowContext = { origin: server.origin, browser, shots };
      for (const flow of FLOWS) {
        if (wanted.length && !wanted.includes(flow.name)) continue;
        console.log(`\n[real-shop] ${flow.name}`);
        try {
          await flow.run(context);
        } catch (error) {
          check(`${flow.name}: the flow ran to its end`, () => {
            throw error;
          });
        }
      }
    } finally {
      await browser.close();
    }
    check("the real shop: Talat's PHP logged no notice, warning or error (debug.log; the plugins' own deprecation notices on PHP 8.2 are theirs)", () => {
      const lines = talatLogLines(logFrom);
      if (lines.length) throw new Error(lines.join('\n'));
    });
  } finally {
    server.stop();
  }
}
