// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageExtra } from './context';
import type { PageExtraPart } from './features/registry';
import { startPageExtras } from './session';

afterEach(() => vi.restoreAllMocks());

/** A part whose markup is `present` (or not), loaded by `load` (a vi.fn, so the test sees whether it was fetched). */
const part = (name: string, start: PageExtra, present = true, load = vi.fn(() => Promise.resolve(start))): PageExtraPart & { load: typeof load } => ({
  name,
  present: () => present,
  load,
});

describe('startPageExtras (issue 30: one chunk per behaviour)', () => {
  it('fetches only the parts whose markup is on the page, starts them in order with the page, its config and the Thai catalogue, and undoes them in reverse', async () => {
    const order: string[] = [];
    const first = part('first', (context) => {
      expect(context.doc).toBe(document);
      expect(context.win).toBe(window);
      expect(context.config).toEqual({ locale: 'th' });
      expect(context.t('scrollToTop')).toBe('กลับขึ้นด้านบนของหน้า');
      order.push('first started');
      return () => order.push('first undone');
    });
    const absent = part('absent', () => () => order.push('absent undone'), false);
    // The slower chunk comes first in the list: the order is the registry's, not the network's.
    let releaseSecond: (start: PageExtra) => void = () => undefined;
    const second = part('second', () => undefined, true, vi.fn(() => new Promise<PageExtra>((resolve) => (releaseSecond = resolve))));
    const session = startPageExtras(document, { locale: 'th' }, [second, absent, first]);
    expect(absent.load).not.toHaveBeenCalled();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(order).toEqual([]);
    releaseSecond(() => {
      order.push('second started');
      return () => order.push('second undone');
    });
    await session.ready;
    expect(order).toEqual(['second started', 'first started']);
    session.dispose();
    session.dispose();
    expect(order).toEqual(['second started', 'first started', 'first undone', 'second undone']);
  });

  it('a slow chunk holds back only the parts after it: the ones before it start as they come in', async () => {
    const quick = vi.fn(() => undefined);
    let releaseSlow: (start: PageExtra) => void = () => undefined;
    const slow = part('slow', () => undefined, true, vi.fn(() => new Promise<PageExtra>((resolve) => (releaseSlow = resolve))));
    const session = startPageExtras(document, {}, [part('quick', quick), slow]);
    await vi.waitFor(() => expect(quick).toHaveBeenCalledTimes(1));
    const late = vi.fn(() => undefined);
    releaseSlow(late);
    await session.ready;
    expect(late).toHaveBeenCalledTimes(1);
    session.dispose();
  });

  it('keeps the other behaviours running when one throws or cannot load, with one console error naming each', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const undo = vi.fn();
    const broken = part('broken', () => {
      throw new Error('markup bent out of shape');
    });
    const missing = part('missing', () => undefined, true, vi.fn(() => Promise.reject(new Error('offline'))));
    const session = startPageExtras(document, {}, [broken, missing, part('working', () => undo)]);
    await session.ready;
    expect(error.mock.calls.map((call) => call[0]).sort()).toEqual(['[Talat] page-extras: broken could not start', '[Talat] page-extras: missing could not load']);
    session.dispose();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('disposed before the chunks are in: nothing starts', async () => {
    const start = vi.fn(() => undefined);
    const session = startPageExtras(document, {}, [part('late', start)]);
    session.dispose();
    await session.ready;
    expect(start).not.toHaveBeenCalled();
  });
});
