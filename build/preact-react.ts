/**
 * What the script-tag bundles give views for `import … from 'react'`: Preact's own hooks plus the
 * one React 18 hook they need that Preact's core lacks (useSyncExternalStore). preact/compat
 * would also do, at 1.2 KB gzip more of React emulation that no widget uses; the first-load
 * budgets are counted in bytes (docs/decisions.md "Script-tag builds alias React to a Preact shim").
 */
import { type Component, options } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
export { Fragment, createElement } from 'preact';

/**
 * The component being rendered, from Preact's `options._render` hook (`__r` once mangled, as
 * preact/hooks and @preact/signals read it too). useSyncExternalStore re-renders it with
 * forceUpdate: a useState only for that cost 0.2 KB gzip (docs/decisions.md 37).
 */
let rendering: Component | undefined;
const hooks = options as { __r?: (vnode: { __c: Component }) => void };
const before = hooks.__r;
hooks.__r = (vnode) => {
  before?.(vnode);
  rendering = vnode.__c;
};

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  // Hooks run only while their component renders, so `rendering` is set and is this component.
  const component = rendering!;
  const latest = useRef(value);
  latest.current = value;
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(latest.current, getSnapshot())) component.forceUpdate();
    };
    check();
    return subscribe(check);
  }, [subscribe, getSnapshot]);
  return value;
}
