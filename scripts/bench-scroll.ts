// Long tasks and layout shift while a shopper scrolls the 1,000-product listing with every page
// extra on (issue 16: the sticky header, the scroll-to-top button, the custom cursor, the notices
// observer, the store notice, the side menu…), in Chromium, for `npm run bench`. Goal: no long task
// and CLS 0 while scrolling.
//
// Each run: a fresh context (1280×800, motion allowed, so the header's slide and the button's
// animated scroll run as a shopper sees them), the page loaded and the page extras' lazy chunk
// started, a second of quiet; then the CPU is slowed `cpuSlowdown`× and, from a fresh mark, the
// mouse wheel scrolls down the listing 200 px at a time, back up 400 px at a time, down again, and
// the scroll-to-top button is clicked. Recorded from that mark, in the page (PerformanceObserver,
// installed before any page script): every 'longtask', and every 'layout-shift' without recent
// input (what CLS counts; the wheel is not such input, so shifts while scrolling do count). The
// CLS figure is the sum of those shifts' values (the whole scroll is one session, a stricter
// figure than CLS's largest 5 s window).
import type { Browser } from '@playwright/test';
import { BIG_LISTING_PATH } from './bench-serve';
import { formatSpread, printTable, spread } from './bench-stats';

export interface ScrollSample {
  longTasks: number;
  longestTaskMs: number;
  layoutShift: number;
  scrolledPx: number;
  stickyFixed: boolean;
  scrollToTopUsed: boolean;
}

const RECORDER = `(() => {
  const record = { from: Infinity, longTasks: [], shifts: [] };
  window.__talatScroll = record;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= record.from) record.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= record.from && !entry.hadRecentInput) record.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  } catch { record.unsupported = true; }
})();`;

/** A listing variant: the page served as is, or without some widgets' script tags. */
export interface ListingVariant {
  label: string;
  /** Script names (`wishlist` for /talat/wishlist.js) whose tags are taken out of the page. */
  without?: readonly string[];
}

export async function scrollOnce(browser: Browser, base: string, cpuSlowdown: number, variant: ListingVariant = { label: 'every widget' }): Promise<ScrollSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(RECORDER);
    const page = await context.newPage();
    let path = BIG_LISTING_PATH;
    if (variant.without?.length) {
      const names = variant.without.join('|');
      const html = (await (await fetch(`${base}${BIG_LISTING_PATH}`)).text()).replace(new RegExp(`<script[^>]+/talat/(?:${names})\\.js[^>]*></script>`, 'g'), '');
      path = '/bench/listing-variant/';
      await page.route(`${base}${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    }
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('.talat-sticky-placeholder').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.evaluate('window.__talatScroll.from = performance.now()');
    await page.mouse.move(640, 400);
    for (let i = 0; i < 60; i++) await page.mouse.wheel(0, 200);
    for (let i = 0; i < 20; i++) await page.mouse.wheel(0, -400);
    for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 200);
    const scrolledPx = (await page.evaluate('Math.round(scrollY)')) as number;
    const stickyFixed = (await page.locator('header.site-header.is-sticky').count()) === 1;
    const button = page.locator('#back-to-top.talat-scroll-top');
    const scrollToTopUsed = await button.isVisible();
    if (scrollToTopUsed) {
      await button.click();
      await page.waitForFunction('scrollY === 0', undefined, { timeout: 10_000 });
    }
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const record = (await page.evaluate('window.__talatScroll')) as { longTasks: number[]; shifts: number[]; unsupported?: boolean };
    if (record.unsupported) throw new Error('this Chromium reports no long tasks or layout shifts');
    return {
      longTasks: record.longTasks.length,
      longestTaskMs: Math.max(0, ...record.longTasks),
      layoutShift: record.shifts.reduce((sum, value) => sum + value, 0),
      scrolledPx,
      stickyFixed,
      scrollToTopUsed,
    };
  } finally {
    await context.close();
  }
}

/** Prints the figures of `runs` runs per CPU speed (1× and 4× slower). */
export async function benchScrollListing(browser: Browser, base: string, runs = 3): Promise<void> {
  console.log('\npage extras: scrolling the 1,000-product listing with every extra on (Chromium headless; goal: no long task, CLS 0)');
  const rows: string[][] = [['scripts on the page', 'CPU', 'long tasks', 'longest task (ms)', 'layout shift (sum)', 'checks']];
  // The wishlist's hover dropdown listens to pointerover/pointerout on the document: with the mouse
  // resting over the scrolling listing, Chromium then updates hover on the main thread every frame.
  const variants: ListingVariant[] = [{ label: 'every widget' }, { label: 'all but the wishlist', without: ['wishlist'] }];
  for (const variant of variants) for (const cpu of [1, 4]) {
    const samples: ScrollSample[] = [];
    for (let run = 0; run < runs; run++) samples.push(await scrollOnce(browser, base, cpu, variant));
    const checks = samples.every((s) => s.stickyFixed && s.scrollToTopUsed && s.scrolledPx > 0) ? 'header fixed, button used' : 'a run missed the header or the button';
    rows.push([
      variant.label,
      `${cpu}× slower`,
      formatSpread(spread(samples.map((s) => s.longTasks))),
      formatSpread(spread(samples.map((s) => s.longestTaskMs))),
      formatSpread(spread(samples.map((s) => s.layoutShift)), 4),
      checks,
    ]);
  }
  printTable(rows);
  console.log(`  median (min–max) of ${runs} runs each; wheel: 60 × 200 px down, 20 × 400 px up, 30 × 200 px down, then the scroll-to-top button`);
}
