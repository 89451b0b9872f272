import { useLayoutEffect, useReducer, useRef } from 'react';
import type { ReadableAtom } from '@talat/core';

/**
 * Reads a nanostores store in a view and re-renders when it changes. Not @nanostores/react's
 * useStore: under preact/compat (what ships) that subscribes in a passive effect, after the first
 * paint, so a change made in the same task as the mount (a claimed submit replayed the moment the
 * widget's chunk arrives) is painted stale once. This one subscribes in a layout effect, before
 * paint, and checks for a change it missed between render and subscribe (docs/decisions.md 131).
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const value = store.get();
  const rendered = useRef(value);
  rendered.current = value;
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(rendered.current, store.get())) rerender();
    };
    check();
    return store.listen(check);
  }, [store]);
  return value;
}
