import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once, `ms` after `active` turns true. The timer starts again when `key`
 * changes (a new message deserves its full time) and is cleared when `active` turns false or the
 * component unmounts, so a popup closed early or torn down never fires a late dismiss. `ms` null
 * turns it off. The latest `onElapsed` is the one called, so a new callback each render does not
 * restart the wait.
 */
export function useAutoClose(active: boolean, ms: number | null, key: string, onElapsed: () => void): void {
  const latest = useRef(onElapsed);
  useLayoutEffect(() => {
    latest.current = onElapsed;
  });
  useEffect(() => {
    if (!active || ms === null) return undefined;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms, key]);
}
