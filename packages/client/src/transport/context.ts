import type { ClientConfig } from '../config';

/** What every transport function needs: the page config and the per-call defaults. */
export interface TransportContext {
  readonly config: ClientConfig;
  /** Used when §9 gives a call no time-out of its own. */
  readonly defaultTimeoutMs: number;
}

/** Second argument of every call. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}
