import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareSearchItem } from '@talat/client';
import { createCompareSearch, inputsOf, type CompareSearchOptions } from './search-controller';

const item = (id: string, label = `สินค้า ${id}`): CompareSearchItem => ({ id, image_url: `/mock-media/product-${id}.svg`, label });
const DEFAULT_LIST = [item('1'), item('2'), item('3')];

/** A filter whose replies the test settles by hand, in any order. */
function deferredFilter() {
  const calls: { inputs: string; signal: AbortSignal; resolve(items: readonly CompareSearchItem[]): void; reject(error: unknown): void }[] = [];
  const filter = vi.fn<CompareSearchOptions['filter']>(
    (inputs, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ inputs, signal, resolve, reject });
      }),
  );
  return { filter, calls };
}

function setup() {
  const { filter, calls } = deferredFilter();
  const pick = vi.fn<(id: string) => void>();
  const onError = vi.fn();
  const search = createCompareSearch({ filter, pick, onError });
  const sent = () => filter.mock.calls.map(([inputs]) => inputs);
  return { search, filter, calls, pick, onError, sent, state: () => search.$state.get() };
}

/** Types `text` one character at a time, `gapMs` apart, as input events would report it. */
async function type(search: ReturnType<typeof setup>['search'], text: string, gapMs = 30) {
  for (let i = 1; i <= text.length; i++) {
    search.input(text.slice(0, i));
    await vi.advanceTimersByTimeAsync(gapMs);
  }
}

describe('the inputs sent (§5 Compare search)', () => {
  it('sends text longer than 1 character as typed, anything shorter as empty', () => {
    expect(inputsOf('')).toBe('');
    expect(inputsOf('a')).toBe('');
    expect(inputsOf('ab')).toBe('ab');
    expect(inputsOf('ขวด')).toBe('ขวด');
  });

  it("counts as the plugin's `.length` does (UTF-16 units) and does not trim", () => {
    // A consonant and its vowel mark are two units: sent, as the plugin sends it.
    expect(inputsOf('กิ')).toBe('กิ');
    expect(inputsOf('ก')).toBe('');
    expect(inputsOf('  ')).toBe('  ');
    expect(inputsOf(' a')).toBe(' a');
  });
});

describe('compare search controller (§2.11, §7, §8, §9 Compare)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("start() asks at once with '' for the server's default list, and shows it", async () => {
    const { search, calls, sent, state } = setup();
    search.start();
    expect(sent()).toEqual(['']);
    expect(state().loading).toBe(true);
    expect(state().searched).toBe(false);
    calls[0]!.resolve(DEFAULT_LIST);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toEqual({ query: '', results: DEFAULT_LIST, highlighted: -1, loading: false, searched: true });
  });

  it("'a' sends '' (not repeated when '' was the last sent), 'ab' sends 'ab' after 100 ms", async () => {
    const { search, calls, sent } = setup();
    search.start();
    calls[0]!.resolve(DEFAULT_LIST);
    await vi.advanceTimersByTimeAsync(0);

    search.input('a');
    await vi.advanceTimersByTimeAsync(100);
    // '' is what the list already answers.
    expect(sent()).toEqual(['']);

    search.input('ab');
    await vi.advanceTimersByTimeAsync(99);
    expect(sent()).toEqual(['']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual(['', 'ab']);
  });

  it("'a' alone sends '' when nothing was sent before", async () => {
    const { search, sent } = setup();
    search.input('a');
    await vi.advanceTimersByTimeAsync(100);
    expect(sent()).toEqual(['']);
  });

  it('typing fast sends once, the last text, 100 ms after the last keystroke (§9)', async () => {
    const { search, sent, state } = setup();
    await type(search, 'ขวดแก้ว', 99);
    expect(sent()).toEqual([]);
    // The text shows as typed all along; only the request waits.
    expect(state().query).toBe('ขวดแก้ว');
    expect(state().loading).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toEqual(['ขวดแก้ว']);
  });

  it('the same inputs are not asked for twice (typed away and back within the debounce)', async () => {
    const { search, calls, sent } = setup();
    search.input('ขว');
    await vi.advanceTimersByTimeAsync(100);
    calls[0]!.resolve([item('4')]);
    search.input('ขวด');
    await vi.advanceTimersByTimeAsync(50);
    search.input('ขว');
    await vi.advanceTimersByTimeAsync(100);
    expect(sent()).toEqual(['ขว']);
  });

  it('a newer request aborts the earlier one, whose late answer is never shown', async () => {
    const { search, calls, sent, state } = setup();
    search.input('ขว');
    await vi.advanceTimersByTimeAsync(100);
    search.input('ขวด');
    await vi.advanceTimersByTimeAsync(100);
    expect(sent()).toEqual(['ขว', 'ขวด']);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);

    const newer = [item('7', 'ขวดแก้ว 10 ml')];
    calls[1]!.resolve(newer);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve([item('8', 'ขวดพลาสติก')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().results).toEqual(newer);
    expect(state().loading).toBe(false);
  });

  it('a late older answer landing first does not end the newer loading', async () => {
    const { search, calls, state } = setup();
    search.input('ขว');
    await vi.advanceTimersByTimeAsync(100);
    search.input('ขวด');
    await vi.advanceTimersByTimeAsync(100);
    calls[0]!.resolve([item('8')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ results: [], loading: true, searched: false });
  });

  it('a failed request clears only the loading state: text and results stay, onError hears it (§8)', async () => {
    const { search, calls, onError, state } = setup();
    search.start();
    calls[0]!.resolve(DEFAULT_LIST);
    await vi.advanceTimersByTimeAsync(0);
    search.move(1);
    search.input('ขวด');
    await vi.advanceTimersByTimeAsync(100);
    const error = new Error('offline');
    calls[1]!.reject(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toEqual({ query: 'ขวด', results: DEFAULT_LIST, highlighted: -1, loading: false, searched: true });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('after a failure the shopper can try again: the same inputs are sent again', async () => {
    const { search, calls, sent, state } = setup();
    search.input('ขวด');
    await vi.advanceTimersByTimeAsync(100);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    // A keystroke that leaves the same inputs (a space typed and deleted) asks again.
    search.input('ขวด ');
    search.input('ขวด');
    await vi.advanceTimersByTimeAsync(100);
    expect(sent()).toEqual(['ขวด', 'ขวด']);
    calls[1]!.resolve([item('9')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().results).toEqual([item('9')]);
  });

  it('an aborted request failing is not an error', async () => {
    const { search, calls, onError, state } = setup();
    search.input('ขว');
    await vi.advanceTimersByTimeAsync(100);
    search.input('ขวด');
    await vi.advanceTimersByTimeAsync(100);
    calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).not.toHaveBeenCalled();
    expect(state().loading).toBe(true);
  });

  it('start() sends a pending keystroke at once; reopening with the same text does not ask again', async () => {
    const { search, calls, sent } = setup();
    search.input('ขวด');
    search.start();
    expect(sent()).toEqual(['ขวด']);
    calls[0]!.resolve([item('1')]);
    await vi.advanceTimersByTimeAsync(100);
    search.start();
    expect(sent()).toEqual(['ขวด']);
  });

  it('stop() cancels a pending keystroke and the request on its way; start() asks again', async () => {
    const { search, calls, sent, state } = setup();
    search.input('ขว');
    await vi.advanceTimersByTimeAsync(100);
    search.input('ขวด');
    search.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(state().loading).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent()).toEqual(['ขว']);
    search.start();
    expect(sent()).toEqual(['ขว', 'ขวด']);
  });

  it('arrows move the highlight and wrap at both ends; a keystroke clears it', async () => {
    const { search, calls, state } = setup();
    search.move(1);
    expect(state().highlighted).toBe(-1);
    search.start();
    calls[0]!.resolve(DEFAULT_LIST);
    await vi.advanceTimersByTimeAsync(0);
    search.move(-1);
    expect(state().highlighted).toBe(2);
    search.move(1);
    expect(state().highlighted).toBe(0);
    search.move(1);
    search.move(1);
    expect(state().highlighted).toBe(2);
    search.move(-1);
    expect(state().highlighted).toBe(1);
    search.input('ข');
    expect(state().highlighted).toBe(-1);
  });

  it('a new answer clears the highlight', async () => {
    const { search, calls, state } = setup();
    search.start();
    calls[0]!.resolve(DEFAULT_LIST);
    await vi.advanceTimersByTimeAsync(0);
    search.input('ขว');
    search.move(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(state().highlighted).toBe(0);
    calls[1]!.resolve([item('4')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().highlighted).toBe(-1);
  });

  it('Enter picks the highlighted result; with none it picks nothing', async () => {
    const { search, calls, pick } = setup();
    search.start();
    calls[0]!.resolve(DEFAULT_LIST);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.pick()).toBe(false);
    expect(pick).not.toHaveBeenCalled();
    search.move(1);
    search.move(1);
    expect(search.pick()).toBe(true);
    expect(pick).toHaveBeenCalledWith('2');
  });

  it('pickIndex picks that result (a click) and highlights it; out of range does nothing', async () => {
    const { search, calls, pick, state } = setup();
    search.start();
    calls[0]!.resolve(DEFAULT_LIST);
    await vi.advanceTimersByTimeAsync(0);
    search.pickIndex(2);
    expect(pick).toHaveBeenCalledWith('3');
    expect(state().highlighted).toBe(2);
    search.pickIndex(5);
    expect(pick).toHaveBeenCalledTimes(1);
  });

  it('Escape clears the highlight first (true), then says so nothing is left (false)', async () => {
    const { search, calls, state } = setup();
    search.start();
    calls[0]!.resolve(DEFAULT_LIST);
    await vi.advanceTimersByTimeAsync(0);
    search.move(1);
    expect(search.escape()).toBe(true);
    expect(state().highlighted).toBe(-1);
    expect(search.escape()).toBe(false);
    expect(state().results).toEqual(DEFAULT_LIST);
  });

  it('dispose() sends nothing more and shows no late answer', async () => {
    const { search, calls, sent, state } = setup();
    search.input('ขว');
    await vi.advanceTimersByTimeAsync(100);
    search.input('ขวด');
    search.dispose();
    await vi.advanceTimersByTimeAsync(500);
    expect(sent()).toEqual(['ขว']);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve([item('1')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().results).toEqual([]);
  });
});
