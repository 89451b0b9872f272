import { describe, expect, it, vi } from 'vitest';
import { createSortSaver } from './sort-saver';

function server() {
  const calls: Array<{ positions: readonly string[]; signal: AbortSignal; resolve(): void; reject(error: Error): void }> = [];
  const send = vi.fn(
    (positions: readonly string[], signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ positions, signal, resolve, reject });
      }),
  );
  return { calls, send };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('§7 sort_wishlist_items: an earlier sort is aborted', () => {
  it('sends each new order and aborts the one still on its way', () => {
    const { calls, send } = server();
    const saver = createSortSaver(send);
    saver.save(['12', '11', '13'], ['11', '12', '13']);
    saver.save(['12', '13', '11'], ['12', '11', '13']);
    expect(calls.map((call) => call.positions)).toEqual([
      ['12', '11', '13'],
      ['12', '13', '11'],
    ]);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
  });

  it('hands back the order the server holds when the newest sort fails, and not for an aborted one', async () => {
    const { calls, send } = server();
    const saver = createSortSaver(send);
    saver.save(['12', '11', '13'], ['11', '12', '13']);
    calls[0]!.resolve();
    await settle();
    saver.save(['13', '12', '11'], ['12', '11', '13']);
    saver.save(['11', '13', '12'], ['13', '12', '11']);
    calls[1]!.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(saver.$failed.get()).toBeNull();
    calls[2]!.reject(new Error('offline'));
    await settle();
    expect(saver.$failed.get()).toEqual(['12', '11', '13']);
  });
});
