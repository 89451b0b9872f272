import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchController, inputValueOf, type SearchControllerOptions } from './search-controller';
import type { Suggestion } from './suggestion';

const product = (value: string, url = `/product/${value}/`): Suggestion => ({ type: 'product', value, url });
const heading = (value: string): Suggestion => ({ type: 'heading', value });
const NO_RESULT: Suggestion = { type: 'no-result', value: 'ไม่พบสินค้า', url: '#' };

interface PendingRequest {
  query: string;
  signal: AbortSignal;
  resolve(rows: readonly Suggestion[]): void;
  reject(error: unknown): void;
}

/** A backend whose answers the test releases by hand, in any order. */
function manualBackend() {
  const requests: PendingRequest[] = [];
  const fetchSuggestions = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<readonly Suggestion[]>((resolve, reject) => {
        requests.push({ query, signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { requests, fetchSuggestions };
}

function setup(overrides: Partial<SearchControllerOptions> = {}) {
  const backend = manualBackend();
  const navigate = vi.fn();
  const controller = createSearchController({
    fetchSuggestions: backend.fetchSuggestions,
    requestKey: (q) => `/wp-admin/admin-ajax.php?action=thaps_ajax_get_search_value&match=${encodeURIComponent(q)}`,
    navigate,
    ...overrides,
  });
  return { controller, navigate, ...backend, state: () => controller.$state.get() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live search controller: requests (§5, §7 Live search, §9 Search)', () => {
  it('searches from the first character, with no debounce', () => {
    const { controller, fetchSuggestions, state } = setup();
    controller.input('ข');
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('ข');
    expect(state().loading).toBe(true);
  });

  it('does not search below the configured minimum', () => {
    const { controller, fetchSuggestions } = setup({ minChars: 3 });
    controller.input('ขว');
    expect(fetchSuggestions).not.toHaveBeenCalled();
    controller.input('ขวด');
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
  });

  it('shows the answer and clears the loading indicator', async () => {
    const { controller, requests, state } = setup();
    controller.input('ขวด');
    requests[0]!.resolve([heading('สินค้า'), product('ขวดแก้ว')]);
    await settle();
    expect(state()).toMatchObject({ open: true, loading: false, highlighted: -1 });
    expect(state().suggestions).toHaveLength(2);
  });

  it('aborts the search in flight when a new one starts', () => {
    const { controller, requests } = setup();
    controller.input('ข');
    controller.input('ขว');
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.signal.aborted).toBe(false);
  });

  it('never lets a late answer replace a newer one', async () => {
    // A backend that ignores abort, like a response already on the wire.
    const resolvers: Array<(rows: Suggestion[]) => void> = [];
    const { controller, state } = setup({
      fetchSuggestions: () => new Promise((resolve) => resolvers.push(resolve)),
    });
    controller.input('ข');
    controller.input('ขวด');
    resolvers[1]!([product('ขวดใหม่')]);
    await settle();
    resolvers[0]!([product('ของเก่า')]);
    await settle();
    expect(state().suggestions.map((s) => s.value)).toEqual(['ขวดใหม่']);
    expect(state().query).toBe('ขวด');
  });

  it('caches answers per request URL and parameters', async () => {
    const { controller, requests, fetchSuggestions, state } = setup();
    controller.input('jar');
    requests[0]!.resolve([product('Jar 50 g')]);
    await settle();
    controller.input('jars');
    controller.input('jar');
    expect(fetchSuggestions).toHaveBeenCalledTimes(2);
    expect(state()).toMatchObject({ open: true, loading: false });
    expect(state().suggestions.map((s) => s.value)).toEqual(['Jar 50 g']);
  });

  it('remembers a query that returned nothing and never sends a longer one', async () => {
    const { controller, requests, fetchSuggestions, state } = setup();
    controller.input('zz');
    requests[0]!.resolve([NO_RESULT]);
    await settle();
    controller.input('zzz');
    controller.input('ZZ top');
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(state()).toMatchObject({ open: true, loading: false, suggestions: [] });
    controller.input('z');
    expect(fetchSuggestions).toHaveBeenCalledTimes(2);
  });

  it('treats an empty array as nothing too', async () => {
    const { controller, requests, fetchSuggestions } = setup();
    controller.input('qq');
    requests[0]!.resolve([]);
    await settle();
    controller.input('qqq');
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
  });

  it('shows nothing and breaks nothing when a request fails (§8 Search)', async () => {
    const { controller, requests, state, fetchSuggestions } = setup();
    controller.input('ครีม');
    requests[0]!.reject(new Error('500'));
    await settle();
    expect(state()).toMatchObject({ open: false, loading: false, suggestions: [] });
    controller.input('ครีมบำรุง');
    expect(fetchSuggestions).toHaveBeenCalledTimes(2);
  });

  it('keeps cached rows on screen when an aborted request rejects afterwards', async () => {
    const { controller, requests, state } = setup();
    controller.input('a');
    requests[0]!.resolve([product('a1')]);
    await settle();
    controller.input('ab');
    controller.input('a');
    await settle();
    expect(state()).toMatchObject({ open: true, loading: false });
    expect(state().suggestions.map((s) => s.value)).toEqual(['a1']);
  });

  it('does not search during IME composition, then searches the composed text', () => {
    const { controller, fetchSuggestions } = setup();
    controller.compositionStart();
    controller.input('ก');
    controller.input('กร');
    expect(fetchSuggestions).not.toHaveBeenCalled();
    controller.compositionEnd('กระปุก');
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('กระปุก');
  });

  it('focus in the middle of a composition does not search its text; the end of it does', () => {
    // The chunk came in while the shopper was composing (mount.ts): the query holds the
    // intermediate text, which the focus replay must not send.
    const { controller, fetchSuggestions } = setup({ initialQuery: 'ขวด ลู' });
    controller.compositionStart();
    controller.focus();
    expect(fetchSuggestions).not.toHaveBeenCalled();
    controller.compositionEnd('ขวด ลูก');
    expect(fetchSuggestions.mock.calls.map(([query]) => query)).toEqual(['ขวด ลูก']);
  });

  it('clears and aborts when the input is emptied', () => {
    const { controller, requests, state } = setup();
    controller.input('ข');
    controller.input('');
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(state()).toMatchObject({ open: false, loading: false, suggestions: [] });
  });
});

describe('live search controller: keyboard (§4, §5 Live search)', () => {
  async function withRows() {
    const context = setup();
    context.controller.input('ขวด');
    context.requests[0]!.resolve([heading('หมวดหมู่'), { type: 'taxonomy-product-cat', value: 'ขวดแก้ว', url: '/c/' }, heading('สินค้า'), product('ขวด A'), product('ขวด B'), { type: 'more_item', value: 'ดูทั้งหมด', text: 'ดูทั้งหมด', total: '40', url: '/?s=ขวด' }]);
    await settle();
    return context;
  }

  it('highlights nothing automatically, even on an exact match', async () => {
    const { state, controller } = await withRows();
    expect(state().highlighted).toBe(-1);
    expect(inputValueOf(controller.$state.get())).toBe('ขวด');
  });

  it('moves over selectable rows only, skipping headings, and back to the input', async () => {
    const { controller, state } = await withRows();
    const path: number[] = [];
    for (let i = 0; i < 5; i++) {
      controller.move(1);
      path.push(state().highlighted);
    }
    expect(path).toEqual([1, 3, 4, 5, -1]);
    controller.move(-1);
    expect(state().highlighted).toBe(5);
    controller.move(-1);
    expect(state().highlighted).toBe(4);
  });

  it('shows the highlighted value in the input and Escape restores what was typed', async () => {
    const { controller, state } = await withRows();
    controller.move(1);
    controller.move(1);
    expect(inputValueOf(controller.$state.get())).toBe('ขวด A');
    expect(controller.escape()).toBe(true);
    expect(state()).toMatchObject({ open: false, highlighted: -1 });
    expect(inputValueOf(controller.$state.get())).toBe('ขวด');
  });

  it('Enter or Tab picks the highlighted row and navigates to its url', async () => {
    const { controller, navigate } = await withRows();
    controller.move(1);
    controller.move(1);
    expect(controller.pick()).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/product/ขวด A/');
  });

  it('with nothing highlighted, picking only hides the list', async () => {
    const { controller, navigate, state } = await withRows();
    expect(controller.pick()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(state().open).toBe(false);
  });

  it('goes to # for a row without url', async () => {
    const { controller, requests, navigate } = setup();
    controller.input('x');
    requests[0]!.resolve([{ type: 'product', value: 'x' }]);
    await settle();
    controller.pickIndex(0);
    expect(navigate).toHaveBeenCalledWith('#');
  });

  it('reopens the list with Down after Escape', async () => {
    const { controller, state } = await withRows();
    controller.escape();
    controller.move(1);
    expect(state().open).toBe(true);
  });

  it('keeps the typed query in the input on the more-items row, whose value is empty', async () => {
    const { controller, requests, state } = setup();
    controller.input('ขวด');
    requests[0]!.resolve([product('ขวด A'), { type: 'more_item', value: '', text: 'ดูทั้งหมด', total: '40', url: '/?s=ขวด' }]);
    await settle();
    controller.move(1);
    controller.move(1);
    expect(state().highlighted).toBe(1);
    expect(inputValueOf(state())).toBe('ขวด');
  });

  it('Escape while a search is in flight: the late answer does not open the list', async () => {
    const { controller, requests, state } = setup();
    controller.input('ขวด');
    expect(controller.escape()).toBe(true);
    expect(requests[0]!.signal.aborted).toBe(true);
    requests[0]!.resolve([product('ขวด A')]);
    await settle();
    expect(state()).toMatchObject({ open: false, loading: false });
  });

  it('Enter with nothing highlighted also drops a pending answer', async () => {
    const { controller, requests, state } = setup();
    controller.input('ขวด');
    expect(controller.pick()).toBe(false);
    requests[0]!.resolve([product('ขวด A')]);
    await settle();
    expect(state().open).toBe(false);
  });
});

describe('live search controller: blur and icon mode (§4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides the list 200 ms after the input loses focus, not before', async () => {
    const { controller, requests, state } = setup();
    controller.input('ขวด');
    requests[0]!.resolve([product('ขวด A')]);
    await vi.advanceTimersByTimeAsync(0);
    controller.blur();
    await vi.advanceTimersByTimeAsync(199);
    expect(state().open).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().open).toBe(false);
  });

  it('a search still pending at blur does not reopen the list after it hid', async () => {
    const { controller, requests, state } = setup();
    controller.input('ขวด');
    controller.blur();
    await vi.advanceTimersByTimeAsync(200);
    expect(requests[0]!.signal.aborted).toBe(true);
    requests[0]!.resolve([product('ขวด A')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ open: false, loading: false });
  });

  it('searches the query the page echoed when the shopper focuses the input', async () => {
    const { controller, requests, fetchSuggestions, state } = setup({ initialQuery: 'เซรั่ม' });
    expect(state().query).toBe('เซรั่ม');
    expect(fetchSuggestions).not.toHaveBeenCalled();
    controller.focus();
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('เซรั่ม');
    requests[0]!.resolve([product('เซรั่ม A')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().open).toBe(true);
  });

  it('keeps the list when focus comes back within the delay', async () => {
    const { controller, requests, state } = setup();
    controller.input('ขวด');
    requests[0]!.resolve([product('ขวด A')]);
    await vi.advanceTimersByTimeAsync(0);
    controller.blur();
    await vi.advanceTimersByTimeAsync(150);
    controller.focus();
    await vi.advanceTimersByTimeAsync(500);
    expect(state().open).toBe(true);
  });

  it('starts collapsed in icon mode and toggles', () => {
    const { controller, state } = setup({ iconMode: true });
    expect(state().expanded).toBe(false);
    controller.toggleExpanded();
    expect(state().expanded).toBe(true);
    controller.toggleExpanded();
    expect(state().expanded).toBe(false);
    expect(setup().state().expanded).toBe(true);
  });

  it('dispose aborts the request and cancels the blur timer', async () => {
    const { controller, requests, state } = setup();
    controller.input('ขวด');
    controller.blur();
    const before = state();
    controller.dispose();
    expect(requests[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    // Neither the aborted request nor the blur timer touches a disposed widget's state.
    expect(state()).toBe(before);
  });
});
