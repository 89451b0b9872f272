/**
 * What both parts of `npm run test:wordpress` share: the check counters and assertions, and the
 * `php -S` server a WordPress is served by (wordpress/test/router.php).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const STATE = process.env.TALAT_WP_STATE ?? '/var/lib/talat-wordpress-test';
export const SOCKET = `${STATE}/run/mysqld.sock`;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium as every e2e test starts it here (DESIGN.md "Toolchain"): no background calls to a network this machine lacks. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const counts = { passed: 0, failed: 0 };

/** One named check: ✓ or ✗ with the reason, counted for the summary line. */
export function check(name: string, run: () => void): void {
  try {
    run();
    counts.passed += 1;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    counts.failed += 1;
    console.log(`  ✗ ${name}\n      ${(error as Error).message.split('\n').join('\n      ')}`);
  }
}

export function results(): { passed: number; failed: number } {
  return { ...counts };
}

/** Back to the counts of an earlier `results()`: the checks of a run that is being run again (real-shop/time-limit.ts). */
export function restoreResults(earlier: { passed: number; failed: number }): void {
  Object.assign(counts, earlier);
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** JSON with object keys sorted: which source a config key came from changes its order, not its value. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}

export function assertEqual(actual: unknown, expected: unknown, what: string): void {
  const a = canonical(actual);
  const e = canonical(expected);
  assert(a === e, `${what}\n  expected ${e}\n  got      ${a}`);
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export interface PhpServer {
  origin: string;
  stop: () => void;
}

/**
 * `php -S` serving a WordPress at `root` through router.php, on a free port. Four workers
 * (PHP_CLI_SERVER_WORKERS): one alone serves a request at a time, and a page's parallel requests
 * (the REST and admin-ajax calls a widget makes while the page loads) would queue behind each other.
 */
export async function startPhpServer(root: string, log: string, env: Record<string, string> = {}): Promise<PhpServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output = createWriteStream(log);
  const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', root, resolve(REPO, 'wordpress/test/router.php')], {
    cwd: REPO,
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: PHP_CLI_SERVER_WORKERS forks workers, stopped together.
    detached: true,
  });
  server.stdout?.pipe(output);
  server.stderr?.pipe(output);
  const stop = () => stopServer(server);
  try {
    await waitForServer(origin, server, log);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

async function waitForServer(origin: string, server: ChildProcess, log: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`php -S exited with ${server.exitCode} (${log})`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`WordPress did not answer at ${origin}/ (${log})`);
}

function stopServer(server: ChildProcess): void {
  try {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  server.stdout?.destroy();
  server.stderr?.destroy();
}

/** Runs a command in the repository, its output shown; throws when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { cwd: REPO, stdio: 'inherit', env });
  if (result.status !== 0 && result.status !== null) return result.status;
  if (result.status === null) throw new Error(`${command} ${args.join(' ')} ended by ${result.signal}`);
  return 0;
}

export function stopDatabase(): void {
  spawnSync('mariadb-admin', ['--no-defaults', `--socket=${SOCKET}`, '-uroot', 'shutdown'], { stdio: 'ignore' });
}
