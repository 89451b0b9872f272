import { atom, CONSTANTS, createLatestReply, type ReadableAtom } from '@talat/core';
import { createSuggestionCache } from './suggestion-cache';
import { isSelectable, rowHref, rowKind, type Suggestion } from './suggestion';

/**
 * The live search's behaviour, with no DOM and no framework (DESIGN.md "controller"): SPEC §2.3,
 * §4 "Live search", §5 "Live search", §7 "Live search", §9 "Search".
 */
export interface SearchControllerOptions {
  /** Fetches the suggestions for a query; must honour the signal (§7: a new search aborts). */
  fetchSuggestions(query: string, signal: AbortSignal): Promise<readonly Suggestion[]>;
  /** The request URL plus parameters for a query: the cache key (§4). */
  requestKey(query: string): string;
  /** Goes to a picked row's address. */
  navigate(url: string): void;
  /** §9 Search: minimum characters, 1 unless configured. */
  minChars?: number;
  /** Icon mode (§2.3): the form starts collapsed behind a search icon. */
  iconMode?: boolean;
  /** What the input already holds at mount (the results page echoes the query; early typing). */
  initialQuery?: string;
}

export interface SearchState {
  /** What the shopper typed. */
  query: string;
  suggestions: readonly Suggestion[];
  /** Whether the suggestion list is showing. */
  open: boolean;
  /** Index into `suggestions` of the highlighted row, or -1. */
  highlighted: number;
  loading: boolean;
  /** Icon mode: whether the form is expanded; always true outside icon mode. */
  expanded: boolean;
}

export interface SearchController {
  $state: ReadableAtom<SearchState>;
  input(value: string): void;
  compositionStart(): void;
  compositionEnd(value: string): void;
  /** Up/Down: +1 or -1. Opens the list when it has rows for the current query. */
  move(step: 1 | -1): void;
  /** Enter or Tab: picks the highlighted row. Returns true when a row was picked. */
  pick(): boolean;
  pickIndex(index: number): void;
  /** Escape: hides the list and restores what was typed. Returns true when there was a list. */
  escape(): boolean;
  /** Whether an IME composition is under way (the view must not rewrite the input then). */
  isComposing(): boolean;
  focus(): void;
  blur(): void;
  toggleExpanded(): void;
  dispose(): void;
}

/**
 * What the input shows: the highlighted row's value while moving through the list, else what the
 * shopper typed (so Escape, which clears the highlight, restores it). Derived, never stored.
 */
export function inputValueOf(state: SearchState): string {
  const highlighted = state.suggestions[state.highlighted];
  // The 'more items' row has no value of its own (the plugin sends ''): the query stays.
  return (highlighted && rowKind(highlighted) !== 'more-items' && highlighted.value) || state.query;
}

export function createSearchController(options: SearchControllerOptions): SearchController {
  const minChars = options.minChars ?? CONSTANTS.search.minChars;
  const cache = createSuggestionCache();
  const $state = atom<SearchState>({
    query: options.initialQuery ?? '',
    suggestions: [],
    open: false,
    highlighted: -1,
    loading: false,
    expanded: !options.iconMode,
  });

  /** §7 Live search: a new search aborts the one in flight, and a late answer is never shown. */
  const searches = createLatestReply();
  let composing = false;
  let blurTimer: ReturnType<typeof setTimeout> | undefined;

  const update = (patch: Partial<SearchState>) => $state.set({ ...$state.get(), ...patch });

  function show(suggestions: readonly Suggestion[]): void {
    update({ suggestions, open: true, highlighted: -1, loading: false });
  }

  /** Hides the list; an answer still on its way must not open it again (§4: Escape, blur). */
  function hide(): void {
    searches.cancel();
    update({ open: false, highlighted: -1, loading: false });
  }

  async function search(query: string): Promise<void> {
    // Even a query the cache answers supersedes the one in flight, whose answer would overwrite it.
    searches.cancel();
    const cached = cache.get(options.requestKey(query));
    if (cached) return show(cached);
    // A longer query after a miss would miss too; answer locally with the no-result row.
    if (cache.knownEmpty(query)) return show([]);

    const request = searches.begin();
    update({ loading: true });
    try {
      const suggestions = await options.fetchSuggestions(query, request);
      cache.store(query, options.requestKey(query), suggestions);
      // A late answer never replaces a newer one (the query may have changed meanwhile).
      if (!request.aborted && $state.get().query === query) show(suggestions);
    } catch {
      // §8 Search: a failed request shows nothing and breaks nothing.
      if (!request.aborted) update({ loading: false, open: false, suggestions: [], highlighted: -1 });
    }
  }

  function input(value: string): void {
    update({ query: value, highlighted: -1 });
    // §4: never search in the middle of an IME composition (Thai input methods compose too).
    if (composing) return;
    if (value.trim().length < minChars) {
      searches.cancel();
      update({ open: false, suggestions: [], loading: false });
      return;
    }
    void search(value);
  }

  function move(step: 1 | -1): void {
    const state = $state.get();
    if (!state.open) {
      if (state.suggestions.length > 0 && state.query.trim().length >= minChars) update({ open: true });
      return;
    }
    // The selectable rows in a ring after -1 (back to the typed query): Down from the last row and
    // Up from the first return to the query; from the query Down goes to the first, Up to the last.
    const ring = [-1];
    state.suggestions.forEach((suggestion, index) => isSelectable(suggestion) && ring.push(index));
    if (ring.length < 2) return;
    const position = Math.max(ring.indexOf(state.highlighted), 0);
    update({ highlighted: ring[(position + step + ring.length) % ring.length]! });
  }

  function pickIndex(index: number): void {
    const suggestion = $state.get().suggestions[index];
    if (!suggestion || !isSelectable(suggestion)) return;
    update({ open: false });
    options.navigate(rowHref(suggestion));
  }

  function pick(): boolean {
    const { open, highlighted } = $state.get();
    if (open && highlighted >= 0) {
      pickIndex(highlighted);
      return true;
    }
    // §4: with nothing highlighted the list just hides (and the form submits as usual).
    hide();
    return false;
  }

  function escape(): boolean {
    const { open, highlighted, loading } = $state.get();
    hide();
    return open || highlighted >= 0 || loading;
  }

  function clearBlurTimer(): void {
    if (blurTimer !== undefined) clearTimeout(blurTimer);
    blurTimer = undefined;
  }

  return {
    $state,
    input,
    compositionStart: () => {
      composing = true;
    },
    compositionEnd(value) {
      composing = false;
      input(value);
    },
    move,
    pick,
    pickIndex,
    escape,
    isComposing: () => composing,
    focus() {
      clearBlurTimer();
      // Coming back to a query (or to the one the page echoed) shows its suggestions again,
      // from the cache when they were fetched before.
      // Not in the middle of an IME composition (a chunk that came in during one): its end searches.
      const { open, loading, query } = $state.get();
      if (!composing && !open && !loading && query.trim().length >= minChars) void search(query);
    },
    blur() {
      clearBlurTimer();
      // §9: hidden 200 ms after the input loses focus, so a click on a row still lands.
      blurTimer = setTimeout(() => {
        blurTimer = undefined;
        hide();
      }, CONSTANTS.search.hideOnBlurDelayMs);
    },
    toggleExpanded() {
      if (!options.iconMode) return;
      const expanded = !$state.get().expanded;
      if (!expanded) hide();
      update({ expanded });
    },
    dispose() {
      clearBlurTimer();
      searches.cancel();
    },
  };
}
