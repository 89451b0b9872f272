import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from './constants';
import { chunkRequested, claimChunk, loadChunk, onChunkLoad, prefetchChunk } from './lazy-chunk';

interface Chunk {
  name: string;
}

/** A loader whose every call is a load the test settles by hand. */
function scriptedLoader() {
  const calls: Array<{ resolve(chunk: Chunk): void; reject(error: Error): void }> = [];
  const load = vi.fn(
    () =>
      new Promise<Chunk>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

/** Settles every promise reaction queued so far (fake timers do not touch microtasks). */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('loads once for every caller on the page and hands each the same chunk', async () => {
    const { load, calls } = scriptedLoader();
    const first = loadChunk(load);
    const second = loadChunk(load);
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.resolve({ name: 'interactive' });
    expect(await first).toBe(await second);
    expect(await loadChunk(load)).toEqual({ name: 'interactive' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not answer one loader from another’s load', async () => {
    const a = scriptedLoader();
    const b = scriptedLoader();
    void loadChunk(a.load);
    void loadChunk(b.load);
    expect(a.load).toHaveBeenCalledTimes(1);
    expect(b.load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import once more, and the caller sees only the success', async () => {
    const { load, calls } = scriptedLoader();
    const loading = loadChunk(load);
    calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module'));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve({ name: 'second try' });
    await expect(loading).resolves.toEqual({ name: 'second try' });
  });

  it('reports the failure after the one retry, then forgets it so a later caller asks again', async () => {
    const { load, calls } = scriptedLoader();
    const loading = loadChunk(load);
    const failed = expect(loading).rejects.toThrow('offline again');
    calls[0]!.reject(new Error('offline'));
    await flush();
    calls[1]!.reject(new Error('offline again'));
    await failed;
    expect(load).toHaveBeenCalledTimes(2);

    const later = loadChunk(load);
    expect(load).toHaveBeenCalledTimes(3);
    calls[2]!.resolve({ name: 'back online' });
    await expect(later).resolves.toEqual({ name: 'back online' });
  });

  it('counts a load still unsettled after §9’s lazy-loaded script time-out as failed, and forgets it', async () => {
    const { load, calls } = scriptedLoader();
    let outcome = 'pending';
    loadChunk(load).then(
      () => (outcome = 'loaded'),
      (error: Error) => (outcome = error.message),
    );
    await vi.advanceTimersByTimeAsync(CONSTANTS.other.lazyScriptTimeoutMs - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatch(/timed out/);
    // The time-out bounds the whole load; it is not retried (the shopper has waited long enough).
    expect(load).toHaveBeenCalledTimes(1);

    // The late arrival changes nothing; the next caller starts a new load.
    calls[0]!.resolve({ name: 'late' });
    await flush();
    expect(outcome).toMatch(/timed out/);
    void loadChunk(load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the time-out covers the retry too', async () => {
    const { load, calls } = scriptedLoader();
    const failed = expect(loadChunk(load)).rejects.toThrow(/timed out/);
    await vi.advanceTimersByTimeAsync(60_000);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(CONSTANTS.other.lazyScriptTimeoutMs - 60_000);
    await failed;
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves no timer behind once the chunk is in', async () => {
    const { load, calls } = scriptedLoader();
    const loading = loadChunk(load);
    expect(vi.getTimerCount()).toBe(1);
    calls[0]!.resolve({ name: 'interactive' });
    await loading;
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('chunkRequested', () => {
  it('is false before any load, true while one is in flight and once it is in, false again after a failure', async () => {
    const { load, calls } = scriptedLoader();
    expect(chunkRequested(load)).toBe(false);
    const first = loadChunk(load);
    expect(chunkRequested(load)).toBe(true);
    calls[0]!.reject(new Error('offline'));
    await flush();
    calls[1]!.reject(new Error('offline'));
    await first.catch(() => undefined);
    await flush();
    expect(chunkRequested(load)).toBe(false);
    void loadChunk(load);
    calls[2]!.resolve({ name: 'interactive' });
    await flush();
    expect(chunkRequested(load)).toBe(true);
  });
});

describe('claimChunk', () => {
  it('starts the load and replays claimed interactions in the order they happened, once the chunk is in', async () => {
    const { load, calls } = scriptedLoader();
    const replayed: string[] = [];
    for (const click of ['first', 'second', 'third']) {
      claimChunk(load, (chunk: Chunk) => replayed.push(`${click}@${chunk.name}`), () => replayed.push(`${click} fell back`));
    }
    expect(load).toHaveBeenCalledTimes(1);
    await flush();
    expect(replayed).toEqual([]);
    calls[0]!.resolve({ name: 'v1' });
    await flush();
    claimChunk(load, (chunk: Chunk) => replayed.push(`fourth@${chunk.name}`), () => undefined);
    await flush();
    expect(replayed).toEqual(['first@v1', 'second@v1', 'third@v1', 'fourth@v1']);
  });

  it('keeps the order across a retry', async () => {
    const { load, calls } = scriptedLoader();
    const replayed: number[] = [];
    claimChunk(load, () => replayed.push(1), () => undefined);
    calls[0]!.reject(new Error('offline'));
    await flush();
    claimChunk(load, () => replayed.push(2), () => undefined);
    calls[1]!.resolve({ name: 'v1' });
    await flush();
    expect(replayed).toEqual([1, 2]);
  });

  it('sends every claimed interaction down its fallback, in order, when the chunk cannot load', async () => {
    const { load, calls } = scriptedLoader();
    const seen: string[] = [];
    claimChunk(load, () => seen.push('replayed a'), (error) => seen.push(`a: ${(error as Error).message}`));
    claimChunk(load, () => seen.push('replayed b'), (error) => seen.push(`b: ${(error as Error).message}`));
    calls[0]!.reject(new Error('offline'));
    await flush();
    calls[1]!.reject(new Error('still offline'));
    await flush();
    expect(seen).toEqual(['a: still offline', 'b: still offline']);
  });
  it('has forgotten the failed load by the time a fallback runs, so a fallback that asks again loads anew', async () => {
    const { load, calls } = scriptedLoader();
    claimChunk(load, () => undefined, () => void loadChunk(load).catch(() => undefined));
    calls[0]!.reject(new Error('offline'));
    await flush();
    calls[1]!.reject(new Error('offline'));
    await flush();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('prefetchChunk', () => {
  it('loads when the page is idle, waiting at most 2 s for idle', async () => {
    const { load, calls } = scriptedLoader();
    const requestIdleCallback = vi.fn<(run: () => void, options: { timeout: number }) => number>(() => 1);
    const then = vi.fn();
    prefetchChunk({ requestIdleCallback } as unknown as Window, load, then);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(load).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]![0]();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.resolve({ name: 'interactive' });
    await flush();
    expect(then).toHaveBeenCalledWith({ name: 'interactive' });
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', async () => {
    const { load } = scriptedLoader();
    prefetchChunk({} as Window, load);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('joins the load a claimed interaction already started, instead of loading again', async () => {
    const { load, calls } = scriptedLoader();
    const replay = vi.fn();
    claimChunk(load, replay, () => undefined);
    prefetchChunk({} as Window, load);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.resolve({ name: 'interactive' });
    await flush();
    expect(replay).toHaveBeenCalledOnce();
  });

  it('swallows a failed prefetch: the first claimed interaction asks again', async () => {
    const { load, calls } = scriptedLoader();
    const then = vi.fn();
    prefetchChunk({} as Window, load, then);
    await vi.advanceTimersByTimeAsync(1);
    calls[0]!.reject(new Error('offline'));
    await flush();
    calls[1]!.reject(new Error('offline'));
    await flush();
    expect(then).not.toHaveBeenCalled();
    const replay = vi.fn();
    claimChunk(load, replay, () => undefined);
    calls[2]!.resolve({ name: 'interactive' });
    await flush();
    expect(replay).toHaveBeenCalledWith({ name: 'interactive' });
  });
});

describe('onChunkLoad', () => {
  it('runs after every load that succeeds, not after failures, until undone', async () => {
    const { load, calls } = scriptedLoader();
    const loaded = vi.fn();
    const undo = onChunkLoad(load, loaded);
    void loadChunk(load).catch(() => undefined);
    calls[0]!.reject(new Error('offline'));
    await flush();
    calls[1]!.reject(new Error('offline'));
    await flush();
    expect(loaded).not.toHaveBeenCalled();

    const loading = loadChunk(load);
    calls[2]!.resolve({ name: 'interactive' });
    await loading;
    expect(loaded).toHaveBeenCalledExactlyOnceWith({ name: 'interactive' });

    undo();
  });

  it('runs no more once undone', async () => {
    const { load, calls } = scriptedLoader();
    const loaded = vi.fn();
    onChunkLoad(load, loaded)();
    const loading = loadChunk(load);
    calls[0]!.resolve({ name: 'interactive' });
    await loading;
    expect(loaded).not.toHaveBeenCalled();
  });

  it('runs before the callers waiting on the load, so what it brings up is there when they replay', async () => {
    const { load, calls } = scriptedLoader();
    const order: string[] = [];
    claimChunk(load, () => order.push('replay'), () => undefined);
    onChunkLoad(load, () => order.push('loaded'));
    calls[0]!.resolve({ name: 'interactive' });
    await flush();
    expect(order).toEqual(['loaded', 'replay']);
  });
});
