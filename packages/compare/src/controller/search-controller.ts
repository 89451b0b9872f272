import { atom, createLatestReply, type ReadableAtom } from '@talat/core';
import type { CompareSearchItem } from '@talat/client';
import { COMPARE_CONSTANTS } from './constants';

/**
 * The compare's 'add product' search, with no DOM and no framework (DESIGN.md "controller"):
 * SPEC §2.11, §5 "Compare search", §7 th_compare_filter_product, §8 Compare, §9 Compare.
 */
export interface CompareSearchOptions {
  /** Sends `inputs` to the filter call; must honour the signal (an earlier request is aborted). */
  filter(inputs: string, signal: AbortSignal): Promise<readonly CompareSearchItem[]>;
  /** Adds a picked product to the comparison. */
  pick(id: string): void;
  /** A failed request (not an aborted one), for logging; the search itself only stops loading. */
  onError?(error: unknown): void;
}

export interface CompareSearchState {
  /** What the shopper typed, as typed. */
  query: string;
  results: readonly CompareSearchItem[];
  /** Index into `results` of the highlighted result, or -1. */
  highlighted: number;
  loading: boolean;
  /** A reply has been shown: `results` answer a search, so an empty list means "no products". */
  searched: boolean;
}

export interface CompareSearch {
  $state: ReadableAtom<CompareSearchState>;
  /** The popup opened: searches the current text at once ('' gives the server's default list). */
  start(): void;
  /** The popup closed: nothing pending is sent and nothing on its way is waited for. */
  stop(): void;
  input(value: string): void;
  /** Up/Down: moves the highlight through the results, wrapping at both ends. */
  move(step: 1 | -1): void;
  /** Enter: picks the highlighted result. Returns whether one was picked. */
  pick(): boolean;
  pickIndex(index: number): void;
  /** Escape: clears the highlight and returns true, or returns false (the view closes the popup). */
  escape(): boolean;
  dispose(): void;
}

/**
 * §5 Compare search: text of one character or none is sent empty. Counted as the plugin's script
 * does (`value.length > 1`), in UTF-16 code units: a Thai consonant and its vowel or tone mark are
 * two, so 'กิ' is sent. Not trimmed either, as the plugin does not: '  ' is sent as typed.
 */
export function inputsOf(text: string): string {
  return text.length >= COMPARE_CONSTANTS.minSearchLength ? text : '';
}

export function createCompareSearch(options: CompareSearchOptions): CompareSearch {
  const $state = atom<CompareSearchState>({ query: '', results: [], highlighted: -1, loading: false, searched: false });
  const update = (patch: Partial<CompareSearchState>) => $state.set({ ...$state.get(), ...patch });

  // An earlier request is aborted and its late answer never shown (issue 14, DESIGN.md "What the
  // old front ends got wrong": the plugin fired one request per keyup and showed whichever came last).
  const requests = createLatestReply();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The inputs of the request shown or on its way; undefined when none counts (none yet, failed, stopped). */
  let lastSent: string | undefined;

  function clearTimer(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  async function send(): Promise<void> {
    clearTimer();
    const inputs = inputsOf($state.get().query);
    // The same inputs would bring the same list: the one shown, or the one still on its way.
    if (inputs === lastSent) return;
    lastSent = inputs;
    const signal = requests.begin();
    update({ loading: true });
    try {
      const results = await options.filter(inputs, signal);
      if (!signal.aborted) update({ results, highlighted: -1, loading: false, searched: true });
    } catch (error) {
      if (signal.aborted) return;
      // §8 Compare: a request error clears only the loading state; the list and the text stay,
      // and forgetting what was sent lets the next keystroke (or reopening) ask again.
      lastSent = undefined;
      update({ loading: false });
      options.onError?.(error);
    }
  }

  function stop(): void {
    clearTimer();
    if ($state.get().loading) {
      requests.cancel();
      lastSent = undefined;
      update({ loading: false });
    }
  }

  function pickIndex(index: number): void {
    const result = $state.get().results[index];
    if (!result) return;
    update({ highlighted: index });
    options.pick(result.id);
  }

  return {
    $state,
    start: () => void send(),
    stop,
    input(value) {
      update({ query: value, highlighted: -1 });
      // §9 Compare: a real debounce, so only the last keystroke's text is sent.
      clearTimer();
      timer = setTimeout(() => void send(), COMPARE_CONSTANTS.searchDebounceMs);
    },
    move(step) {
      const { results, highlighted } = $state.get();
      if (results.length === 0) return;
      const from = highlighted < 0 ? (step === 1 ? -1 : 0) : highlighted;
      update({ highlighted: (from + step + results.length) % results.length });
    },
    pick() {
      const { highlighted } = $state.get();
      if (highlighted < 0) return false;
      pickIndex(highlighted);
      return true;
    },
    pickIndex,
    escape() {
      if ($state.get().highlighted < 0) return false;
      update({ highlighted: -1 });
      return true;
    },
    dispose() {
      clearTimer();
      requests.cancel();
    },
  };
}
