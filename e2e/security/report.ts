import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';

// The corpus, and the totals of a run written to .test-reports/security-corpus.json for the docs.

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const REPORT_DIR = join(REPO_ROOT, '.test-reports');

export interface CorpusPayload {
  source: string;
  payload: string;
  path?: string;
  citation?: string;
}

export interface Corpus {
  about: string;
  sources: Array<{ id: string; repo: string | null; commit: string | null; count: number }>;
  payloads: CorpusPayload[];
}

export const CORPUS_FILE = 'test/security/xss-corpus.json';

export function loadCorpus(): Corpus {
  return JSON.parse(readFileSync(join(REPO_ROOT, CORPUS_FILE), 'utf8')) as Corpus;
}

/** One failure line: the payload (index, source, text) and what ran or survived. */
export function describePayload(corpus: Corpus, probe: number, what: string): string {
  const entry = corpus.payloads[probe];
  const text = entry ? JSON.stringify(entry.payload.length > 220 ? `${entry.payload.slice(0, 220)}…` : entry.payload) : '(unknown payload)';
  return entry ? `#${probe} [${entry.source}] ${text}: ${what}` : `(no corpus payload attributed, probe ${probe}): ${what}`;
}

/** What one batch of one door found, written by each test for the report. */
export interface BatchPart {
  group: string;
  batch: number;
  payloads: number;
  executions: number;
  cspViolations: number;
  leftovers: number;
  payloadsWithLeftovers: number;
  kept: number;
  elements: number;
  events: number;
  requestsAborted: number;
  failures: string[];
  /** script-src-attr and base-uri reports of the sanitiser's parse (see isParseReport): not executions. */
  cspParseReports: number;
  /** Payloads on which the door threw (nothing inserted, but the caller's flow broke). */
  doorErrors: number;
  durationMs: number;
  extra?: Record<string, unknown>;
}

/** The run's id: every worker of one `playwright test` run is a child of the same runner process. */
const RUN_ID = String(process.ppid);
const PARTS_ROOT = join(REPORT_DIR, '.security-corpus-parts');

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function withLock<T>(run: () => T): T {
  const lock = join(PARTS_ROOT, `${RUN_ID}.lock`);
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (attempt > 200) {
        rmSync(lock, { recursive: true, force: true });
      } else sleepSync(25);
    }
  }
  try {
    return run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export interface ReportLayout {
  /** The group names and how many batches each has in this spec. */
  groups: Record<string, { description: string; batches: number; payloads: number }>;
  corpus: Corpus;
  environment: Record<string, string>;
}

/**
 * Saves this batch's part and rewrites `.test-reports/security-corpus.json` from every part of the
 * run so far (under a lock, so the last test to finish writes the whole run).
 */
export function recordPart(part: BatchPart, layout: ReportLayout, testInfo: TestInfo): void {
  const dir = join(PARTS_ROOT, RUN_ID);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${part.group}--${part.batch}.json`), JSON.stringify(part));
  withLock(() => writeReport(layout, dir));
  void testInfo.attach(`${part.group}-${part.batch}.json`, { body: JSON.stringify(part, null, 1), contentType: 'application/json' });
}

function writeReport(layout: ReportLayout, dir: string): void {
  const parts = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as BatchPart);
  const bySource: Record<string, number> = {};
  for (const entry of layout.corpus.payloads) bySource[entry.source] = (bySource[entry.source] ?? 0) + 1;
  const doors: Record<string, unknown> = {};
  const totals = { insertions: 0, executions: 0, cspViolations: 0, leftovers: 0, payloadsWithLeftovers: 0, doorErrors: 0, cspParseReports: 0, requestsAborted: 0 };
  const controls: Record<string, unknown> = {};
  let complete = true;
  for (const [group, info] of Object.entries(layout.groups)) {
    const mine = parts.filter((part) => part.group === group).sort((a, b) => a.batch - b.batch);
    const sum = (key: 'payloads' | 'executions' | 'cspViolations' | 'cspParseReports' | 'doorErrors' | 'leftovers' | 'payloadsWithLeftovers' | 'kept' | 'elements' | 'events' | 'requestsAborted') =>
      mine.reduce((total, part) => total + part[key], 0);
    if (mine.length < info.batches) complete = false;
    const summary = {
      description: info.description,
      batchesRun: mine.length,
      batches: info.batches,
      payloadsRun: sum('payloads'),
      payloads: info.payloads,
      executions: sum('executions'),
      cspViolations: sum('cspViolations'),
      cspParseReports: sum('cspParseReports'),
      doorErrors: sum('doorErrors'),
      leftovers: sum('leftovers'),
      payloadsWithLeftovers: sum('payloadsWithLeftovers'),
      payloadsWithMarkupKept: sum('kept'),
      elementsKept: sum('elements'),
      eventsFired: sum('events'),
      requestsAborted: sum('requestsAborted'),
      failures: mine.flatMap((part) => part.failures).slice(0, 50),
      extra: mine.map((part) => part.extra).filter(Boolean),
    };
    if (group.startsWith('control')) {
      controls[group] = { ...summary, payloads: summary.payloadsRun };
      continue;
    }
    doors[group] = summary;
    totals.insertions += summary.payloadsRun;
    totals.executions += summary.executions;
    totals.cspViolations += summary.cspViolations;
    totals.leftovers += summary.leftovers;
    totals.payloadsWithLeftovers += summary.payloadsWithLeftovers;
    totals.cspParseReports += summary.cspParseReports;
    totals.doorErrors += summary.doorErrors;
    totals.requestsAborted += summary.requestsAborted;
  }
  const report = {
    about:
      'Every payload of the public XSS corpus through each markup door in real Chromium (e2e/security-corpus.spec.ts). executions = recorder calls (alert, confirm, prompt, print, open, document.write), script errors and dialogs; cspViolations = securitypolicyviolation events of a report-only CSP (script-src nonce + self: inline handlers compiled to run, javascript: URLs, inline scripts, eval/Function/string timers) after the markup was in; cspParseReports = script-src-attr and base-uri reports Chromium (before 150) raises when it merely parses an inline handler attribute or a <base>, also in the sanitiser’s inert document (counted apart: nothing ran; what was parsed is gone, see leftovers); doorErrors = payloads on which the door threw; requestsAborted = requests the inserted markup made (images…), aborted by the test (other origins always; in the lab, everything but the lab page); leftovers = static-scan findings in what the door inserted. Controls prove the detectors fire on markup put in with innerHTML.',
    generatedAt: new Date().toISOString(),
    complete,
    environment: layout.environment,
    corpus: { file: CORPUS_FILE, payloads: layout.corpus.payloads.length, bySource },
    totals: { doors: Object.keys(doors).length, ...totals },
    doors,
    controls,
  };
  mkdirSync(REPORT_DIR, { recursive: true });
  const target = join(REPORT_DIR, 'security-corpus.json');
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(temporary, target);
  // Parts of earlier runs (older than an hour) are dropped.
  for (const name of readdirSync(PARTS_ROOT)) {
    if (name === RUN_ID || name.endsWith('.lock')) continue;
    const path = join(PARTS_ROOT, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
    } catch {
      // another worker removed it
    }
  }
}

export function versionOf(packageName: string): string {
  try {
    return (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', packageName, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}
