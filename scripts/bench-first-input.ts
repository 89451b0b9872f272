// The throttled first-interaction figures of `npm run bench` (see bench-throttle.ts for the
// throttling and bench-probe.js for what "painted" and "open" mean):
//   - the first keystroke in the header search → first suggestions painted, cold (the key is sent
//     the moment DOMContentLoaded has fired, so before the page is idle) and warm (sent once the
//     network has been idle, so every chunk the page fetches by itself is in);
//   - the first add-to-cart click on the tag listing → side cart open, cold.
// Each call is one run in a fresh browser context; times run from the input event's timeStamp (when
// the browser received it, so a busy main thread counts) to the frame after the UI appeared.
import type { Browser, CDPSession, Page } from '@playwright/test';
import { LISTING_PATH } from './bench-serve';
import { inFreshContext } from './bench-throttle';

export interface FirstInputSample {
  ms?: number;
  error?: string;
  /** The input reached the page and nothing came of it (a keystroke typed before the view listened). */
  lost?: boolean;
  /** Talat chunks (file names under /talat/chunks/) the page had fetched when the input came. */
  chunksAtInput?: string[];
  /** When the input came, in ms after DOMContentLoaded started. */
  afterDomContentLoaded?: number;
}

const SEARCH_INPUT = 'input[name="s"]';
const ADD_BUTTON = '.ajax_add_to_cart[data-product_id]';

/** "ข" typed on a Thai Kedmanee keyboard (the key US layouts call "-"): keydown, beforeinput, input. */
const THAI_KHO_KHAI = { key: 'ข', code: 'Minus', windowsVirtualKeyCode: 189, nativeVirtualKeyCode: 189 } as const;

export async function pressFirstKey(cdp: CDPSession): Promise<void> {
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...THAI_KHO_KHAI, text: 'ข', unmodifiedText: 'ข' });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...THAI_KHO_KHAI });
}

/** The probe's result; a navigation (the no-JS path took the input) ends the run as an error. */
export async function probeResult(page: Page): Promise<FirstInputSample> {
  const navigation = new Promise<FirstInputSample>((done) => {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) done({ error: 'the page navigated (the no-JS path handled the input)' });
    });
  });
  const result = page
    .waitForFunction('window.__talatBench.result', undefined, { timeout: 70_000, polling: 50 })
    .then(async (handle) => (await handle.jsonValue()) as FirstInputSample)
    .catch((error: Error) => ({ error: error.message.split('\n')[0] }));
  return Promise.race([result, navigation]);
}

/**
 * Cold: the page focuses the search at DOMContentLoaded (every module entry has run by then) and
 * the key follows at once, or `delayMs` later (still before the page is idle).
 */
export function coldKeystroke(browser: Browser, base: string, delayMs = 0): Promise<FirstInputSample> {
  return inFreshContext(
    browser,
    async ({ page, cdp }) => {
      await page.goto(`${base}/`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      if (delayMs > 0) await page.waitForTimeout(delayMs);
      await pressFirstKey(cdp);
      return probeResult(page);
    },
    { autoArm: { kind: 'search', focus: SEARCH_INPUT } },
  );
}

/** Warm: the page has been idle (network idle, an idle callback, one more second) before the key. */
export function warmKeystroke(browser: Browser, base: string): Promise<FirstInputSample> {
  return inFreshContext(browser, async ({ page, cdp }) => {
    await page.goto(`${base}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.evaluate('new Promise((done) => requestIdleCallback(() => done(), { timeout: 5000 }))');
    await page.waitForTimeout(1000);
    await page.evaluate(`(() => { window.__talatBench.arm('search'); document.querySelector('${SEARCH_INPUT}').focus(); })()`);
    await pressFirstKey(cdp);
    return probeResult(page);
  });
}

const COLD_LISTING = `${LISTING_PATH}?redirect_after_add=no`;

/**
 * Where the first add button's centre is once the probe has scrolled it to the middle of the
 * window at DOMContentLoaded: measured once, unthrottled, so the cold runs can click with no round
 * trip after DOMContentLoaded (the probe reports a click that missed the button as an error).
 */
export function aimAtFirstAddButton(browser: Browser, base: string): Promise<{ x: number; y: number }> {
  return inFreshContext(
    browser,
    async ({ page }) => {
      await page.goto(`${base}${COLD_LISTING}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      const aim = (await page.evaluate('window.__talatBench.aim')) as { x: number; y: number } | undefined;
      if (!aim) throw new Error(`no ${ADD_BUTTON} on ${LISTING_PATH}`);
      return aim;
    },
    { throttle: false, autoArm: { kind: 'cart', aim: ADD_BUTTON } },
  );
}

/** Cold: a visitor without cookies (redirect-after-add off, the demo's switch) clicks the first add button at DOMContentLoaded. */
export function coldAddToCart(browser: Browser, base: string, aim: { x: number; y: number }): Promise<FirstInputSample> {
  return inFreshContext(
    browser,
    async ({ page }) => {
      // The switch answers with a redirect that stores the visitor's choice in a cookie.
      await page.goto(`${base}${COLD_LISTING}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      await page.mouse.click(aim.x, aim.y);
      return probeResult(page);
    },
    { autoArm: { kind: 'cart', aim: ADD_BUTTON } },
  );
}
