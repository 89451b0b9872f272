import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createPartViews, lazyPart, type SessionPart } from './lazy-part';

const part = () => ({ view: createElement('p', null, 'view'), dispose: vi.fn<() => void>() });

describe('a lazily loaded session part', () => {
  it('loads once, however often it is asked for, and shows its view once', async () => {
    const views = createPartViews();
    const made = part();
    const load = vi.fn(async () => made);
    const lazy = lazyPart(load, views);
    const [a, b] = await Promise.all([lazy.get(), lazy.get()]);
    expect(a).toBe(made);
    expect(b).toBe(made);
    expect(await lazy.get()).toBe(made);
    expect(load).toHaveBeenCalledTimes(1);
    expect(views.$views.get()).toEqual([made.view]);
  });

  it('can be tried again after its chunk failed to load', async () => {
    const views = createPartViews();
    const made = part();
    const load = vi.fn<() => Promise<SessionPart>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(made);
    const lazy = lazyPart(load, views);
    await expect(lazy.get()).rejects.toThrow('offline');
    expect(await lazy.get()).toBe(made);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops the part with the session, also one that arrives after the session stopped', async () => {
    const views = createPartViews();
    const early = part();
    const lazy = lazyPart(async () => early, views);
    await lazy.get();
    lazy.dispose();
    await Promise.resolve();
    expect(early.dispose).toHaveBeenCalledTimes(1);

    let arrive!: (value: SessionPart) => void;
    const late = part();
    const slow = lazyPart(() => new Promise<SessionPart>((resolve) => (arrive = resolve)), views);
    const asked = slow.get();
    slow.dispose();
    arrive(late);
    await expect(asked).rejects.toThrow('stopped');
    expect(late.dispose).toHaveBeenCalledTimes(1);
    expect(views.$views.get()).toEqual([early.view]);
  });
});
