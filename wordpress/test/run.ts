/**
 * `npm run test:wordpress` (run by `.ci/run` after `npm test`; as root on Debian 12): the README's
 * WordPress recipe on real WordPress installs, in two parts.
 *
 * 1. debian-wordpress.ts: Debian's `wordpress` package, 6.1, the recipe's pre-6.5 path (module
 *    tags through script_loader_tag), with stand-ins for the plugins' handles and params.
 * 2. real-shop/: the real shop — WordPress 6.5.5 with the real WooCommerce 9.3.3 and the shop's
 *    plugins at their pinned releases, Twenty Twenty-One and Twenty Twenty-Four — every widget's
 *    flows in Chromium, each compared with the plugins' own scripts on the same shop. Where the
 *    plugins' sources are not on the machine it says so in one line and is skipped.
 *
 * TALAT_WP_ONLY=debian|real-shop runs one part; TALAT_WP_FLOWS=search,cart,… some of part two's
 * flows. Ends with `wordpress: N passed, N failed`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runDebianWordPress } from './debian-wordpress';
import { runRealShop } from './real-shop/run-real-shop';
import { check, REPO, results, run, stopDatabase } from './support';

async function main(): Promise<void> {
  const started = Date.now();
  if (!existsSync(resolve(REPO, 'dist/talat/cart.js')) || !existsSync(resolve(REPO, 'dist/talat/classic/cart.js'))) {
    console.log('[wordpress-test] dist/talat/ is missing: npm run build');
    if (run('npm', ['run', 'build']) !== 0) throw new Error('npm run build failed');
  }
  const only = process.env.TALAT_WP_ONLY;
  try {
    if (only !== 'real-shop') {
      console.log('\n[wordpress-test] part 1: Debian WordPress 6.1 with stand-ins for the plugins');
      await runDebianWordPress();
    }
    if (only !== 'debian') {
      console.log('\n[wordpress-test] part 2: the real shop, WordPress 6.5.5 + WooCommerce 9.3.3 and the plugins');
      await runRealShop(only === 'real-shop');
    }
  } catch (error) {
    check('the WordPress test ran to its end', () => {
      throw error;
    });
  } finally {
    stopDatabase();
  }
  const { passed, failed } = results();
  console.log(`\nwordpress: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
}

void main();
