// When a throttled bench page has settled ("network idle" in the per-page figures): no request
// started and no long task reported for QUIET_MS, checked every POLL_MS, at most CAP_MS after the
// call. Playwright's own 'networkidle' (500 ms without a request) ends too early on a throttled
// page whose script asks for a chunk after a long task; the long tasks come from bench-probe.js.
import type { Page } from '@playwright/test';

const QUIET_MS = 3000;
const POLL_MS = 250;
const CAP_MS = 60_000;

/** Counts the page's requests from now on; `settle()` resolves once the page is quiet. */
export function watchRequests(page: Page): { settle(): Promise<void> } {
  let requests = 0;
  page.on('request', () => requests++);
  return {
    async settle() {
      const started = Date.now();
      let seen = '';
      let quietSince = started;
      for (;;) {
        const tasks = (await page.evaluate('window.__talatBench.longTasks?.length ?? -1')) as number;
        const now = `${requests}/${tasks}`;
        if (now !== seen) {
          seen = now;
          quietSince = Date.now();
        }
        if (Date.now() - quietSince >= QUIET_MS || Date.now() - started >= CAP_MS) return;
        await page.waitForTimeout(POLL_MS);
      }
    },
  };
}
