// `npm test`: every layer of DESIGN.md "Tests", in order, stopping at the first red step.
// It ends with one summary line, `tests: N passed, N failed`, counted from the runners' JSON
// reports, so CI can tell a green run from one that ran nothing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ['typecheck', 'npx tsc -p tsconfig.json --noEmit'],
  ['lint', 'npm run --silent lint'],
  ['unit + component (React)', `npx vitest run --reporter=default --reporter=json --outputFile.json=${reports}/vitest-react.json`],
  ['component (preact/compat, as shipped)', `npx vitest run --config vitest.preact.config.ts --reporter=default --reporter=json --outputFile.json=${reports}/vitest-preact.json`],
  ['build', 'npm run --silent build'],
  ['size budgets', 'npx size-limit'],
  ['storybook build', 'npm run --silent storybook:build'],
  ['e2e (Chromium)', 'npx playwright test --reporter=list,json'],
];

/** A port nothing listens on now, for the demo server the e2e tests start (never one already running). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Found (or installed) before anything runs: a machine that cannot run the e2e tests is told at once.
const chromium = ensureChromium();
if (!chromium) {
  console.log('\ntests: 0 passed, 1 failed, 0 skipped');
  process.exit(1);
}
const e2ePort = process.env.E2E_PORT ?? String(await freePort());

const counts = { passed: 0, failed: 0, skipped: 0 };
let failedStep;
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const env = { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: e2ePort, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` };
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

for (const file of ['vitest-react.json', 'vitest-preact.json']) {
  try {
    const report = JSON.parse(readFileSync(`${reports}/${file}`, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    /* the step did not run */
  }
}
try {
  const stats = JSON.parse(readFileSync(`${reports}/playwright.json`, 'utf8')).stats;
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
} catch {
  /* the step did not run */
}

if (failedStep) {
  console.error(`\n✗ ${failedStep} failed`);
  counts.failed = Math.max(counts.failed, 1);
}
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
