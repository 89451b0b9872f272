import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuantitySaver, parseQuantity } from './quantity-saver';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A save whose replies the test hands out, one per call, in any order. */
function server() {
  const calls: Array<{ rowId: string; quantity: number; signal: AbortSignal; resolve(): void; reject(error: Error): void }> = [];
  const save = vi.fn(
    (rowId: string, quantity: number, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ rowId, quantity, signal, resolve, reject });
      }),
  );
  return { calls, save };
}

describe('§7 update_item_quantity: 1000 ms after the last change, earlier calls aborted', () => {
  it('sends once, 1000 ms after the last change, with the last quantity typed', async () => {
    const { calls, save } = server();
    const saver = createQuantitySaver({ save });
    saver.change('11', '2');
    vi.advanceTimersByTime(600);
    saver.change('11', '3');
    vi.advanceTimersByTime(999);
    expect(save).not.toHaveBeenCalled();
    expect(saver.$states.get()).toEqual({ '11': 'waiting' });
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls[0]).toMatchObject({ rowId: '11', quantity: 3 });
    expect(saver.$states.get()).toEqual({ '11': 'saving' });
    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(saver.$states.get()).toEqual({});
  });

  it('aborts the call on its way when a newer one is sent, and its late reply marks nothing', async () => {
    const { calls, save } = server();
    const saver = createQuantitySaver({ save });
    saver.change('11', '2');
    vi.advanceTimersByTime(1000);
    saver.change('11', '5');
    vi.advanceTimersByTime(1000);
    expect(calls.map((call) => call.quantity)).toEqual([2, 5]);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    // The old call fails late (as an aborted fetch does): the newer one is still saving.
    calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    await vi.runAllTimersAsync();
    expect(saver.$states.get()).toEqual({ '11': 'saving' });
    calls[1]!.resolve();
    await vi.runAllTimersAsync();
    expect(saver.$states.get()).toEqual({});
  });

  it('does not report an older reply as the row saved while a newer change waits', async () => {
    const { calls, save } = server();
    const saver = createQuantitySaver({ save });
    saver.change('11', '2');
    vi.advanceTimersByTime(1000);
    saver.change('11', '4');
    calls[0]!.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(saver.$states.get()).toEqual({ '11': 'waiting' });
  });

  it('keeps a timer per row, so a second row changed within the second does not drop the first', () => {
    const { calls, save } = server();
    const saver = createQuantitySaver({ save });
    saver.change('11', '2');
    vi.advanceTimersByTime(500);
    saver.change('12', '7');
    vi.advanceTimersByTime(500);
    expect(calls.map((call) => [call.rowId, call.quantity])).toEqual([['11', 2]]);
    vi.advanceTimersByTime(500);
    expect(calls.map((call) => [call.rowId, call.quantity])).toEqual([['11', 2], ['12', 7]]);
  });

  it('marks a failed save so the view can say so, and the next change tries again', async () => {
    const { calls, save } = server();
    const saver = createQuantitySaver({ save });
    saver.change('11', '2');
    vi.advanceTimersByTime(1000);
    calls[0]!.reject(new Error('offline'));
    await vi.runAllTimersAsync();
    expect(saver.$states.get()).toEqual({ '11': 'failed' });
    saver.change('11', '2');
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(2);
  });

  it('sends nothing for a quantity that is not a whole number from 1, and says so', () => {
    const { save } = server();
    const saver = createQuantitySaver({ save });
    for (const typed of ['', '0', '-1', '1.5', 'สอง', '2e3']) {
      saver.change('11', typed);
      vi.advanceTimersByTime(1000);
      expect(saver.$states.get()).toEqual({ '11': 'invalid' });
    }
    expect(save).not.toHaveBeenCalled();
    expect(parseQuantity(' 12 ')).toBe(12);
  });

  it('sends nothing after dispose, and aborts what is on its way', () => {
    const { calls, save } = server();
    const saver = createQuantitySaver({ save });
    saver.change('11', '2');
    vi.advanceTimersByTime(1000);
    saver.change('12', '3');
    saver.dispose();
    vi.advanceTimersByTime(5000);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});
