import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * Reads a nanostores atom in a view and re-renders when it changes. It does what
 * `@nanostores/react`'s useStore does for plain atoms, without its key-listening machinery
 * that no widget uses: the script-tag budget is counted in bytes (docs/decisions.md).
 */
export function useAtom<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
