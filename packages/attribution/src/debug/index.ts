// The "what will be recorded" panel behind a query switch (issue 17, demo and site builders).
// OWNER: helper "checkout-demo". STUB until then.
import type { AttributionContext } from '../context';

export function startDebugPanel(_context: AttributionContext): (() => void) | undefined {
  return undefined;
}
