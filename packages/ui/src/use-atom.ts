import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from '@talat/core';

/**
 * Reads an atom (`@talat/core`, nanostores' API) in a view and re-renders when it changes. It does what
 * `@nanostores/react`'s useStore does for plain atoms, without its key-listening machinery
 * that no widget uses: the script-tag budget is counted in bytes (docs/decisions.md).
 * An atom's `listen` and `get` do not use `this` (nor do nanostores'), so they are passed as they
 * are: the same functions on every render, as useSyncExternalStore wants.
 */
export function useAtom<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
