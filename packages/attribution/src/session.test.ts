// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttributionContext, AttributionPart } from './context';
import { startDebugPanel } from './debug';
import { startOrderAttribution } from './order-attribution';
import { ATTRIBUTION_PARTS, startAttribution } from './session';
import { startPixelTracking } from './tracking';

// The lazy chunk (issue 17): every part started in order with one context, a failing part isolated,
// and the undo of each run in reverse on dispose.

afterEach(() => vi.restoreAllMocks());

describe('startAttribution', () => {
  it('starts order attribution first (the others read its values), the pixel, then the debug panel', () => {
    expect(ATTRIBUTION_PARTS).toEqual([startOrderAttribution, startPixelTracking, startDebugPanel]);
  });

  it('gives every part the same context: the document, its window, the config and the clock', () => {
    const seen: AttributionContext[] = [];
    const part: AttributionPart = (context) => void seen.push(context);
    const now = () => 1_700_000_000_000;
    startAttribution(document, { allowTracking: false }, [part, part], now);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ doc: document, win: window, config: { allowTracking: false }, now });
    expect(seen[1]).toBe(seen[0]);
  });

  it('logs a part that throws once and keeps starting the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn(() => undefined);
    startAttribution(document, {}, [
      () => {
        throw new Error('broken');
      },
      after,
    ]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('runs every undo once, in reverse order, on dispose', () => {
    const order: string[] = [];
    const session = startAttribution(document, {}, [() => () => order.push('first'), () => undefined, () => () => order.push('last')]);
    session.dispose();
    session.dispose();
    expect(order).toEqual(['last', 'first']);
  });
});
