// The e2e tests drive Debian's Chromium (Playwright cannot download its own browser here). Before
// any test runs, `npm test` finds it (CHROMIUM_PATH, then /usr/bin/chromium) or, on a fresh
// Debian machine where it runs as root with apt, installs it with the Thai font the screenshots
// and the Thai text layout need; otherwise it stops at once with the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_PACKAGES = ['chromium', 'fonts-thai-tlwg'];
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const THAI_FONT_DIR = '/usr/share/fonts/truetype/tlwg';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

function aptInstall(packages) {
  console.log(`▶ installing Debian's ${packages.join(' and ')} (apt-get), which the e2e tests need`);
  const result = spawnSync('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${packages.join(' ')}`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * The Chromium executable to use, installing it when that is possible; null (after one line saying
 * what to do) when not. `machine` is this machine; tests pass a pretend one.
 */
export function ensureChromium(machine = {}) {
  const {
    env = process.env,
    exists = existsSync,
    root = isRoot(),
    apt = hasApt,
    install = aptInstall,
    log = console.error,
  } = machine;
  const given = env.CHROMIUM_PATH;
  if (given) {
    if (exists(given)) return given;
    log(`✗ CHROMIUM_PATH is ${given}, which does not exist. Point it at a Chromium, or unset it to use ${SYSTEM_CHROMIUM}.`);
    return null;
  }
  const missing = [...(exists(SYSTEM_CHROMIUM) ? [] : ['chromium']), ...(exists(THAI_FONT_DIR) ? [] : ['fonts-thai-tlwg'])];
  if (missing.length > 0 && root && apt() && !install(missing) && !exists(SYSTEM_CHROMIUM)) {
    log(`✗ apt-get could not install ${missing.join(' ')}; run: apt-get install ${DEBIAN_PACKAGES.join(' ')}`);
    return null;
  }
  if (exists(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  log(`✗ Chromium not found for the e2e tests. Run: sudo apt-get install ${DEBIAN_PACKAGES.join(' ')} (or set CHROMIUM_PATH).`);
  return null;
}
