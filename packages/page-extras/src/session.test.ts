// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageExtra } from './context';
import { startPageExtras } from './session';

afterEach(() => vi.restoreAllMocks());

describe('startPageExtras', () => {
  it('starts every behaviour with the page, its config and the Thai catalogue, and undoes them in reverse', () => {
    const order: string[] = [];
    const first: PageExtra = (context) => {
      expect(context.doc).toBe(document);
      expect(context.win).toBe(window);
      expect(context.config).toEqual({ locale: 'th' });
      return () => order.push('first');
    };
    const absent: PageExtra = () => undefined;
    const second: PageExtra = () => () => order.push('second');
    const session = startPageExtras(document, { locale: 'th' }, [first, absent, second]);
    session.dispose();
    session.dispose();
    expect(order).toEqual(['second', 'first']);
  });

  it('keeps the other behaviours running when one throws, with one console error naming it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const undo = vi.fn();
    const startBroken: PageExtra = () => {
      throw new Error('markup bent out of shape');
    };
    const session = startPageExtras(document, {}, [startBroken, () => undo]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe('[Talat] page-extras: startBroken could not start');
    session.dispose();
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
