/**
 * The loader every widget's first load uses for its lazily loaded part (DESIGN.md "Three layers
 * on every page"): one load per loader for the whole page, prefetched at the shopper's intent
 * (intent.ts; the payment form's at idle, prefetchChunk below) or started by the first claimed
 * interaction, whichever comes first; claimed interactions replayed in the order they
 * happened; one retry, then a failure the widget answers with its no-JavaScript path.
 *
 * A loader is keyed by the function itself, so every widget instance (every form on the page)
 * that passes the same `() => import('./interactive')` shares one load, and a test's own loader is
 * never answered from the default one's cache.
 */
import { CONSTANTS } from './constants';

export type ChunkLoader<T> = () => Promise<T>;

const loads = new WeakMap<ChunkLoader<unknown>, Promise<unknown>>();
const listeners = new WeakMap<ChunkLoader<unknown>, Set<(chunk: never) => void>>();

/**
 * The chunk `load` brings, loaded once for every caller on the page. A failed dynamic import is
 * tried once more at once: Firefox and Safari fetch it again, so a dropped connection costs one
 * request; Chromium keeps a failed module import until the page reloads, so there the retry fails
 * at once and costs nothing. The whole load (both tries) counts as failed after §9's "Lazy-loaded
 * script time-out". A failed or timed-out load is forgotten, so a later interaction asks again.
 */
export function loadChunk<T>(load: ChunkLoader<T>): Promise<T> {
  let loading = loads.get(load) as Promise<T> | undefined;
  if (!loading) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(fail, CONSTANTS.other.lazyScriptTimeoutMs, new Error('[Talat] lazy chunk: timed out'));
    });
    loading = Promise.race([load().catch(() => load()), timeout]).finally(() => clearTimeout(timer));
    // First in line, so a failed load is forgotten (and a success announced) before any caller's
    // replay or fallback runs: a fallback that asks again starts a new load.
    void loading.then(
      (chunk) => listeners.get(load)?.forEach((run) => run(chunk as never)),
      () => loads.delete(load),
    );
    loads.set(load, loading);
  }
  return loading;
}

/** Whether a load of `load` is in flight or done on this page (one that failed is forgotten). */
export function chunkRequested(load: ChunkLoader<unknown>): boolean {
  return loads.has(load);
}

/**
 * Runs `run` after every load of `load` that succeeds (the first, or a later one after a failure),
 * for what must come up whichever interaction finally brings the chunk. Returns the undo.
 */
export function onChunkLoad<T>(load: ChunkLoader<T>, run: (chunk: T) => void): () => void {
  const set = listeners.get(load) ?? new Set<(chunk: never) => void>();
  listeners.set(load, set.add(run));
  return () => void set.delete(run);
}

/**
 * An interaction the first load took (its default already prevented, its data already read):
 * starts the load if no sign of intent has, and `replay` runs once the chunk is in, after every interaction
 * claimed before it (they all wait on the one load, and promise reactions run in the order they
 * were added). `fallback` runs instead when the load failed: the widget's no-JavaScript path.
 */
export function claimChunk<T>(load: ChunkLoader<T>, replay: (chunk: T) => void, fallback: (error: unknown) => void): void {
  void loadChunk(load).then(replay, fallback);
}

/**
 * Not in the spec: the longest a page waits for idle before it prefetches anyway, so a page that
 * is never idle (an animation, a busy third-party script) still has the chunk before most clicks.
 */
const IDLE_PREFETCH_TIMEOUT_MS = 2000;

/**
 * Fetches the chunk once the page is idle (only the payment form still does, decision 503), so the first interaction does not wait for it; `then`
 * runs when it is in. A failure here is left to the first claimed interaction, which asks again.
 */
export function prefetchChunk<T>(win: Window, load: ChunkLoader<T>, then?: (chunk: T) => void): void {
  const prefetch = () => void loadChunk(load).then(then, () => undefined);
  // Safari has no requestIdleCallback.
  if (win.requestIdleCallback) win.requestIdleCallback(prefetch, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
  else setTimeout(prefetch, 1);
}
