// Throttled pages for `npm run bench`: Chrome DevTools' "Fast 4G" preset and a 4× CPU slow-down,
// set over CDP on every page before it navigates, each run in a fresh browser context (no cache,
// no cookies). The in-page probe (bench-probe.js) is installed before any page script runs.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * DevTools' "Fast 4G" (front_end/core/sdk/NetworkManager.ts, Fast4GConditions; the same numbers as
 * Puppeteer's PredefinedNetworkConditions['Fast 4G']): 9 Mbit/s down and 1.5 Mbit/s up, each × 0.9,
 * and a 60 ms target RTT × 2.75 as the per-request latency.
 */
export const FAST_4G = {
  offline: false,
  latency: 60 * 2.75, // 165 ms
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9, // 1,012,500 B/s
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9, // 168,750 B/s
} as const;
export const CPU_SLOWDOWN = 4;

export const THROTTLING_NOTE = `Chromium, CPU ${CPU_SLOWDOWN}× slower, DevTools "Fast 4G" (${FAST_4G.latency} ms latency, ${FAST_4G.downloadThroughput.toLocaleString('en')} B/s down, ${FAST_4G.uploadThroughput.toLocaleString('en')} B/s up)`;

const PROBE = fileURLToPath(new URL('./bench-probe.js', import.meta.url));

export interface ThrottledPage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

export interface PageOptions {
  /** false: no throttling (the per-page byte counts and the click calibration). */
  throttle?: boolean;
  /** The probe arms itself at DOMContentLoaded (bench-probe.js): cold runs. */
  autoArm?: { kind: 'search' | 'cart'; timeoutMs?: number; focus?: string; aim?: string };
}

/**
 * A fresh context with one throttled page, the probe installed; close `context` when done.
 * Animations are off (prefers-reduced-motion), so "open" is the frame the side cart is in place,
 * not a point in its 300 ms slide.
 */
export async function throttledPage(browser: Browser, options: PageOptions = {}): Promise<ThrottledPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  if (options.autoArm) await context.addInitScript(`window.__talatBenchAutoArm = ${JSON.stringify(options.autoArm)};`);
  await context.addInitScript({ path: PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (options.throttle !== false) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { ...FAST_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  return { context, page, cdp };
}

/** Runs `measure` in a fresh throttled context and always closes the context. */
export async function inFreshContext<T>(browser: Browser, measure: (tab: ThrottledPage) => Promise<T>, options: PageOptions = {}): Promise<T> {
  const tab = await throttledPage(browser, options);
  try {
    return await measure(tab);
  } finally {
    await tab.context.close();
  }
}
