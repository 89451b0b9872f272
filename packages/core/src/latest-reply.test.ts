import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLatestReply, type LatestReply } from './latest-reply';

/** A small seeded generator, so a failing shuffle can be replayed from its seed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Outcome {
  id: number;
  kind: 'reply' | 'error';
}

/**
 * A caller written the way the widgets use the helper: begin, ask, and show the reply or the
 * failure only while the request is still the latest (its signal not aborted). The server answers (or fails) after its own
 * latency; `wire` replies ignore the signal, like an answer already on its way when it was aborted.
 */
function createCaller(series: LatestReply) {
  const shown: Outcome[] = [];
  const signals: AbortSignal[] = [];
  const settled: number[] = [];

  function answer(id: number, latency: number, fails: boolean, signal: AbortSignal | undefined): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (fails ? reject(new Error(`failed ${id}`)) : resolve(id)), latency);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  }

  async function ask(id: number, latency: number, fails: boolean, wire: boolean): Promise<void> {
    const request = series.begin();
    signals[id] = request;
    try {
      const value = await answer(id, latency, fails, wire ? undefined : request);
      if (!request.aborted) shown.push({ id: value, kind: 'reply' });
    } catch {
      if (!request.aborted) shown.push({ id, kind: 'error' });
    } finally {
      settled.push(id);
    }
  }
  return { ask, shown, signals, settled };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the latest reply wins (createLatestReply)', () => {
  it('applies only the newest of many requests answered in shuffled order, whatever the latencies', async () => {
    for (let seed = 1; seed <= 40; seed++) {
      const random = randomFrom(seed);
      const caller = createCaller(createLatestReply());
      const count = 5 + Math.floor(random() * 20);
      const fails = Array.from({ length: count }, () => random() < 0.3);
      for (let id = 0; id < count; id++) void caller.ask(id, Math.floor(random() * 2000), fails[id]!, random() < 0.5);
      await vi.runAllTimersAsync();

      const newest = count - 1;
      expect(caller.settled, `seed ${seed}`).toHaveLength(count);
      expect(caller.shown, `seed ${seed}`).toEqual([{ id: newest, kind: fails[newest] ? 'error' : 'reply' }]);
      expect(caller.signals.map((signal) => signal.aborted), `seed ${seed}`).toEqual(
        Array.from({ length: count }, (_, id) => id !== newest),
      );
    }
  });

  it('shows a reply that landed before a newer request began, and never an older one after a newer one', async () => {
    for (let seed = 100; seed < 140; seed++) {
      const random = randomFrom(seed);
      const caller = createCaller(createLatestReply());
      const count = 5 + Math.floor(random() * 20);
      const fails = Array.from({ length: count }, () => random() < 0.3);
      for (let id = 0; id < count; id++) {
        void caller.ask(id, Math.floor(random() * 800), fails[id]!, random() < 0.5);
        // The next request begins while some of the earlier ones are still on their way.
        await vi.advanceTimersByTimeAsync(Math.floor(random() * 400));
      }
      await vi.runAllTimersAsync();

      const ids = caller.shown.map((outcome) => outcome.id);
      expect(ids, `seed ${seed}`).toEqual([...ids].sort((a, b) => a - b));
      expect(caller.shown.at(-1), `seed ${seed}`).toEqual({ id: count - 1, kind: fails[count - 1] ? 'error' : 'reply' });
      for (const { id } of caller.shown.slice(0, -1)) {
        // Shown because it was answered before the next one began (whose begin() then aborted it).
        expect(caller.signals[id]!.aborted, `seed ${seed}, request ${id}`).toBe(true);
        expect(caller.settled.indexOf(id), `seed ${seed}, request ${id}`).toBeLessThan(caller.settled.indexOf(id + 1));
      }
    }
  });

  it('ignores a stale request’s failure, even one that arrives after the newest reply', async () => {
    const caller = createCaller(createLatestReply());
    void caller.ask(0, 500, true, true);
    void caller.ask(1, 100, false, false);
    await vi.runAllTimersAsync();
    expect(caller.shown).toEqual([{ id: 1, kind: 'reply' }]);
  });

  it('cancel() makes every reply still on its way stale, and aborts it', async () => {
    const series = createLatestReply();
    const caller = createCaller(series);
    void caller.ask(0, 300, false, true);
    void caller.ask(1, 200, true, false);
    series.cancel();
    await vi.runAllTimersAsync();
    expect(caller.shown).toEqual([]);
    expect(caller.signals.every((signal) => signal.aborted)).toBe(true);
  });

  it('starts afresh after cancel(): the next request is the latest again', () => {
    const series = createLatestReply();
    series.cancel();
    expect(series.begin().aborted).toBe(false);
  });

  it('keeps two series apart: beginning in one leaves the other’s request current', () => {
    const searches = createLatestReply();
    const refills = createLatestReply();
    const search = searches.begin();
    refills.begin();
    refills.cancel();
    expect(search.aborted).toBe(false);
  });
});
