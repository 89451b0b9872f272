import { describe, expect, it, vi } from 'vitest';
import { createSerialQueue } from './serial-queue';

// §4 "Cart request queue": one at a time, in the order made.
describe('createSerialQueue', () => {
  it('runs jobs one at a time in the order they were enqueued, whatever their latencies', async () => {
    vi.useFakeTimers();
    const queue = createSerialQueue();
    const started: number[] = [];
    const finished: number[] = [];
    let running = 0;
    let maxRunning = 0;
    const latencies = [90, 5, 40, 1, 70, 20, 60, 3, 33, 10];
    const done = latencies.map((ms, index) =>
      queue.enqueue(async () => {
        started.push(index);
        maxRunning = Math.max(maxRunning, ++running);
        await new Promise((resolve) => setTimeout(resolve, ms));
        running--;
        finished.push(index);
        return index;
      }),
    );
    expect(queue.size()).toBe(10);
    await vi.runAllTimersAsync();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(finished).toEqual(started);
    expect(maxRunning).toBe(1);
    expect(queue.size()).toBe(0);
    vi.useRealTimers();
  });

  it('goes on after a failed job and hands the failure to its caller only', async () => {
    const queue = createSerialQueue();
    const failing = queue.enqueue(() => Promise.reject(new Error('offline')));
    const next = queue.enqueue(async () => 'ran');
    await expect(failing).rejects.toThrow('offline');
    await expect(next).resolves.toBe('ran');
  });
});
