// Total blocking time and long tasks while the 1,000-product listing loads (throttled, one run in a
// fresh context per call): every long task the page reports (PerformanceObserver 'longtask',
// buffered, installed before any page script by bench-probe.js) from navigation start until the
// load event plus 5 s without a new long task (at most 60 s after load). TBT here is the sum over
// those tasks of (duration − 50 ms), from navigation start rather than Lighthouse's first
// contentful paint to time-to-interactive, so the parsing of the page's own HTML counts too; the
// listing without any Talat script is measured alongside to show that share.
import type { Browser } from '@playwright/test';
import { inFreshContext } from './bench-throttle';

export interface LongTaskSample {
  tbt: number;
  count: number;
  total: number;
}

const QUIET_MS = 5000;
const CAP_AFTER_LOAD_MS = 60_000;

export function listingLongTasks(browser: Browser, base: string, path: string): Promise<LongTaskSample> {
  return inFreshContext(browser, async ({ page }) => {
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 180_000 });
    const loadedAt = Date.now();
    let seen = -1;
    let quietSince = loadedAt;
    for (;;) {
      const count = (await page.evaluate('window.__talatBench.longTasks?.length ?? -1')) as number;
      if (count < 0) throw new Error('this Chromium reports no long tasks (PerformanceObserver "longtask")');
      if (count !== seen) {
        seen = count;
        quietSince = Date.now();
      }
      if (Date.now() - quietSince >= QUIET_MS || Date.now() - loadedAt >= CAP_AFTER_LOAD_MS) break;
      await page.waitForTimeout(250);
    }
    const tasks = (await page.evaluate('window.__talatBench.longTasks')) as Array<{ start: number; duration: number }>;
    return {
      tbt: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      count: tasks.length,
      total: tasks.reduce((sum, task) => sum + task.duration, 0),
    };
  });
}
