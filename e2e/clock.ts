import type { Page } from '@playwright/test';

// §9 timings are driven, never waited for (DESIGN.md "Tests"). A test installs Playwright's clock
// before the page loads (`page.clock.install()`); it runs with real time, so the page loads and
// settles as usual, until the test pauses it just before the action that starts a §9 timer. From
// then on only `runFor` moves the page's time: a busy machine can neither run a timer out before
// the test looks nor make it late, and the test can look just before and just after its end.

const paused = new WeakSet<Page>();

/**
 * Preact runs effects after the next frame (preact/hooks afterPaint): a timer an effect starts
 * begins up to a frame (16 ms) and a task (1 ms) after the render that asked for it.
 */
export const EFFECT_DELAY_MS = 17;

/** The page's time (`Date.now()`, the clock's while it is installed). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/**
 * Pauses the page's clock; returns the page time it stopped at. `pauseAt` takes a time ahead of
 * the page's clock, which keeps running while the call travels, so the clock jumps ahead first,
 * by a few round trips (more on a busy machine, tried again further ahead if the clock got there
 * first): timers due in that jump fire at once, which is why a test pauses before the action it
 * times, never while a timer it asserts is running.
 */
export async function pauseClock(page: Page): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const sent = Date.now();
    const now = await pageNow(page);
    const at = now + Math.max(100, 4 * (Date.now() - sent)) * 2 ** attempt;
    try {
      await page.clock.pauseAt(at);
      paused.add(page);
      return at;
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Holds the page's CSS animations and transitions (the document timeline, through the DevTools
 * protocol): real time that the page's clock does not drive, such as a theme's CSS fallback that
 * hides its preloader after 8 s. An animation can still be moved by setting its `currentTime`.
 */
export async function holdAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** Lets the page's time flow with real time again. */
export async function resumeClock(page: Page): Promise<void> {
  paused.delete(page);
  await page.clock.resume();
}

export function isClockPaused(page: Page): boolean {
  return paused.has(page);
}

/** Runs the paused clock on to page time `at`, firing every timer due on the way. */
export async function runClockTo(page: Page, at: number): Promise<void> {
  const now = await pageNow(page);
  if (at < now) throw new Error(`the page's clock is at ${now}, already past ${at}`);
  await page.clock.runFor(at - now);
}

/**
 * While `work` runs, moves the paused clock on a millisecond at a time: for a scan that itself
 * waits on the page's timers (axe ends each rule on a setTimeout), which would never end on a
 * paused clock. The page's time moves on by as many milliseconds as the scan took steps; a test
 * that times something across it measures from page times it read, not from the pause.
 */
export async function whileClockTicks<T>(page: Page, work: Promise<T>): Promise<T> {
  let done = false;
  const settled = work.then(
    () => (done = true),
    () => (done = true),
  );
  while (!done) await Promise.race([page.clock.runFor(1), settled]);
  return work;
}

/**
 * Opens `path` with the clock installed (and running) and the widget's script-tag entry
 * (`/talat/<widget>.js`) held back: a module script, so the page's DOMContentLoaded and load wait
 * for it. The test pauses the clock, then calls the returned release: what the widget starts at
 * mount or at load then starts at the paused time, whatever real time the page took to get there.
 */
export async function openWithWidgetHeld(page: Page, path: string, widget: string): Promise<() => Promise<void>> {
  await page.clock.install();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/talat/${widget}.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return async () => {
    release();
    await page.waitForFunction(() => document.readyState === 'complete');
  };
}
