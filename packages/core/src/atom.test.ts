import { describe, expect, it, vi } from 'vitest';
import { atom } from './atom';

describe('atom (the nanostores subset, docs/decisions.md 36)', () => {
  it('holds a value: get() and value', () => {
    const $count = atom(1);
    expect($count.get()).toBe(1);
    expect($count.value).toBe(1);
    $count.set(2);
    expect($count.get()).toBe(2);
    expect($count.value).toBe(2);
  });

  it('listen() calls back with the new value after each change, not at once', () => {
    const $count = atom(0);
    const seen: number[] = [];
    $count.listen((value) => seen.push(value));
    expect(seen).toEqual([]);
    $count.set(1);
    $count.set(2);
    expect(seen).toEqual([1, 2]);
  });

  it('subscribe() calls back at once with the current value, then like listen()', () => {
    const $name = atom('a');
    const seen: string[] = [];
    const unsubscribe = $name.subscribe((value) => seen.push(value));
    expect(seen).toEqual(['a']);
    $name.set('b');
    unsubscribe();
    $name.set('c');
    expect(seen).toEqual(['a', 'b']);
  });

  it('does not notify when set() gets a value equal to the current one', () => {
    const state = { open: false };
    const $state = atom(state);
    const $number = atom(Number.NaN);
    const listener = vi.fn();
    $state.listen(listener);
    $number.listen(listener);
    $state.set(state);
    $number.set(Number.NaN);
    expect(listener).not.toHaveBeenCalled();
    $state.set({ ...state });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener once it unsubscribes; unsubscribing twice is harmless', () => {
    const $count = atom(0);
    const listener = vi.fn();
    const unsubscribe = $count.listen(listener);
    $count.set(1);
    unsubscribe();
    unsubscribe();
    $count.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(1);
  });

  it('keeps two subscriptions of one function apart', () => {
    const $count = atom(0);
    const listener = vi.fn();
    const first = $count.listen(listener);
    $count.listen(listener);
    $count.set(1);
    expect(listener).toHaveBeenCalledTimes(2);
    first();
    $count.set(2);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('lets a listener unsubscribe itself or another one while notifying', () => {
    const $count = atom(0);
    const calls: string[] = [];
    const offSelf = $count.listen(() => {
      calls.push('self');
      offSelf();
    });
    const offNext = $count.listen(() => {
      calls.push('remover');
      offLater();
    });
    const offLater = $count.listen(() => calls.push('later'));
    $count.listen(() => calls.push('last'));
    $count.set(1);
    expect(calls).toEqual(['self', 'remover', 'last']);
    $count.set(2);
    expect(calls).toEqual(['self', 'remover', 'last', 'remover', 'last']);
    offNext();
  });

  it('does not call a listener added while notifying until the next change', () => {
    const $count = atom(0);
    const added = vi.fn();
    $count.listen(() => void $count.listen(added));
    $count.set(1);
    expect(added).not.toHaveBeenCalled();
    $count.set(2);
    expect(added).toHaveBeenCalledWith(2);
  });

  it('calls every listener when one throws, then throws its error', () => {
    const $count = atom(0);
    const before = vi.fn();
    const after = vi.fn();
    $count.listen(before);
    $count.listen(() => {
      throw new Error('listener failed');
    });
    $count.listen(after);
    expect(() => $count.set(1)).toThrow('listener failed');
    expect(before).toHaveBeenCalledWith(1);
    expect(after).toHaveBeenCalledWith(1);
    expect($count.get()).toBe(1);
  });

  it('works with its methods detached (useAtom passes listen and get as they are)', () => {
    const $count = atom(0);
    const { get, listen, set, subscribe } = $count;
    const seen: number[] = [];
    const unsubscribe = listen((value) => seen.push(value));
    set(1);
    unsubscribe();
    subscribe((value) => seen.push(value));
    expect(get()).toBe(1);
    expect(seen).toEqual([1, 1]);
  });

  it('gives later listeners the latest value when a listener sets the atom again', () => {
    const $count = atom(0);
    const seen: number[] = [];
    $count.listen((value) => {
      if (value === 1) $count.set(2);
    });
    $count.listen((value) => seen.push(value));
    $count.set(1);
    expect($count.get()).toBe(2);
    expect(seen.at(-1)).toBe(2);
    expect(seen).not.toContain(1);
  });
});
