// The "what will be recorded" panel (issue 17: the demo and site builders see what the order will
// carry). Behind the query switch `?talat-attribution-debug` only; the panel itself is a dynamic
// import, so no byte of it loads on a normal page (docs/decisions.md 444).
import type { AttributionContext } from '../context';

/** The query parameter that turns the panel on (any value, even none: `?talat-attribution-debug`). */
export const DEBUG_SWITCH = 'talat-attribution-debug';

export function debugSwitchOn(win: Window): boolean {
  try {
    return new URLSearchParams(win.location.search).has(DEBUG_SWITCH);
  } catch {
    return false;
  }
}

export function startDebugPanel(context: AttributionContext): (() => void) | undefined {
  if (!debugSwitchOn(context.win)) return undefined;
  let stopped = false;
  let stop: (() => void) | undefined;
  import('./panel')
    .then(({ showDebugPanel }) => {
      if (!stopped) stop = showDebugPanel(context);
    })
    .catch((error: unknown) => console.error('[Talat] attribution: the debug panel did not load', error));
  return () => {
    stopped = true;
    stop?.();
  };
}
