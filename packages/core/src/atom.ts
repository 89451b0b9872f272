/**
 * The state primitive: the part of nanostores' `atom` the widgets use (get, set, listen,
 * subscribe, value), at a fifth of its size (docs/decisions.md 36). Same names and semantics, so
 * going back to nanostores is an import change. No batch, no onMount, no `eq` override: listeners
 * run synchronously inside `set()`.
 */
export interface ReadableAtom<T> {
  /** The current value, as `get()` returns it. */
  readonly value: T;
  get(): T;
  /** Calls `listener` with the new value after each change; returns the unsubscribe. */
  listen(listener: (value: T) => void): () => void;
  /** Like `listen`, but also calls `listener` with the current value at once. */
  subscribe(listener: (value: T) => void): () => void;
}

export interface WritableAtom<T> extends ReadableAtom<T> {
  /** Changes the value and notifies the listeners; a value `Object.is`-equal to the current one does nothing. */
  set(value: T): void;
}

export function atom<T>(value: T): WritableAtom<T> {
  // Copied on every change, so `set()` walks a snapshot while listeners come and go.
  let listeners: ((value: T) => void)[] = [];
  const $atom: WritableAtom<T> & { value: T } = {
    value,
    get: () => $atom.value,
    set(next) {
      if (Object.is($atom.value, next)) return;
      $atom.value = next;
      let failed: [unknown] | undefined;
      for (const listener of listeners) {
        // Skip one an earlier listener unsubscribed; read `value` now, as a listener may set again.
        // One that throws does not stop the others: the (last) error is thrown after them all.
        try {
          if (listeners.includes(listener)) listener($atom.value);
        } catch (error) {
          failed = [error];
        }
      }
      if (failed) throw failed[0];
    },
    listen(listener) {
      // A wrapper per call, so listening twice with one function gives two independent subscriptions.
      const entry = (value: T) => listener(value);
      listeners = [...listeners, entry];
      return () => {
        listeners = listeners.filter((other) => other !== entry);
      };
    },
    subscribe(listener) {
      const unsubscribe = $atom.listen(listener);
      listener($atom.value);
      return unsubscribe;
    },
  };
  return $atom;
}
