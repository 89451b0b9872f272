/**
 * What the script-tag bundles give views for `import … from 'react'`: Preact's own hooks plus the
 * one React 18 hook they need that Preact's core lacks (useSyncExternalStore). preact/compat
 * would also do, at 1.2 KB gzip more of React emulation that no widget uses; the first-load
 * budgets are counted in bytes (docs/decisions.md "Script-tag builds alias React to a Preact shim").
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

export { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
export { Fragment, createElement } from 'preact';

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [, rerender] = useState(0);
  const latest = useRef(value);
  latest.current = value;
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(latest.current, getSnapshot())) rerender((n) => n + 1);
    };
    check();
    return subscribe(check);
  }, [subscribe, getSnapshot]);
  return value;
}
