import { describe, expect, it } from 'vitest';
import { createQuantitySync } from './quantity-sync';

describe('createQuantitySync', () => {
  function setup() {
    const jobs: Array<(isLatest: () => boolean) => Promise<unknown>> = [];
    const sent: Array<[string, number]> = [];
    const sync = createQuantitySync(
      async (key, quantity) => void sent.push([key, quantity]),
      (job) => void jobs.push(job),
    );
    const runNext = () => jobs.shift()!(() => true);
    return { sync, jobs, sent, runNext };
  }

  it('schedules one job per line and sends the latest intent when the job runs', async () => {
    const { sync, jobs, sent, runNext } = setup();
    sync.set('a', 2);
    sync.set('a', 3);
    sync.set('b', 5);
    sync.set('a', 4);
    expect(jobs).toHaveLength(2);
    expect(sync.$pending.get()).toEqual({ a: 4, b: 5 });
    await runNext();
    await runNext();
    expect(sent).toEqual([
      ['a', 4],
      ['b', 5],
    ]);
    expect(sync.$pending.get()).toEqual({});
  });

  it('keeps an intent made while its request is in flight, and schedules a new job for it', async () => {
    const { sync, jobs, sent, runNext } = setup();
    sync.set('a', 2);
    const running = runNext();
    sync.set('a', 3);
    await running;
    expect(sync.$pending.get()).toEqual({ a: 3 });
    expect(jobs).toHaveLength(1);
    await runNext();
    expect(sent).toEqual([
      ['a', 2],
      ['a', 3],
    ]);
    expect(sync.$pending.get()).toEqual({});
  });

  it('forgets an intent whose request failed, and passes the failure on', async () => {
    const jobs: Array<(isLatest: () => boolean) => Promise<unknown>> = [];
    const sync = createQuantitySync(
      () => Promise.reject(new Error('offline')),
      (job) => void jobs.push(job),
    );
    sync.set('a', 2);
    await expect(jobs[0]!(() => true)).rejects.toThrow('offline');
    expect(sync.$pending.get()).toEqual({});
  });
});
