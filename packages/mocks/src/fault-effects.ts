import type { FaultRule } from './faults';
import { brokenJson, wpErrorResponse } from './router/responses';

// Turns an armed rule into behaviour. Waiting honours the request's AbortSignal, exactly as a
// browser drops a request the page aborted, so "hang until aborted" tests finish.

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
  });
}

/**
 * Runs the rule: waits (delay), hangs, or answers. Resolves undefined when the rule only delays,
 * so the real endpoint answers next. Rejects with the abort reason when the request is aborted.
 * Precedence when a rule sets several: hang, invalidJson, wpError, status.
 */
export async function applyFault(rule: FaultRule, signal: AbortSignal): Promise<Response | undefined> {
  if (rule.delayMs !== undefined && rule.delayMs > 0) await sleep(rule.delayMs, signal);
  if (rule.hang) return untilAborted(signal);
  if (rule.invalidJson) return brokenJson(rule.status ?? 200);
  if (rule.wpError) return wpErrorResponse(rule.wpError.code, rule.wpError.message, rule.status ?? 500);
  if (rule.status !== undefined) return new Response(null, { status: rule.status });
  return undefined;
}
