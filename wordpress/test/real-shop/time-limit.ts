/**
 * A time limit for each flow of the real shop (run-real-shop.ts).
 *
 * Why: at stop 38 a flow that signs in never ended, on CI and in a rehearsal. The cause, found
 * since, was a `page.close()` on a page still loading, which the browser now and then never
 * answers (shop.ts signIn, which no longer closes a page). Any call without its own time limit
 * (a page closed, an evaluate in a page that stopped answering) can wait like that until CI's own
 * limit ends the run, and every flow after it then fails for want of a browser. So a flow that
 * stalls is named with what the machine looked like at that moment, its browser is closed and a
 * new one launched, its checks so far are dropped and it runs once more; a second stall fails it,
 * and the flows after it still run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { SOCKET, STATE } from '../support';

/** All fifteen flows take 4.5 min here on an idle machine, the longest under a minute: ten is a stall. */
export const FLOW_LIMIT_MS = 10 * 60_000;

export const STALLED = Symbol('stalled');

/** The flow's own end (its error, if it threw), or STALLED once `limit` ms have passed. */
export async function withinLimit(running: Promise<unknown>, limit: number): Promise<{ error?: unknown } | typeof STALLED> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<typeof STALLED>((done) => {
    timer = setTimeout(() => done(STALLED), limit);
  });
  try {
    return await Promise.race([running.then(() => ({}), (error: unknown) => ({ error })), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits for `promise` at most `limit` ms; never throws. */
export async function settledWithin(promise: Promise<unknown>, limit: number): Promise<void> {
  await withinLimit(promise, limit);
}

/** What a reader of a stalled run needs: where the browser's pages were, the database, the disk, PHP's last lines. */
export function describeStall(browser: Browser, phpLog: string): string[] {
  const pages = browser.contexts().flatMap((context) => context.pages().map((page) => page.url()));
  const database = spawnSync('mariadb-admin', ['--no-defaults', `--socket=${SOCKET}`, '-uroot', 'ping'], { encoding: 'utf8', timeout: 10_000 });
  const disk = spawnSync('df', ['-Pk', STATE], { encoding: 'utf8', timeout: 10_000 }).stdout?.trim().split('\n')[1]?.split(/\s+/)[3];
  const lastRequests = existsSync(phpLog) ? readFileSync(phpLog, 'utf8').trim().split('\n').slice(-5) : [];
  return [
    `open pages: ${pages.length ? pages.join(' , ') : 'none'}`,
    `database: ${(database.stdout || database.stderr || String(database.error ?? '')).trim() || `exit ${database.status}`}`,
    `disk free under ${STATE}: ${disk ? `${Math.round(Number(disk) / 1024)} MiB` : 'unknown'}`,
    `php -S, last lines:`,
    ...lastRequests.map((line) => `  ${line}`),
  ];
}

/** Closes a browser that may itself be stuck: at most 30 s, then it is left to the process's end. */
export async function closeBrowser(browser: Browser): Promise<void> {
  await settledWithin(browser.close(), 30_000);
}
