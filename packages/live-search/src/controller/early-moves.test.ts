import { describe, expect, it, vi } from 'vitest';
import { replayEarlyMoves } from './early-moves';
import { createSearchController } from './search-controller';
import type { Suggestion } from './suggestion';

const ROWS: Suggestion[] = [
  { type: 'heading', value: 'สินค้า' },
  { type: 'product', value: 'ขวด A', url: '/a/' },
  { type: 'product', value: 'ขวด B', url: '/b/' },
];

/** A controller whose one search answers when the test says so (or fails). */
function setup(initialQuery = 'ขวด') {
  let answer!: { resolve(rows: readonly Suggestion[]): void; reject(error: Error): void };
  const controller = createSearchController({
    initialQuery,
    requestKey: (query) => query,
    navigate: vi.fn(),
    fetchSuggestions: () => new Promise((resolve, reject) => (answer = { resolve, reject })),
  });
  const answered = async (rows: readonly Suggestion[] | Error) => {
    if (rows instanceof Error) answer.reject(rows);
    else answer.resolve(rows);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { controller, answered, state: () => controller.$state.get() };
}

describe('arrows pressed before the chunk (replayEarlyMoves)', () => {
  it('move into the first list for the same query, in order, once', async () => {
    const { controller, answered, state } = setup();
    replayEarlyMoves(controller, [1, 1]);
    controller.focus();
    await answered(ROWS);
    expect(state()).toMatchObject({ open: true, highlighted: 2 });
    // A later list (coming back to the same query) is not moved again.
    controller.escape();
    controller.move(1);
    expect(state().highlighted).toBe(-1);
  });

  it('Up goes to the last row, as it would have on the list', async () => {
    const { controller, answered, state } = setup();
    replayEarlyMoves(controller, [-1]);
    controller.focus();
    await answered(ROWS);
    expect(state().highlighted).toBe(2);
  });

  it('are dropped when the query changes before the list opens', async () => {
    const { controller, answered, state } = setup();
    replayEarlyMoves(controller, [1]);
    controller.focus();
    controller.input('ขวดแก้ว');
    await answered(ROWS);
    expect(state()).toMatchObject({ open: true, highlighted: -1 });
  });

  it('are dropped when the search ends without a list, and do not move a later one', async () => {
    const { controller, answered, state } = setup();
    replayEarlyMoves(controller, [1]);
    controller.focus();
    await answered(new Error('offline'));
    expect(state().open).toBe(false);
    controller.focus();
    await answered(ROWS);
    expect(state()).toMatchObject({ open: true, highlighted: -1 });
  });

  it('the undo stops them', async () => {
    const { controller, answered, state } = setup();
    replayEarlyMoves(controller, [1])();
    controller.focus();
    await answered(ROWS);
    expect(state().highlighted).toBe(-1);
  });
});
