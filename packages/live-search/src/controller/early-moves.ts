import type { SearchController } from './search-controller';

/**
 * Replays arrow keys pressed before the interactive chunk was in (early-input.ts) once the list
 * for the same query first opens, as if they had been pressed then: Down lands on the first row.
 * They are dropped when the query changes first or its search ends without a list (a failure,
 * or the shopper left and the list was hidden): arrows meant for one list never move another.
 * Returns the undo.
 */
export function replayEarlyMoves(controller: SearchController, moves: ReadonlyArray<1 | -1>): () => void {
  if (moves.length === 0) return () => undefined;
  const { query } = controller.$state.get();
  let searched = false;
  const stop = controller.$state.listen((state) => {
    searched ||= state.loading;
    if (state.query !== query || (searched && !state.loading && !state.open)) stop();
    else if (state.open) {
      stop();
      for (const step of moves) controller.move(step);
    }
  });
  return stop;
}
