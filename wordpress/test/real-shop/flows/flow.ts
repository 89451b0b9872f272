/**
 * A flow of the real shop: what a shopper does, run once with Talat's widgets and once with the
 * plugins' own scripts on the same shop, each in a fresh browser context, so the two can be
 * compared: the calls the PHP received (recorder.ts) and the end state.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { recordPhpCalls, type PhpCall, type Recording } from '../recorder';
import { shopper, type Mode, type ShopOptions } from '../shop';

export interface FlowContext {
  origin: string;
  browser: Browser;
  /** Where screenshots go (opened by a person reading a failure). */
  shots: string;
}

export interface Flow {
  /** A short name, for TALAT_WP_FLOWS. */
  name: string;
  run: (context: FlowContext) => Promise<void>;
}

export interface Run<T> {
  mode: Mode;
  /** Every PHP call after `recording.mark()` (the action), as PHP parsed it. */
  calls: PhpCall[];
  result: T;
  /** console.error, uncaught errors and console lines naming Talat. */
  console: string[];
  /** An error the action threw (the flow's checks report it). */
  error?: string;
}

export interface Step {
  mode: Mode;
  context: BrowserContext;
  page: Page;
  recording: Recording;
  origin: string;
}

/** Console lines worth reporting: errors, uncaught exceptions and whatever Talat says. */
export function watchConsole(page: Page, into: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('[Talat]')) into.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => into.push(`uncaught: ${error.message}`));
}

/**
 * Runs `action` in each mode (Talat first), each in a fresh shopper; a failure in one mode is
 * kept in its Run, so the flow's checks still compare what they can.
 */
export async function inBothModes<T>(context: FlowContext, options: ShopOptions, action: (step: Step) => Promise<T>): Promise<Record<Mode, Run<T | undefined>>> {
  const runs = {} as Record<Mode, Run<T | undefined>>;
  for (const mode of ['talat', 'own'] as const) {
    runs[mode] = await inMode(context, mode, options, action);
  }
  return runs;
}

export async function inMode<T>(context: FlowContext, mode: Mode, options: ShopOptions, action: (step: Step) => Promise<T>): Promise<Run<T | undefined>> {
  const browserContext = await shopper(context.browser, mode, options);
  const recording = recordPhpCalls(browserContext, context.origin);
  const lines: string[] = [];
  const page = await browserContext.newPage();
  watchConsole(page, lines);
  browserContext.on('page', (other) => other !== page && watchConsole(other, lines));
  let result: T | undefined;
  let error: string | undefined;
  try {
    result = await action({ mode, context: browserContext, page, recording, origin: context.origin });
  } catch (thrown) {
    error = (thrown as Error).message.split('\n')[0];
    await page.screenshot({ path: `${context.shots}/${mode}-${Date.now()}.png`, fullPage: true }).catch(() => undefined);
  }
  recording.stop();
  const run: Run<T | undefined> = { mode, calls: [...recording.calls], result, console: lines, error };
  await browserContext.close();
  return run;
}

/** The names of the calls (callName) a run made, in order. */
export function names(calls: PhpCall[], callName: (call: PhpCall) => string): string[] {
  return calls.map(callName);
}
