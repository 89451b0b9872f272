// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { windowHistory } from './history';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('lightbox history on the window (§2.1)', () => {
  it('pushes an entry of its own with the hash, keeping path and query', () => {
    window.history.replaceState({ theirs: 1 }, '', '/product/x/?hostile=1');
    const history = windowHistory(window);
    expect(history.ownsEntry()).toBe(false);
    history.push('#prettyPhoto[g]/0/');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/product/x/?hostile=1#prettyPhoto[g]/0/');
    expect(history.hash()).toBe('#prettyPhoto[g]/0/');
    expect(history.ownsEntry()).toBe(true);
  });

  it("replaces the hash and keeps the entry's state (another script's stays theirs)", () => {
    window.history.replaceState({ theirs: 1 }, '', '/product/x/#prettyPhoto[g]/1/');
    const history = windowHistory(window);
    history.replace(null);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/product/x/');
    expect(window.history.state).toEqual({ theirs: 1 });
    expect(history.ownsEntry()).toBe(false);
  });

  it('hears popstate until removed', () => {
    const history = windowHistory(window);
    const listener = vi.fn();
    const stop = history.onPop(listener);
    window.dispatchEvent(new PopStateEvent('popstate'));
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
